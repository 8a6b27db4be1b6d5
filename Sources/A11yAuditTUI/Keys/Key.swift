/// A key press, decoded from the terminal's codes by the backend.
enum Key: Hashable, Sendable {
  /// A printable character, including `" "` (Space).
  case char(Character)
  /// A letter with Control held: `.ctrl("n")` is C-n.
  case ctrl(Character)
  case enter
  case escape
  case tab
  case backTab
  case backspace
  case up
  case down
  case left
  case right
  case pageUp
  case pageDown
  case home
  case end
  /// A function key: `.function(1)` is F1.
  case function(Int)

  /// Space, the primary toggle.
  static let space = Key.char(" ")

  /// The name people read in the help and the status line: `j`, `C-n`, `PgDn`, `Space`, `F1`.
  var name: String {
    switch self {
    case .char(" "): "Space"
    case .char(let character): String(character)
    case .ctrl(let letter): "C-\(letter)"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .backspace: "Backspace"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .function(let number): "F\(number)"
    }
  }
}
