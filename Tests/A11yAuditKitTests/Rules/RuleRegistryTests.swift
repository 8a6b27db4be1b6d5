import Testing

@testable import A11yAuditKit

@Suite struct RuleRegistryTests {
  @Test func registryListsTheReduceMotionRulesWithUniqueKebabCaseIds() {
    let ids = RuleRegistry.all.map { $0.description.id }

    #expect(
      ids == [
        "with-animation-reduce-motion", "animation-modifier-reduce-motion", "transition-reduce-motion",
        "animated-effect-reduce-motion", "matched-geometry-effect-reduce-motion", "phase-animator-reduce-motion",
        "keyframe-animator-reduce-motion", "symbol-effect-reduce-motion", "content-transition-reduce-motion",
        "timeline-view-reduce-motion", "uikit-animation-reduce-motion", "fixed-font-size", "scaled-metric-static",
        "dynamic-type-size-cap", "line-limit-truncation", "fixed-height-text-container", "image-missing-label",
        "icon-button-missing-label", "tap-gesture-missing-trait", "deprecated-accessibility-modifier",
        "redundant-accessibility-label", "progress-missing-value", "step-flow-focus", "decorative-image-read-twice",
        "touch-target-size",
      ])
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

    let isMotion = description.category == .reduceMotion
    #expect(isMotion == (description.wcag == "2.3.3 Animation from Interactions"))
    #expect(!description.wcag.isEmpty)
    for text in [description.title, description.summary, description.message, description.passingMessage] {
      #expect(!text.isEmpty && !text.contains("\n"))
    }
    #expect(description.rationale.contains("Blind spots"))
    #expect(!description.recommendation.isEmpty)
    #expect(description.triggeringExamples.count >= (isMotion ? 8 : 5))
    #expect(description.nonTriggeringExamples.count >= (isMotion ? 8 : 5))
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

    #expect(
      findings.map(\.message) == [
        description.message(passing: false, variant: "movement"), description.message(passing: true, variant: nil),
      ])
    #expect(
      findings.map(\.message) == [".transition moves views regardless of Reduce Motion", description.passingMessage])
    #expect(
      findings.map(\.recommendation) == [
        description.recommendation(variant: "movement"), description.recommendation(variant: "movement"),
      ])
    #expect(findings.allSatisfy { $0.category == .reduceMotion })
  }
}
