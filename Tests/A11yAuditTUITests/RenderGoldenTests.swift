import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Every screen at each size it is laid out for, compared with `Goldens/<test name>.txt`.
@Suite struct RenderGoldenTests {
  static func listState(width: Int, height: Int) -> AppState {
    var state = Fixtures.state(width: width, height: height)
    state.list.selected = Fixtures.index("a1", in: state)
    return state
  }

  static func detailState(width: Int, height: Int) -> AppState {
    var state = listState(width: width, height: height)
    state.routes = [.findings, .detail("a1")]
    return state
  }

  @Test func findingsListAt80x24() {
    expectGolden(render(Self.listState(width: 80, height: 24)).text, named: "findingsListAt80x24")
  }

  @Test func findingsListAt120x40() {
    expectGolden(render(Self.listState(width: 120, height: 40)).text, named: "findingsListAt120x40")
  }

  @Test func findingsListScrolledToTheEndAt60x16() {
    var state = Fixtures.state(width: 60, height: 16, records: FindingsListUpdateTests.many)
    _ = update(&state, .key(.char("G")))
    expectGolden(render(state).text, named: "findingsListScrolledToTheEndAt60x16")
  }

  @Test func findingsListAfterSpaceAndSaveAt80x24() {
    var state = Self.listState(width: 80, height: 24)
    _ = update(&state, .key(.space))
    var document = StoreDocument(findings: Fixtures.records)
    document.setStatus(.inProgress, forFinding: "a1", at: Fixtures.day)
    _ = update(&state, .saved(document))
    expectGolden(render(state).text, named: "findingsListAfterSpaceAndSaveAt80x24")
  }

  @Test func saveErrorTakesTheHintLineTooAt80x24() {
    var state = Self.listState(width: 80, height: 24)
    _ = update(&state, .key(.space))
    let reason =
      "/work/app/.a11y-audit/store.json: corrupt store (not valid JSON); fix or move the file away, it was left unchanged"
    _ = update(&state, .failed(reason))
    expectGolden(render(state).text, named: "saveErrorTakesTheHintLineTooAt80x24")
  }

  @Test func findingsListInAsciiAt80x24() {
    var state = Self.listState(width: 80, height: 24)
    state.prefs.ascii = true
    expectGolden(render(state).text, named: "findingsListInAsciiAt80x24")
  }

  @Test func emptyStoreAt80x24() {
    expectGolden(render(Fixtures.state(records: [])).text, named: "emptyStoreAt80x24")
  }

  @Test func detailAt80x24() {
    expectGolden(render(Self.detailState(width: 80, height: 24)).text, named: "detailAt80x24")
  }

  @Test func detailAt120x40() {
    expectGolden(render(Self.detailState(width: 120, height: 40)).text, named: "detailAt120x40")
  }

  @Test func detailWithNotesAndHistoryAt80x24() {
    var state = Self.detailState(width: 80, height: 24)
    state.routes = [.findings, .detail("a2")]
    expectGolden(render(state).text, named: "detailWithNotesAndHistoryAt80x24")
  }

  @Test func detailWithSuggestedFixAt80x24() {
    var state = Self.detailState(width: 80, height: 24)
    state.routes = [.findings, .detail("c1")]
    expectGolden(render(state).text, named: "detailWithSuggestedFixAt80x24")
  }

  @Test func helpOverFindingsListAt80x24() {
    var state = Self.listState(width: 80, height: 24)
    _ = update(&state, .key(.char("?")))
    expectGolden(render(state).text, named: "helpOverFindingsListAt80x24")
  }

  @Test func helpOverFindingsListAt120x40() {
    var state = Self.listState(width: 120, height: 40)
    _ = update(&state, .key(.char("?")))
    expectGolden(render(state).text, named: "helpOverFindingsListAt120x40")
  }

  @Test func helpOverDetailAt60x16ScrolledOnce() {
    var state = Self.detailState(width: 60, height: 16)
    _ = update(&state, .key(.function(1)))
    _ = update(&state, .key(.char("j")))
    expectGolden(render(state).text, named: "helpOverDetailAt60x16ScrolledOnce")
  }

  @Test func helpFilteredToSortKeptWithEnterAt80x24() {
    var state = Self.listState(width: 80, height: 24)
    for key in [Key.char("?"), .char("/"), .char("s"), .char("o"), .char("r"), .char("t"), .enter] {
      _ = update(&state, .key(key))
    }
    expectGolden(render(state).text, named: "helpFilteredToSortKeptWithEnterAt80x24")
  }

  @Test func helpWhileTypingAFilterAt80x24() {
    var state = Self.listState(width: 80, height: 24)
    for key in [Key.function(1), .char("/"), .char("s"), .char("c"), .char("r")] { _ = update(&state, .key(key)) }
    expectGolden(render(state).text, named: "helpWhileTypingAFilterAt80x24")
  }

  @Test func helpScrolledToTheEndAt80x24() {
    var state = Self.listState(width: 80, height: 24)
    _ = update(&state, .key(.char("?")))
    _ = update(&state, .key(.char("G")))
    expectGolden(render(state).text, named: "helpScrolledToTheEndAt80x24")
  }

  @Test func tooSmallAt59x16() {
    expectGolden(render(Self.listState(width: 59, height: 16)).text, named: "tooSmallAt59x16")
  }

  @Test func tooSmallAt30x8() {
    expectGolden(render(Self.listState(width: 30, height: 8)).text, named: "tooSmallAt30x8")
  }
}
