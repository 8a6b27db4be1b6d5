/// Why the terminal UI could not start; each message is the one line printed to stderr.
enum TerminalError: Error, Equatable {
  /// stdin or stdout is not a TTY.
  case notATerminal
  /// ncurses could not set up the terminal (`newterm` returned NULL, e.g. an unknown `TERM`).
  case cannotStart

  var message: String {
    switch self {
    case .notATerminal:
      "a11y-audit tui: not a terminal (stdin/stdout must be a TTY); use `a11y-audit findings` for plain output"
    case .cannotStart:
      "a11y-audit tui: cannot set up this terminal (is TERM set to a known terminal type?); "
        + "use `a11y-audit findings` for plain output"
    }
  }

  /// Exit code for the executable.
  var exitCode: Int32 { 2 }
}
