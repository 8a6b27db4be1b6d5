import Testing

@testable import A11yAuditKit

@Suite struct RuleRegistryTests {
  @Test func registryListsTheReduceMotionRulesWithUniqueKebabCaseIds() {
    let ids = RuleRegistry.all.map { $0.description.id }

    #expect(ids == ["with-animation-reduce-motion", "animation-modifier-reduce-motion", "transition-reduce-motion"])
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { id in id.allSatisfy { $0.isLowercase || $0 == "-" } && !id.hasPrefix("-") })
  }

  @Test func descriptionIsFoundByIdAndNilForUnknownIds() {
    #expect(RuleRegistry.description(for: "transition-reduce-motion")?.title == "Respect Reduce Motion in .transition")
    #expect(RuleRegistry.description(for: "no-such-rule") == nil)
  }

  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func everyDescriptionIsComplete(id: String) throws {
    let description = try #require(RuleRegistry.description(for: id))

    #expect(description.category == .reduceMotion)
    #expect(description.wcag == "2.3.3 Animation from Interactions")
    for text in [description.title, description.summary, description.message, description.passingMessage] {
      #expect(!text.isEmpty && !text.contains("\n"))
    }
    #expect(description.rationale.contains("Blind spots"))
    #expect(!description.recommendation.isEmpty)
    #expect(description.triggeringExamples.count >= 8)
    #expect(description.nonTriggeringExamples.count >= 8)
  }

  @Test func findingsUseTheWordsOfTheirRuleDescription() throws {
    let source = """
      struct A: View {
        @Environment(\\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          Text("a").transition(.slide)
          Text("b").transition(reduceMotion ? .opacity : .slide)
        }
      }
      """
    let description = try #require(RuleRegistry.description(for: "transition-reduce-motion"))

    let findings = Scanner().scan(source: source, file: "A.swift")

    #expect(findings.map(\.message) == [description.message, description.passingMessage])
    #expect(findings.allSatisfy { $0.recommendation == description.recommendation && $0.category == .reduceMotion })
  }
}
