import A11yAuditKit
import Testing

@testable import A11yAuditTUI

@Suite struct HelpUpdateTests {
  static func helpState(width: Int = 80, height: Int = 24) -> AppState {
    var state = Fixtures.state(width: width, height: height)
    state.overlay = .help(scope: .findingsList, offset: 0)
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

  @Test func jScrollsTheHelpWhenItDoesNotFit() {
    var state = Self.helpState(width: 60, height: 16)
    var expected = state
    expected.overlay = .help(scope: .findingsList, offset: 1)
    #expect(update(&state, .key(.char("j"))) == [])
    #expect(state == expected)
  }

  @Test func jOnAHelpThatFitsSaysItIsAtTheEnd() {
    var state = Self.helpState(width: 120, height: 40)
    state.overlay = .help(scope: .help, offset: 0)
    var expected = state
    expected.message = .info("Already at the end of the help")
    #expect(update(&state, .key(.char("j"))) == [])
    #expect(state == expected)
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
}
