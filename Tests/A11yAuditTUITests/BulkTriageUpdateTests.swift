import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Marking rows and changing all of them at once: `m`, `M`, the status keys, the reason they ask for, and `u`.
@Suite struct BulkTriageUpdateTests {
  /// The ids of the findings with the fixture's default rule (with-animation-reduce-motion), in list order.
  private func animationIDs(_ state: AppState) -> [String] {
    state.visibleFindings.filter { $0.finding.rule == "with-animation-reduce-motion" }.map(\.id)
  }

  private func type(_ text: String, into state: inout AppState) {
    for character in text { _ = update(&state, .key(.char(character))) }
  }

  @Test func mMarksTheRowMovesOnAndTheStatusLineCountsTheMarks() {
    var state = Fixtures.state()
    let first = state.visibleFindings[0].id
    #expect(update(&state, .key(.char("m"))) == [])
    #expect(state.marked == [first])
    #expect(state.list.selected == 1)
    #expect(state.message == .info("1 finding marked; a status key changes every one"))
    state.message = nil
    #expect(ChromeView.statusLine(state).hasPrefix("1 marked; "))
    let row = FindingsListView.line(
      for: state.visibleFindings[0], selected: false, marked: true,
      columns: FindingRowColumns(statuses: [.open], width: 78, ellipsis: "…"))
    #expect(row.text.hasPrefix(" *"), "a marked row says so in text, not in colour alone")
    _ = update(&state, .key(.char("k")))
    _ = update(&state, .key(.char("m")))
    #expect(state.marked.isEmpty)
  }

  @Test func aStatusKeyChangesEveryMarkedFindingInOneUndoableSave() {
    var state = Fixtures.state()
    _ = update(&state, .key(.char("r")))
    #expect(state.filter.rule == "with-animation-reduce-motion")
    let ids = animationIDs(state)
    #expect(ids.count == state.visibleFindings.count && ids.count > 2)
    _ = update(&state, .key(.char("M")))
    #expect(state.marked == Set(ids))
    let effects = update(&state, .key(.char("p")))
    let changing = state.findings.filter { ids.contains($0.id) && $0.status != .inProgress }
    #expect(effects == [.triage(changing.map { .status(findingID: $0.id, .inProgress, note: nil) })])
    #expect(state.marked.isEmpty)
    #expect(state.undo.count == 1)
    #expect(update(&state, .key(.char("u"))) == [.triage(changing.map { .status(findingID: $0.id, $0.status) })])
  }

  @Test func falsePositiveAsksForTheReasonAndKeepsItWithEveryFinding() {
    var state = Fixtures.state()
    _ = update(&state, .key(.char("r")))
    _ = update(&state, .key(.char("M")))
    let ids = state.visibleFindings.map(\.id)
    #expect(update(&state, .key(.char("z"))) == [])
    #expect(state.input?.purpose == .reason(.falsePositive, ids: ids))
    #expect(update(&state, .key(.enter)) == [], "an empty reason is refused")
    #expect(state.input != nil)
    type("Decorative", into: &state)
    let effects = update(&state, .key(.enter))
    #expect(effects == [.triage(ids.map { .status(findingID: $0, .falsePositive, note: "Decorative") })])
    let undo = update(&state, .key(.char("u")))
    guard case .triage(let inverse) = undo.first else {
      Issue.record("undo gave \(undo)")
      return
    }
    #expect(inverse.filter { $0 == .removeNote(findingID: ids[0], text: "Decorative") }.count == 1)
    #expect(inverse.count == ids.count * 2)
  }

  @Test func withoutRequiredReasonsWontFixIsSavedAtOnce() {
    var state = Fixtures.state()
    state.requiresReason = false
    let id = state.visibleFindings[0].id
    #expect(update(&state, .key(.char("w"))) == [.setStatus(id: id, status: .wontFix)])
  }

  @Test func escapeClearsTheMarksBeforeTheFilter() {
    var state = Fixtures.state()
    _ = update(&state, .key(.char("r")))
    _ = update(&state, .key(.char("M")))
    _ = update(&state, .key(.escape))
    #expect(state.marked.isEmpty && state.filter.rule != nil)
    _ = update(&state, .key(.escape))
    #expect(state.filter.isEmpty)
  }

  @Test func capitalMMarksOnlyWhatTheSearchMatches() {
    var state = Fixtures.state()
    _ = update(&state, .key(.char("/")))
    type("HomeView", into: &state)
    _ = update(&state, .key(.enter))
    _ = update(&state, .key(.char("M")))
    #expect(state.marked == Set(state.findings.filter { $0.finding.file.hasSuffix("HomeView.swift") }.map(\.id)))
    #expect(state.marked.count == 2)
  }

  @Test func sInTheDetailAsksHowFarThenWhyThenPlansTheSuppression() {
    var state = Fixtures.state()
    let id = state.visibleFindings[0].id
    _ = update(&state, .key(.enter))
    #expect(update(&state, .key(.char("S"))) == [])
    #expect(state.input?.purpose == .suppressReach(id: id))
    _ = update(&state, .key(.char("q")))
    #expect(state.message == .info("Press l (this line), f (this file) or p (the project); Esc cancels"))
    _ = update(&state, .key(.char("f")))
    #expect(state.input?.purpose == .suppressReason(id: id, reach: .file))
    type("Legacy screen", into: &state)
    #expect(update(&state, .key(.enter)) == [.planSuppression(id: id, reach: .file, reason: "Legacy screen")])
  }
}
