import A11yAuditKit

/// The one table of keys: it drives ``update(_:_:)``, the help overlay and the status-line hints.
enum KeyMap {
  /// Bindings of a scope, in the order the help lists them.
  static func bindings(_ scope: KeyScope) -> [KeyBinding] {
    switch scope {
    case .findingsList: findingsList
    case .detail: detail
    case .help: help
    case .tooSmall: tooSmall
    }
  }

  /// Hints shown in the status line for a scope.
  static func hints(_ scope: KeyScope) -> [KeyHint] {
    switch scope {
    case .findingsList:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "move"),
        KeyHint(actions: [.open], label: "details"),
        KeyHint(actions: [.cycleStatus], label: "status"),
        KeyHint(actions: [.help], label: "help"),
        KeyHint(actions: [.quit], label: "quit"),
      ]
    case .detail:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "scroll"),
        KeyHint(actions: [.cycleStatus], label: "status"),
        KeyHint(actions: [.back], label: "back"),
        KeyHint(actions: [.help], label: "help"),
      ]
    case .help:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "scroll"),
        KeyHint(actions: [.closeHelp], label: "close"),
      ]
    case .tooSmall:
      [KeyHint(actions: [.quit], label: "quit")]
    }
  }

  /// The action `key` does in `scope`, if any.
  static func action(for key: Key, in scope: KeyScope) -> Action? {
    bindings(scope).first { $0.keys.contains(key) }?.action
  }

  /// Keys bound to `action` in `scope`.
  static func keys(for action: Action, in scope: KeyScope) -> [Key] {
    bindings(scope).first { $0.action == action }?.keys ?? []
  }

  /// The status-line hints as one line: `j/k move  Enter details  Space status  ? help  q quit`.
  static func hintLine(_ scope: KeyScope) -> String {
    hints(scope).map { hint in
      let names = hint.actions.compactMap { KeyMap.keys(for: $0, in: scope).first?.name }
      return names.joined(separator: "/") + " " + hint.label
    }.joined(separator: "  ")
  }

  // MARK: - Tables

  /// The order Space moves a finding through, spelled out for the help.
  static var statusCycle: String {
    var names = [FixStatus.open.title]
    var status = FixStatus.open.next
    while status != .open {
      names.append(status.title)
      status = status.next
    }
    return names.joined(separator: ", ") + ", then open again"
  }

  private static let down = KeyBinding(action: .moveDown, keys: [.char("j"), .down, .ctrl("n")], summary: "")
  private static let up = KeyBinding(action: .moveUp, keys: [.char("k"), .up, .ctrl("p")], summary: "")
  private static let pageDown = KeyBinding(action: .pageDown, keys: [.pageDown], summary: "Page down")
  private static let pageUp = KeyBinding(action: .pageUp, keys: [.pageUp], summary: "Page up")
  private static let halfDown = KeyBinding(action: .halfPageDown, keys: [.ctrl("d")], summary: "Half a page down")
  private static let halfUp = KeyBinding(action: .halfPageUp, keys: [.ctrl("u")], summary: "Half a page up")
  private static let top = KeyBinding(action: .top, keys: [.char("g"), .home], summary: "")
  private static let bottom = KeyBinding(action: .bottom, keys: [.char("G"), .end], summary: "")
  private static let helpKeys = KeyBinding(action: .help, keys: [.char("?"), .function(1)], summary: "Show these keys")
  private static let redraw = KeyBinding(action: .redraw, keys: [.ctrl("l")], summary: "Redraw the screen")
  private static let quitNow = KeyBinding(
    action: .quitNow, keys: [.char("Q"), .ctrl("c")], summary: "Quit at once (changes are already saved)")
  private static var cycle: KeyBinding {
    KeyBinding(action: .cycleStatus, keys: [.space], summary: "Change the status: \(statusCycle)")
  }

  private static func with(_ binding: KeyBinding, _ summary: String) -> KeyBinding {
    var copy = binding
    copy.summary = summary
    return copy
  }

  private static var findingsList: [KeyBinding] {
    [
      with(down, "Select the next finding"),
      with(up, "Select the previous finding"),
      pageDown, pageUp, halfDown, halfUp,
      with(top, "Select the first finding"),
      with(bottom, "Select the last finding"),
      KeyBinding(action: .open, keys: [.enter], summary: "Show the selected finding in full"),
      cycle,
      helpKeys,
      redraw,
      KeyBinding(action: .quit, keys: [.char("q")], summary: "Quit (changes are already saved)"),
      quitNow,
    ]
  }

  private static var detail: [KeyBinding] {
    [
      with(down, "Scroll down a line"),
      with(up, "Scroll up a line"),
      pageDown, pageUp, halfDown, halfUp,
      with(top, "Scroll to the top"),
      with(bottom, "Scroll to the end"),
      cycle,
      KeyBinding(action: .back, keys: [.escape, .char("q")], summary: "Back to the findings list"),
      helpKeys,
      redraw,
      quitNow,
    ]
  }

  private static var help: [KeyBinding] {
    [
      with(down, "Scroll down a line"),
      with(up, "Scroll up a line"),
      with(top, "Scroll to the top"),
      with(bottom, "Scroll to the end"),
      KeyBinding(
        action: .closeHelp, keys: [.escape, .char("?"), .function(1), .char("q")], summary: "Close this help"),
      quitNow,
    ]
  }

  private static var tooSmall: [KeyBinding] {
    [
      KeyBinding(action: .quit, keys: [.char("q")], summary: "Quit"),
      quitNow,
    ]
  }
}
