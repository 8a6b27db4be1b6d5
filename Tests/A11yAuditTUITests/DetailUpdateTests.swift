import A11yAuditKit
import Testing

@testable import A11yAuditTUI

@Suite struct DetailUpdateTests {
  /// The app showing finding `a1` in full.
  static func detailState(width: Int = 80, height: Int = 24) -> AppState {
    var state = Fixtures.state(width: width, height: height)
    state.list.selected = Fixtures.index("a1", in: state)
    state.routes = [.findings, .detail("a1")]
    return state
  }

  @Test(arguments: [Key.escape, .char("q")])
  func backKeysReturnToTheListWithTheFindingStillSelected(key: Key) {
    var state = Self.detailState()
    var expected = state
    expected.routes = [.findings]
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test func spaceOnTheDetailCyclesTheShownFindingAndRequestsSave() {
    var state = Self.detailState()
    var expected = state
    expected.message = .info("Marked in progress: LoadingOverlay.swift:61, 5 of 8 open")
    expected.undo = [.status(id: "a1", previous: .open)]
    #expect(update(&state, .key(.space)) == [.setStatus(id: "a1", status: .inProgress)])
    #expect(state == expected)
  }

  @Test func jScrollsTheDetailDownALine() {
    var state = Self.detailState(width: 60, height: 16)
    var expected = state
    expected.detailOffset = 1
    #expect(update(&state, .key(.char("j"))) == [])
    #expect(state == expected)
  }

  @Test func kAtTheTopOfTheDetailSaysSo() {
    var state = Self.detailState()
    var expected = state
    expected.message = .info("Already at the top of the finding")
    #expect(update(&state, .key(.char("k"))) == [])
    #expect(state == expected)
  }

  @Test func capitalGScrollsToTheEndOfTheDetail() {
    var state = Self.detailState(width: 60, height: 16)
    let record = state.record("a1")!
    let lineCount = DetailLayout.lines(for: record, width: 60, glyphs: .unicode).count
    var expected = state
    expected.detailOffset = lineCount - 13
    #expect(update(&state, .key(.char("G"))) == [])
    #expect(state == expected)
  }

  @Test(.timeLimit(.minutes(1)))
  func aTenMegabyteNoteShowsItsFirst64KiBThenSaysHowMuchIsLeftOutAndWhereToReadIt() throws {
    let note = String(repeating: "n", count: 10_000_000)
    let first = Fixtures.records[0]
    let record = FindingRecord(finding: first.finding, notes: [Note(at: Fixtures.day, text: note)])
    var state = Fixtures.state(records: [record] + Fixtures.records.dropFirst())
    state.list.selected = Fixtures.index("a1", in: state)
    state.routes = [.findings, .detail("a1")]
    #expect(update(&state, .key(.char("G"))) == [])
    let screen = render(state).text
    #expect(screen.contains("… 9934464 more bytes not shown: `a11y-audit findings --format json`"), "\(screen)")
    let lines = DetailLayout.lines(for: record, width: 80, glyphs: .unicode).map(\.text)
    #expect(lines.filter { $0.hasPrefix("    n") }.map { $0.count - 4 }.reduce(0, +) == 65536, "the first 64 KiB")
  }

  @Test func capitalQQuitsFromTheDetailAtOnce() {
    var state = Self.detailState()
    let expected = state
    #expect(update(&state, .key(.char("Q"))) == [.quit])
    #expect(state == expected)
  }

  @Test func enterOnTheDetailSaysItDoesNothing() {
    var state = Self.detailState()
    var expected = state
    expected.message = .info("Enter does nothing here; ? lists the keys")
    #expect(update(&state, .key(.enter)) == [])
    #expect(state == expected)
  }

  @Test func helpOnTheDetailListsTheDetailKeys() {
    var state = Self.detailState()
    var expected = state
    expected.overlay = .help(HelpState(scope: .detail))
    #expect(update(&state, .key(.char("?"))) == [])
    #expect(state == expected)
  }
}
