/// What one read from the terminal gave.
enum TerminalInput: Equatable {
  case key(Key)
  /// The terminal changed size (`KEY_RESIZE`).
  case resize
  /// A code the TUI does not use, or a read interrupted by a signal.
  case nothing
  /// Input has ended (stdin closed): reads fail again and again.
  case endOfInput
  /// The watch's wake pipe was written to while the terminal waited for a key: a change is waiting in the mailbox.
  case woken
}

/// What the runtime needs of a terminal: the ncurses one (``Terminal``), or a scripted one in tests.
@MainActor
protocol TerminalIO: AnyObject {
  /// The terminal's size now.
  var size: Size { get }
  /// Waits for the next key or resize (or a wake, see ``TerminalInput/woken``).
  func read() -> TerminalInput
  /// Paints `frame` and puts the cursor where it says.
  func paint(_ frame: Frame)
  /// Makes the next paint redraw every character.
  func invalidate()
  /// Leaves the screen to `body` (an editor) and takes it back; returns `body`'s exit status.
  func suspend(_ body: () -> Int32) -> Int32
}
