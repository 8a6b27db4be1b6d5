import Testing

@testable import A11yAuditKit

/// The rules' examples are the fixtures: enough of them, and every severity and animation type reached.
@Suite struct ExampleCoverageTests {
  /// Severity and kind of every site the examples report, passing or not, each example scanned by its own rule.
  static func sitesOfAllExamples() -> [Finding] {
    RuleRegistry.all.flatMap { rule in
      (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).flatMap { example in
        Scanner(rules: [rule]).scan(source: example.strippedCode, file: "Example.swift")
      }
    }
  }

  @Test func thereAreAtLeastFortyExamplesOfEachKind() {
    let triggering = RuleRegistry.all.reduce(0) { $0 + $1.description.triggeringExamples.count }
    let nonTriggering = RuleRegistry.all.reduce(0) { $0 + $1.description.nonTriggeringExamples.count }

    #expect(triggering >= 40)
    #expect(nonTriggering >= 40)
  }

  @Test func everySeverityIsReachedByAtLeastThreeSites() {
    let sites = Self.sitesOfAllExamples()

    for severity in Severity.allCases {
      #expect(sites.filter { $0.severity == severity }.count >= 3, "\(severity) is reached too rarely")
    }
  }

  @Test func everyAnimationTypeIsReachedByAtLeastThreeSites() {
    let sites = Self.sitesOfAllExamples()

    for kind in AnimationKind.allCases {
      #expect(sites.filter { $0.kind == kind.rawValue }.count >= 3, "\(kind) is reached too rarely")
    }
  }

  @Test func everyRuleHasViolationsOfTheRightRuleAndPassingSitesInItsExamples() {
    for rule in RuleRegistry.all {
      let description = rule.description
      let violations = description.triggeringExamples.flatMap { example in
        Scanner(rules: [rule]).scan(source: example.strippedCode, file: "Example.swift").filter { !$0.passing }
      }
      let passing = description.nonTriggeringExamples.flatMap { example in
        Scanner(rules: [rule]).scan(source: example.code, file: "Example.swift").filter(\.passing)
      }
      #expect(violations.count >= description.triggeringExamples.count, "\(description.id)")
      #expect(passing.count >= description.nonTriggeringExamples.count / 2, "\(description.id)")
    }
  }
}
