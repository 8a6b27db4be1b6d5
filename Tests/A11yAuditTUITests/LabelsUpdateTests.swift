import A11yAuditKit
import Foundation
import Testing

@testable import A11yAuditTUI

/// The labels screen as a reviewer uses it: a row per feature with its verdict, the evidence of the selected one, and
/// the reviewer's conclusion and note saved through the store.
@Suite struct LabelsUpdateTests {
  static func labels(reviewer: String = "Ana Ruiz") -> (AppState, [Effect]) {
    var state = ScreensFixtures.state()
    state.reviewer = reviewer
    let effects = update(&state, .key(.char("7")))
    return (state, effects)
  }

  static func select(_ feature: AccessibilityFeature, in state: inout AppState) {
    while LabelsLayout.feature(at: state.labelsList.selected, state)?.feature != feature {
      _ = update(&state, .key(.char("j")))
    }
  }

  @Test func sevenShowsTheNineFeaturesAndScansForVideoOnce() throws {
    var (state, effects) = Self.labels()
    #expect(state.route == .labels)
    #expect(effects == [.seeVideo])
    #expect(LabelsLayout.make(state).itemCount == 9)
    let text = render(state).text
    #expect(text.contains("Accessibility Nutrition Labels on iPhone:"))
    #expect(text.contains("> VoiceOver"))
    #expect(text.contains("VoiceOver: "), "the evidence of the selected feature is shown")
    _ = update(&state, .videoSeen(VideoPresence(playerSites: 0)))
    #expect(LabelsLayout.feature(at: 7, state)?.applicable == false)
    _ = update(&state, .key(.char("1")))
    #expect(update(&state, .key(.char("7"))) == [], "the scan is not repeated")
  }

  @Test func spaceRecordsTheReviewersConclusionAndNAddsTheirNote() {
    var (state, _) = Self.labels()
    Self.select(.reducedMotion, in: &state)
    #expect(
      update(&state, .key(.space)) == [
        .declareFeature(.reducedMotion, device: .iPhone, claim: .supported, by: "Ana Ruiz", note: "")
      ])
    #expect(state.message == .info("Ana Ruiz found Reduced Motion supported on iPhone; n adds what you checked"))
    var document = StoreDocument(findings: state.findings, screens: state.screens)
    document.declare(.reducedMotion, on: .iPhone, claim: .supported, by: "Ana Ruiz", note: "", at: Fixtures.day)
    _ = update(&state, .saved(document))
    #expect(LabelsLayout.feature(at: state.labelsList.selected, state)?.declaration?.by == "Ana Ruiz")

    _ = update(&state, .key(.char("n")))
    #expect(state.input?.purpose == .labelNote(.reducedMotion))
    for character in "Fades only" { _ = update(&state, .key(.char(character))) }
    #expect(
      update(&state, .key(.enter)) == [
        .declareFeature(.reducedMotion, device: .iPhone, claim: .supported, by: "Ana Ruiz", note: "Fades only")
      ])

    #expect(
      update(&state, .key(.space)) == [
        .declareFeature(.reducedMotion, device: .iPhone, claim: .notSupported, by: "Ana Ruiz", note: "")
      ])
  }

  @Test func withoutAReviewerNameOrAConclusionTheKeysSayWhy() {
    var (nameless, _) = Self.labels(reviewer: "")
    #expect(update(&nameless, .key(.space)) == [])
    #expect(nameless.message == .error("No reviewer name: set A11Y_AUDIT_USER or git's user.name, then reopen"))
    var (state, _) = Self.labels()
    #expect(update(&state, .key(.char("n"))) == [])
    #expect(state.input == nil)
    #expect(state.message == .info("Record a conclusion first: Space marks VoiceOver supported or not"))
  }

  @Test func enterListsTheFindingsOfTheFeaturesRulesAndDChangesTheDevice() {
    var (state, _) = Self.labels()
    Self.select(.voiceOver, in: &state)
    _ = update(&state, .key(.enter))
    #expect(state.routes == [.labels, .findings])
    #expect(state.filter.label == .voiceOver)
    #expect(state.visibleFindings.map(\.finding.rule).allSatisfy(AccessibilityFeature.voiceOver.bearingRules.contains))
    _ = update(&state, .key(.escape))
    _ = update(&state, .key(.escape))
    #expect(state.routes == [.labels])
    _ = update(&state, .key(.char("d")))
    #expect(state.labelsDevice == .iPad)
    #expect(render(state).text.contains("Accessibility Nutrition Labels on iPad"))
  }

  @Test func theScreenReaderLayoutReadsEachFeatureAsASentence() {
    var state = ScreensFixtures.state()
    state.prefs = DisplayPrefs(colors: false, ascii: true, linear: true)
    _ = update(&state, .key(.char("7")))
    #expect(render(state).text.contains("VoiceOver: "))
    #expect(
      LabelsLayout.make(state).lines.contains { $0.spans.map(\.text).joined().hasSuffix("screens not reviewed.") })
  }
}
