import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// What the state does with results the runtime sends back: saves, failures, reloads and resizes.
@Suite struct RuntimeMessageUpdateTests {
  @Test func savedStoreShowsTheNewStatusAndKeepsTheSelection() {
    var state = Fixtures.state()
    state.list.selected = Fixtures.index("a1", in: state)
    _ = update(&state, .key(.space))
    var document = StoreDocument(findings: Fixtures.records)
    document.setStatus(.inProgress, forFinding: "a1", at: Fixtures.day)
    var expected = state
    expected.setFindings(document.findings)
    #expect(update(&state, .saved(document)) == [])
    #expect(state == expected)
    #expect(state.findings == document.findings)
    #expect(state.visibleFindings.map(\.id) == FindingOrder.sorted(document.findings).map(\.id))
    #expect(state.selectedFinding?.id == "a1")
    #expect(state.selectedFinding?.history.count == 1)
  }

  @Test func failedSaveShowsTheReasonAndLeavesTheStatusAsStored() {
    var state = Fixtures.state()
    state.list.selected = Fixtures.index("a1", in: state)
    _ = update(&state, .key(.space))
    var expected = state
    expected.message = .error("Not saved: /app/.a11y-audit/store.json: cannot lock the store: Permission denied")
    #expect(update(&state, .failed("/app/.a11y-audit/store.json: cannot lock the store: Permission denied")) == [])
    #expect(state == expected)
    #expect(state.selectedFinding?.status == .open)
  }

  @Test func reloadWithoutTheShownFindingReturnsToTheList() {
    var state = Fixtures.state()
    state.list.selected = Fixtures.index("a1", in: state)
    state.routes = [.findings, .detail("a1")]
    let remaining = Fixtures.records.filter { $0.id != "a1" }
    var expected = state
    expected.setFindings(remaining)
    expected.routes = [.findings]
    expected.list.selected = 1
    expected.message = .info("The finding shown is no longer in the store; back to the list")
    #expect(update(&state, .loaded(StoreDocument(findings: remaining))) == [])
    #expect(state == expected)
  }

  @Test func resizeKeepsTheSelectedFindingInView() {
    var state = Fixtures.state(width: 80, height: 24, records: FindingsListUpdateTests.many)
    state.list = ListPosition(selected: 20, offset: 0)
    var expected = state
    expected.size = Size(width: 60, height: 16)
    expected.list = ListPosition(selected: 20, offset: 9)
    #expect(update(&state, .resize(Size(width: 60, height: 16))) == [])
    #expect(state == expected)
  }

  @Test func tooSmallTerminalIgnoresMovesAndQuitsOnQ() {
    var state = Fixtures.state()
    _ = update(&state, .resize(Size(width: 59, height: 16)))
    #expect(state.scope == .tooSmall)
    let small = state
    #expect(update(&state, .key(.char("j"))) == [])
    #expect(state == small)
    #expect(update(&state, .key(.char("q"))) == [.quit])
  }

  @Test func growingBackFromTooSmallRestoresTheScreen() {
    var state = Fixtures.state()
    state.routes = [.findings, .detail("a1")]
    _ = update(&state, .resize(Size(width: 40, height: 10)))
    _ = update(&state, .resize(Size(width: 80, height: 24)))
    #expect(state.scope == .detail)
    #expect(update(&state, .key(.char("q"))) == [])
    #expect(state.routes == [.findings])
  }
}
