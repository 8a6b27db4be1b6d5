import CNcurses

/// ncurses key codes (`KEY_DOWN`, `KEY_F(1)`, …) and the ``Key`` each one means.
enum KeyCodes {
  static let table: [(code: Int32, key: Key)] = {
    var table: [(Int32, Key)] = [
      (KEY_DOWN, .down), (KEY_UP, .up), (KEY_LEFT, .left), (KEY_RIGHT, .right),
      (KEY_NPAGE, .pageDown), (KEY_PPAGE, .pageUp), (KEY_HOME, .home), (KEY_END, .end),
      (KEY_A1, .home), (KEY_C1, .end), (KEY_FIND, .home), (KEY_SELECT, .end),
      (KEY_ENTER, .enter), (KEY_BTAB, .backTab), (KEY_BACKSPACE, .backspace),
    ]
    for number in 1...12 { table.append((cn_key_f(Int32(number)), .function(number))) }
    return table
  }()

  /// Escape sequences some terminals send for Home and End that their terminfo entry does not name.
  static let extraSequences: [(sequence: String, code: Int32)] = [
    ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
    ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
  ]

  /// The input for a key code returned with `KEY_CODE_YES`.
  static func input(forKeyCode code: Int32) -> TerminalInput {
    if code == KEY_RESIZE { return .resize }
    return table.first { $0.code == code }.map { .key($0.key) } ?? .nothing
  }
}
