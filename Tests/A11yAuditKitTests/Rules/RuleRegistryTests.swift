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
        "redundant-accessibility-label", "progress-missing-value", "step-flow-focus", "meaningful-sequence",
        "decorative-image-read-twice", "initials-avatar-read", "label-not-in-name", "hidden-interactive-content",
        "nested-interactive-element", "empty-accessibility-label", "touch-target-size", "touch-target-intrinsic-size",
        "heading-missing-trait", "form-control-missing-label", "text-field-placeholder-only",
        "input-purpose-missing-content-type", "credential-field-autofill", "change-on-input", "redundant-entry",
        "video-without-captions", "insufficient-contrast", "color-only-state", "light-only-interface",
        "orientation-locked",
        "drag-without-alternative", "shake-without-alternative", "auto-dismiss-timer", "screen-missing-title",
        "keyboard-shortcut-without-modifier", "focus-indicator-hidden", "flashing-content", "auto-advancing-content",
        "audio-autoplay", "status-not-announced", "custom-modal-focus", "link-purpose", "sensory-characteristics",
        "chart-missing-accessibility",
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

    let isMotion = description.criteria == ["2.3.3"]
    #expect(!isMotion || description.category == .reduceMotion)
    #expect(!description.criteria.isEmpty, "\(id) names no WCAG 2.2 success criterion")
    for number in description.criteria + description.variants.flatMap({ $0.criteria ?? [] }) {
      #expect(SuccessCriterion.wcag22(number) != nil, "\(id): \(number) is not a WCAG 2.2 success criterion")
      #expect(SuccessCriterion.wcag22(number)?.isObsolete != true, "\(id): \(number) is obsolete in WCAG 2.2")
    }
    for text in [description.title, description.summary, description.message, description.passingMessage] {
      #expect(!text.isEmpty && !text.contains("\n"))
    }
    #expect(description.rationale.contains("Blind spots"))
    #expect(!description.recommendation.isEmpty)
    #expect(description.triggeringExamples.count >= (isMotion ? 8 : 5))
    #expect(description.nonTriggeringExamples.count >= (isMotion ? 8 : 5))
  }

  @Test func everyAreaNamesWCAG22CriteriaAndEveryRuleCriterionIsOneOfItsAreas() {
    for category in Category.allCases {
      #expect(!category.criteria.isEmpty)
      #expect(category.criteria.allSatisfy { SuccessCriterion.wcag22($0) != nil })
    }
    for rule in RuleRegistry.all.map({ $0.description }) {
      let own = Set(rule.allCriteria.map(\.number))
      #expect(own.isSubset(of: rule.category.criteria), "\(rule.id) fails criteria its area does not answer for")
    }
  }

  @Test func findingsCarryTheCriteriaOfTheirSiteSorted() {
    let source = """
      struct A: View {
        @State var spinning = false
        var body: some View {
          Image(systemName: "x").rotationEffect(.degrees(spinning ? 360 : 0))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true } }
          Button("Go") {}.frame(width: 20, height: 20)
          Button("Stop") {}.frame(width: 30, height: 30)
        }
      }
      """
    let findings = Scanner().scan(source: source, file: "A.swift").filter { !$0.passing }
    let byRule = Dictionary(grouping: findings, by: \.rule).mapValues { $0.map { $0.wcag ?? [] } }
    #expect(byRule["with-animation-reduce-motion"] == [["2.2.2", "2.3.3"]])
    #expect(byRule["touch-target-size"] == [["2.5.8"], ["2.5.5"]])
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
