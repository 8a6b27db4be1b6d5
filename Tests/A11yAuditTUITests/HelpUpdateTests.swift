import A11yAuditKit
import Testing

@testable import A11yAuditTUI

@Suite struct HelpUpdateTests {
  static func helpState(width: Int = 80, height: Int = 24, filter: String = "") -> AppState {
    var state = Fixtures.state(width: width, height: height)
    state.overlay = .help(HelpState(scope: .findingsList, filter: filter))
    return state
  }

  @Test(arguments: [Key.escape, .char("?"), .function(1), .char("q")])
  func closeKeysCloseTheHelp(key: Key) {
    var state = Self.helpState()
    var expected = state
    expected.overlay = nil
    #expect(update(&state, .key(key)) == [])
    #expect(state == expected)
  }

  @Test func jScrollsTheHelp() {
    var state = Self.helpState(width: 60, height: 16)
    var expected = state
    expected.overlay = .help(HelpState(scope: .findingsList, offset: 1))
    #expect(update(&state, .key(.char("j"))) == [])
    #expect(state == expected)
  }

  @Test func pageDownScrollsAPageAndGGoesToTheEnd() {
    var state = Self.helpState(width: 80, height: 24)
    _ = update(&state, .key(.pageDown))
    #expect(state.overlay == .help(HelpState(scope: .findingsList, offset: 18)))
    _ = update(&state, .key(.char("G")))
    let layout = state.helpLayout(HelpState(scope: .findingsList))
    #expect(state.overlay == .help(HelpState(scope: .findingsList, offset: layout.lines.count - layout.visibleRows)))
    _ = update(&state, .key(.char("j")))
    #expect(state.message == .info("Already at the end of the help"))
  }

  @Test func spaceInTheHelpDoesNotChangeAFindingAndSaysHowToClose() {
    var state = Self.helpState()
    var expected = state
    expected.message = .info("Space does nothing in the help; Esc closes it")
    #expect(update(&state, .key(.space)) == [])
    #expect(state == expected)
  }

  @Test func ctrlCQuitsFromTheHelp() {
    var state = Self.helpState()
    let expected = state
    #expect(update(&state, .key(.ctrl("c"))) == [.quit])
    #expect(state == expected)
  }

  @Test func slashFiltersTheKeysAsTheyAreTypedAndEnterKeepsTheFilter() {
    var state = Self.helpState()
    _ = update(&state, .key(.char("/")))
    #expect(state.input == InputLine(purpose: .helpFilter))
    #expect(state.scope == .input)
    for character in "Editor" { _ = update(&state, .key(.char(character))) }
    #expect(state.overlay == .help(HelpState(scope: .findingsList, filter: "Editor")))
    let layout = state.helpLayout(HelpState(scope: .findingsList, filter: "Editor"))
    #expect(layout.sections.map(\.scope) == [.detail])
    #expect(layout.sections.flatMap(\.bindings).map(\.action) == [.openEditor])
    _ = update(&state, .key(.enter))
    #expect(state.input == nil)
    #expect(state.overlay == .help(HelpState(scope: .findingsList, filter: "Editor")))
    #expect(state.message == .info("1 key matches \"Editor\"; Esc clears the filter"))
  }

  @Test func escWhileTypingTheFilterClearsIt() {
    var state = Self.helpState()
    for key in [Key.char("/"), .char("x"), .char("y")] { _ = update(&state, .key(key)) }
    _ = update(&state, .key(.backspace))
    #expect(state.overlay == .help(HelpState(scope: .findingsList, filter: "x")))
    _ = update(&state, .key(.escape))
    #expect(state.input == nil)
    #expect(state.overlay == .help(HelpState(scope: .findingsList)))
    #expect(state.message == .info("Key filter cleared: every key is listed"))
  }

  @Test func escWithAKeptFilterClearsItThenClosesTheHelp() {
    var state = Self.helpState(filter: "sort")
    _ = update(&state, .key(.escape))
    #expect(state.overlay == .help(HelpState(scope: .findingsList)))
    _ = update(&state, .key(.escape))
    #expect(state.overlay == nil)
  }

  @Test func aScopeNameShowsAllItsKeysAndNoMatchSaysSo() {
    let screens = HelpLayout(HelpState(scope: .dashboard, filter: "checklists"), size: Size(width: 80, height: 24))
    #expect(screens.sections.first { $0.scope == .checklists }?.bindings == KeyMap.bindings(.checklists))
    let none = HelpLayout(HelpState(scope: .dashboard, filter: "zzz"), size: Size(width: 80, height: 24))
    #expect(none.sections.isEmpty)
    #expect(none.lines.map(\.text).contains("No key matches \"zzz\"."))
  }
}
