import A11yAuditKit
import Foundation
import Testing

@testable import A11yAuditTUI

/// The conformance screen as a reviewer uses it: a row per criterion, its findings, the reviewer's level and note.
@Suite struct ConformanceUpdateTests {
  static func conformance() -> AppState {
    var state = ScreensFixtures.state()
    _ = update(&state, .key(.char("6")))
    return state
  }

  static func select(_ number: String, in state: inout AppState) {
    while ConformanceLayout.criterion(at: state.conformanceList.selected, state)?.criterion.number != number {
      _ = update(&state, .key(.char("j")))
    }
  }

  @Test func sixShowsEveryCriterionOfLevelsAAndAAWithTheFindingsBehindIt() throws {
    let state = Self.conformance()
    #expect(state.route == .conformance)
    #expect(ConformanceLayout.make(state).itemCount == 56)
    // The unlabeled image on LoginView, one of the four screens.
    let nonText = try #require(ConformanceLayout.criterion(at: 0, state))
    #expect(nonText.criterion.number == "1.1.1")
    #expect(nonText.level == .partiallySupports)
    #expect(nonText.screensFailing == ["LoginView"])
    #expect(render(state).text.contains("> 1.1.1   [Partially Supports] 1 open, 1/4 screens"))
  }

  @Test func enterListsTheFindingsThatFailTheCriterionAndEscGoesBack() {
    var state = Self.conformance()
    _ = update(&state, .key(.enter))
    #expect(state.routes == [.conformance, .findings])
    #expect(state.filter == FindingFilter(criterion: "1.1.1"))
    #expect(state.visibleFindings.map(\.id) == ["b2"])
    #expect(state.message == .info("1 findings of 1.1.1 Non-text Content (A); Esc goes back"))
    _ = update(&state, .key(.escape))
    _ = update(&state, .key(.escape))
    #expect(state.routes == [.conformance])
  }

  @Test func enterOnACriterionNothingFailsSaysWhereItStands() {
    var state = Self.conformance()
    Self.select("1.2.1", in: &state)
    #expect(update(&state, .key(.enter)) == [])
    #expect(state.routes == [.conformance])
    #expect(state.message == .info("No finding fails 1.2.1 Audio-only and Video-only (Prerecorded) (A): Not Evaluated"))
  }

  @Test func spaceCyclesTheReviewersLevelThroughTheStore() {
    var state = Self.conformance()
    state.reviewer = "Ana"
    Self.select("1.2.2", in: &state)
    #expect(update(&state, .key(.space)) == [.reviewCriterion(number: "1.2.2", level: .supports, note: nil, by: "Ana")])
    #expect(state.message == .info("Reviewer's level of 1.2.2 Captions (Prerecorded) (A): Supports"))
    // A first level asks at once why: the note the report shows beside it.
    #expect(state.input == InputLine(purpose: .criterionNote("1.2.2")))
    _ = update(&state, .key(.escape))
    // The row changes only when the store answers.
    #expect(ConformanceLayout.criterion(at: state.conformanceList.selected, state)?.level == .notEvaluated)
    let review = CriterionReview(number: "1.2.2", level: .notApplicable, note: "", at: Fixtures.day)
    _ = update(
      &state, .saved(StoreDocument(findings: state.findings, screens: state.screens, criterionReviews: [review])))
    let row = ConformanceLayout.criterion(at: state.conformanceList.selected, state)
    #expect(row?.level == .notApplicable)
    #expect(
      render(state).text.contains(
        "1.2.2   [Not Applicable]     reviewer's level        Captions (Prerecorded)"))
    #expect(update(&state, .key(.space)) == [.reviewCriterion(number: "1.2.2", level: nil, note: nil)])
  }

  @Test func aLevelThatFailingFindingsOverruleIsRefusedWithTheReason() {
    var state = Self.conformance()
    state.reviewer = "Ana"
    #expect(update(&state, .key(.space)) == [])
    #expect(
      state.message
        == .error(
          "Not set: 1 finding fail 1.1.1 on 1 of 4 screens: a reviewer's level does not stand while findings fail it "
            + "(fix them, or triage them false-positive)"))
  }

  @Test func withoutAReviewerNameNoLevelIsRecorded() {
    var state = Self.conformance()
    Self.select("1.2.2", in: &state)
    #expect(update(&state, .key(.space)) == [])
    #expect(state.message == .error("No reviewer name: set A11Y_AUDIT_USER or git's user.name, then reopen"))
  }

  @Test func nAddsAReviewersNoteKeepingTheLevel() {
    var state = Self.conformance()
    Self.select("1.2.2", in: &state)
    let review = CriterionReview(number: "1.2.2", level: .notApplicable, note: "", at: Fixtures.day)
    _ = update(
      &state, .saved(StoreDocument(findings: state.findings, screens: state.screens, criterionReviews: [review])))
    _ = update(&state, .key(.char("n")))
    #expect(state.input == InputLine(purpose: .criterionNote("1.2.2")))
    for character in "No video" { _ = update(&state, .key(.char(character))) }
    #expect(
      update(&state, .key(.enter)) == [.reviewCriterion(number: "1.2.2", level: .notApplicable, note: "No video")])
    #expect(state.message == .info("Reviewer's note on 1.2.2 saved: \"No video\""))
  }
}
