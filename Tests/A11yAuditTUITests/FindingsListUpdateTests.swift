import A11yAuditKit
import Testing

@testable import A11yAuditTUI

@Suite struct FindingsListUpdateTests {
  /// Forty open medium findings in one folder, for scrolling.
  static let many: [FindingRecord] = (1...40).map { number in
    FindingRecord(
      finding: Fixtures.finding(
        "m\(number)", .medium, "Views/List/Row\(number < 10 ? "0" : "")\(number).swift", line: number,
        message: "Finding number \(number)"))
  }

  @Test(arguments: [Key.char("j"), .down, .ctrl("n")])
  func downKeysSelectTheNextFinding(key: Key) {
    var state = Fixtures.state()
    var expected = state
    expected.list.selected = 1
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test(arguments: [Key.char("k"), .up, .ctrl("p")])
  func upKeysSelectThePreviousFinding(key: Key) {
    var state = Fixtures.state()
    state.list.selected = 3
    var expected = state
    expected.list.selected = 2
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test func upOnTheFirstFindingSaysWhyNothingMoved() {
    var state = Fixtures.state()
    var expected = state
    expected.message = .info("Already at the first finding (1 of 8)")
    #expect(update(&state, .key(.char("k"))) == [])
    #expect(state == expected)
  }

  @Test func downOnTheLastFindingSaysWhyNothingMoved() {
    var state = Fixtures.state()
    state.list.selected = 7
    var expected = state
    expected.message = .info("Already at the last finding (8 of 8)")
    #expect(update(&state, .key(.down)) == [])
    #expect(state == expected)
  }

  @Test(arguments: [Key.char("G"), .end])
  func bottomKeysSelectTheLastFindingAndScrollToIt(key: Key) {
    var state = Fixtures.state(width: 60, height: 16, records: Self.many)
    var expected = state
    expected.list = ListPosition(selected: 39, offset: 41 - 13)
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test(arguments: [Key.char("g"), .home])
  func topKeysSelectTheFirstFindingAndShowItsHeader(key: Key) {
    var state = Fixtures.state(width: 60, height: 16, records: Self.many)
    state.list = ListPosition(selected: 30, offset: 20)
    var expected = state
    expected.list = ListPosition(selected: 0, offset: 0)
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test func movingDownPastTheLastVisibleRowScrollsByOneLine() {
    var state = Fixtures.state(width: 60, height: 16, records: Self.many)
    state.list = ListPosition(selected: 11, offset: 0)  // line 12 is the last of 13 visible lines
    var expected = state
    expected.list = ListPosition(selected: 12, offset: 1)
    #expect(update(&state, .key(.char("j"))) == [])
    #expect(state == expected)
  }

  @Test func pageDownMovesSelectionAndViewByAPage() {
    var state = Fixtures.state(width: 60, height: 16, records: Self.many)
    var expected = state
    expected.list = ListPosition(selected: 12, offset: 12)
    #expect(update(&state, .key(.pageDown)) == [])
    #expect(state == expected)
  }

  @Test func pageUpFromThePageBelowReturnsToTheTop() {
    var state = Fixtures.state(width: 60, height: 16, records: Self.many)
    state.list = ListPosition(selected: 12, offset: 12)
    var expected = state
    expected.list = ListPosition(selected: 0, offset: 0)
    #expect(update(&state, .key(.pageUp)) == [])
    #expect(state == expected)
  }

  @Test func ctrlDMovesHalfAPageAndCtrlUMovesBack() {
    var state = Fixtures.state(width: 60, height: 16, records: Self.many)
    var expected = state
    expected.list = ListPosition(selected: 6, offset: 6)
    #expect(update(&state, .key(.ctrl("d"))) == [])
    #expect(state == expected)
    expected.list = ListPosition(selected: 0, offset: 0)
    #expect(update(&state, .key(.ctrl("u"))) == [])
    #expect(state == expected)
  }

  @Test func enterOpensTheSelectedFindingInFull() {
    var state = Fixtures.state()
    state.list.selected = Fixtures.index("a1", in: state)
    var expected = state
    expected.routes = [.findings, .detail("a1")]
    #expect(update(&state, .key(.enter)) == [.loadSource("Views/Common/LoadingOverlay.swift")])
    #expect(state == expected)
  }

  @Test func spaceCyclesSelectedFindingStatusAndRequestsSave() {
    var state = Fixtures.state()
    state.list.selected = Fixtures.index("a1", in: state)
    var expected = state
    expected.message = .info("Marked in progress: LoadingOverlay.swift:61, 5 of 8 open")
    expected.undo = [.status(id: "a1", previous: .open)]
    #expect(update(&state, .key(.space)) == [.setStatus(id: "a1", status: .inProgress)])
    #expect(state == expected)
  }

  @Test func spaceOnAnInProgressFindingMarksItFixed() {
    var state = Fixtures.state()
    state.list.selected = Fixtures.index("a2", in: state)
    var expected = state
    expected.message = .info("Marked fixed: WelcomeView.swift:40, 6 of 8 open")
    expected.undo = [.status(id: "a2", previous: .inProgress)]
    #expect(update(&state, .key(.space)) == [.setStatus(id: "a2", status: .fixed)])
    #expect(state == expected)
  }

  @Test func spaceOnAFalsePositiveReopensItAndCountsItOpen() {
    var records = Fixtures.records
    records[0].status = .falsePositive
    var state = Fixtures.state(records: records)
    state.list.selected = Fixtures.index("a1", in: state)
    var expected = state
    expected.message = .info("Marked open: LoadingOverlay.swift:61, 6 of 8 open")
    expected.undo = [.status(id: "a1", previous: .falsePositive)]
    #expect(update(&state, .key(.space)) == [.setStatus(id: "a1", status: .open)])
    #expect(state == expected)
  }

  @Test func qOnTheFindingsListQuits() {
    var state = Fixtures.state()
    let expected = state
    #expect(update(&state, .key(.char("q"))) == [.quit])
    #expect(state == expected)
  }

  @Test(arguments: [Key.char("Q"), .ctrl("c")])
  func quitAtOnceKeysQuitFromTheList(key: Key) {
    var state = Fixtures.state()
    let expected = state
    #expect(update(&state, .key(key)) == [.quit])
    #expect(state == expected)
  }

  @Test func escOnTheFindingsListSaysQQuitsInsteadOfQuitting() {
    var state = Fixtures.state()
    var expected = state
    expected.message = .info("Nothing to clear or go back to; q quits")
    #expect(update(&state, .key(.escape)) == [])
    #expect(state == expected)
  }

  @Test func anUnboundKeySaysItDoesNothingHere() {
    var state = Fixtures.state()
    var expected = state
    expected.message = .info("y does nothing here; ? lists the keys")
    #expect(update(&state, .key(.char("y"))) == [])
    #expect(state == expected)
  }

  @Test func theNextKeyClearsTheLastMessage() {
    var state = Fixtures.state()
    state.message = .info("Marked fixed: HomeView.swift:30, 5 of 8 open")
    var expected = state
    expected.message = nil
    expected.list.selected = 1
    #expect(update(&state, .key(.char("j"))) == [])
    #expect(state == expected)
  }

  @Test(arguments: [Key.char("j"), .enter, .space, .char("G")])
  func keysOnAnEmptyStoreSayNothingIsSelected(key: Key) {
    var state = Fixtures.state(records: [])
    var expected = state
    expected.message = .info("Nothing selected: the store has no findings")
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test(arguments: [Key.char("?"), .function(1)])
  func helpKeysOpenTheHelpForTheFindingsList(key: Key) {
    var state = Fixtures.state()
    var expected = state
    expected.overlay = .help(HelpState(scope: .findingsList))
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test func ctrlLAsksForARedraw() {
    var state = Fixtures.state()
    let expected = state
    #expect(update(&state, .key(.ctrl("l"))) == [.redraw])
    #expect(state == expected)
  }
}
