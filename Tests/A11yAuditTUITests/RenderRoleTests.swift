import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Meaning that goldens cannot show: roles of cells and where the cursor goes.
@Suite struct RenderRoleTests {
  @Test func selectedRowIsReversedAcrossTheWholeWidthAndCarriesTheCursor() {
    let state = RenderGoldenTests.listState(width: 80, height: 24)
    let frame = render(state)
    let row = frame.cursor.row
    #expect(frame.cursor.column == 0)
    #expect((0..<80).allSatisfy { frame[row, $0].role == .selected })
    #expect(frame[row, 0].character == ">")
  }

  @Test func severityBadgeHasItsRoleOnUnselectedRows() {
    let state = RenderGoldenTests.listState(width: 80, height: 24)
    let frame = render(state)
    let row = frame.cursor.row - 1  // a2, the critical finding above the selection
    #expect(frame[row, 2].role == .severity(.critical))
    #expect(frame[row, 9].role == .normal)
  }

  @Test func absentFindingsAreDimmedAndSaySo() {
    let state = RenderGoldenTests.listState(width: 120, height: 40)
    let frame = render(state)
    let lines = frame.text.split(separator: "\n")
    let row = lines.firstIndex { $0.contains("HomeView.swift:77") }!
    #expect(lines[row].contains("(absent)"))
    #expect(frame[row, 2].role == .dim)
  }

  @Test func cursorFollowsTheSelectionWhenTheListScrolls() {
    var state = Fixtures.state(width: 60, height: 16, records: FindingsListUpdateTests.many)
    for _ in 0..<20 { _ = update(&state, .key(.char("j"))) }
    let frame = render(state)
    let line = FindingsListLayout(findings: state.visibleFindings).line(ofFinding: 20)!
    #expect(frame.cursor == Position(row: PageLayout.bodyTop + line - state.list.offset, column: 0))
    #expect(frame[frame.cursor.row, 0].character == ">")
  }

  @Test func errorMessagesUseTheErrorRole() {
    var state = Fixtures.state()
    _ = update(&state, .failed("disk full"))
    let frame = render(state)
    #expect(frame[PageLayout.statusRow(state.size), 0].role == .error)
  }
}
