import Testing

@testable import A11yAuditKit

/// Runs every rule's examples: the examples are the rules' test data.
@Suite struct RuleExampleTests {
  static let ruleIDs = RuleRegistry.all.map { $0.description.id }

  @Test(arguments: ruleIDs)
  func everyRuleHasExamplesOfBothKinds(id: String) throws {
    let description = try #require(RuleRegistry.description(for: id))

    #expect(!description.triggeringExamples.isEmpty, "\(id) has no triggering example")
    #expect(!description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
    #expect(description.triggeringExamples.allSatisfy { !$0.markedPositions.isEmpty }, "a triggering example lacks ↓")
  }

  @Test(arguments: ruleIDs)
  func triggeringExamplesReportViolationsExactlyAtTheMarkers(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })

    for example in rule.description.triggeringExamples {
      let violations = Scanner(rules: [rule]).scan(source: example.strippedCode, file: "Example.swift")
        .filter { !$0.passing }

      #expect(
        violations.map(\.span.start) == example.markedPositions,
        "violations at \(violations.map { "\($0.line):\($0.column)" })",
        sourceLocation: example.sourceLocation)
      #expect(violations.allSatisfy { $0.rule == id }, sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: ruleIDs)
  func nonTriggeringExamplesReportNoViolation(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })

    for example in rule.description.nonTriggeringExamples {
      #expect(!example.code.contains(RuleExample.marker), sourceLocation: example.sourceLocation)
      let violations = Scanner(rules: [rule]).scan(source: example.code, file: "Example.swift")
        .filter { !$0.passing }

      #expect(
        violations.isEmpty, "unexpected: \(violations.map { "\($0.line):\($0.column) \($0.snippet)" })",
        sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: ruleIDs)
  func nonTriggeringExamplesStillReportTheirSitesAsPassing(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })
    let passing = rule.description.nonTriggeringExamples.flatMap { example in
      Scanner(rules: [rule]).scan(source: example.code, file: "Example.swift")
    }

    #expect(passing.count >= rule.description.nonTriggeringExamples.count - 2)
    #expect(passing.allSatisfy { $0.passing && $0.message == rule.description.passingMessage })
  }
}

extension RuleExample {
  /// Where the example is written, for failures.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "A11yAuditKit/\(filePath.split(separator: "/").last ?? "")", filePath: filePath, line: line, column: 1)
  }
}
