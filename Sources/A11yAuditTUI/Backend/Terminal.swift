import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(Linux)
  typealias WindowRef = UnsafeMutablePointer<WINDOW>
#else
  typealias WindowRef = OpaquePointer
#endif

/// The real terminal through ncurses: start and restore, read keys, paint frames. Every curses call in the
/// program happens here, on the main actor.
@MainActor
final class Terminal: TerminalIO {
  private let window: WindowRef
  private let palette: Palette
  private var failedReads = 0
  private var decoder = KeyDecoder()
  /// What the last read decoded beyond the input it returned.
  private var queued: [TerminalInput] = []
  private var isOpen = true
  /// Whether the locale's codeset is UTF-8; otherwise the screens use ASCII only.
  let codesetIsUTF8: Bool
  /// A descriptor whose becoming readable ends the wait for a key with ``TerminalInput/woken`` (the watch's pipe).
  var wakeDescriptor: Int32?

  /// Reads that fail in a row before input counts as ended (stdin at EOF makes every read fail at once).
  private static let failedReadsAtEnd = 32
  /// Milliseconds to wait for the rest of an escape sequence once ncurses has handed over its start.
  private static let sequenceWait: Int32 = 50

  /// Fails unless both stdin and stdout are terminals; call before anything else.
  static func requireTTY() throws(TerminalError) {
    guard isatty(0) == 1 && isatty(1) == 1 else { throw .notATerminal }
  }

  /// Starts curses on stdin/stdout. Never exits the process: an unusable terminal is an error.
  init(colors: Bool) throws(TerminalError) {
    try Terminal.requireTTY()
    cn_setlocale_from_environment()
    codesetIsUTF8 = cn_codeset_is_utf8() != 0
    guard newterm(nil, cn_stdout(), cn_stdin()) != nil, let window = cn_stdscr() else { throw .cannotStart }
    self.window = window
    SignalGuard.install()
    cbreak()
    noecho()
    keypad(window, true)
    nodelay(window, false)
    set_escdelay(25)
    curs_set(0)
    leaveok(window, false)
    for extra in KeyCodes.extraSequences { define_key(extra.sequence, extra.code) }
    palette = Palette(colors: colors)
  }

  /// The terminal's size now.
  var size: Size { Size(width: Int(getmaxx(window)), height: Int(getmaxy(window))) }

  /// Waits for the next key or resize, or for ``wakeDescriptor``.
  func read() -> TerminalInput {
    if !queued.isEmpty { return queued.removeFirst() }
    var character: wint_t = 0
    let blocking: Int32 = wakeDescriptor == nil ? -1 : 0
    wtimeout(window, decoder.awaitsMore ? Terminal.sequenceWait : blocking)
    var result = wget_wch(window, &character)
    // What ncurses already holds came first; now wait for stdin or the wake, whichever is first, without a timer.
    if result == ERR, !decoder.awaitsMore, let wake = wakeDescriptor {
      switch waitForInput(orWake: wake) {
      case .woken: return .woken
      case .interrupted: return .nothing
      case .input:
        wtimeout(window, -1)
        result = wget_wch(window, &character)
      }
    }
    switch result {
    case OK:
      failedReads = 0
      queued = decoder.keys(forCharacter: UInt32(character)).map(TerminalInput.key)
    case KEY_CODE_YES:
      failedReads = 0
      queued = decoder.inputPaused().map(TerminalInput.key) + [KeyCodes.input(forKeyCode: Int32(character))]
    default:
      guard decoder.awaitsMore else {
        failedReads += 1
        return failedReads >= Terminal.failedReadsAtEnd ? .endOfInput : .nothing
      }
      queued = decoder.inputPaused().map(TerminalInput.key)
    }
    return queued.isEmpty ? .nothing : queued.removeFirst()
  }

  private enum Wait { case input, woken, interrupted }

  /// Waits until stdin or `wake` is readable (or a signal, such as a resize, interrupts the wait).
  private func waitForInput(orWake wake: Int32) -> Wait {
    var polled = [
      pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&polled, 2, -1) > 0 else { return .interrupted }
    return polled[0].revents != 0 ? .input : .woken
  }

  /// Paints `frame` and puts the cursor where it says; ncurses sends only what changed.
  func paint(_ frame: Frame) {
    for row in 0..<frame.height {
      var column = 0
      while column < frame.width {
        let role = frame[row, column].role
        var text: [wchar_t] = []
        let start = column
        while column < frame.width && frame[row, column].role == role {
          let cell = frame[row, column]
          if cell.width > 0 { text += cell.character.unicodeScalars.map { wchar_t(bitPattern: $0.value) } }
          column += 1
        }
        let style = palette.style(role)
        cn_wattr_set(window, style.attributes, style.pair)
        wmove(window, Int32(row), Int32(start))
        _ = waddnwstr(window, text, Int32(text.count))
      }
    }
    cn_wattr_set(window, cn_a_normal(), 0)
    wmove(window, Int32(frame.cursor.row), Int32(frame.cursor.column))
    wnoutrefresh(window)
    doupdate()
  }

  /// Makes the next paint redraw every character (C-l).
  func invalidate() {
    redrawwin(window)
  }

  /// Leaves curses mode while `body` runs (an editor), then takes the terminal back.
  func suspend(_ body: () -> Int32) -> Int32 {
    def_prog_mode()
    cn_endwin_if_active()
    let status = body()
    reset_prog_mode()
    redrawwin(window)
    wrefresh(window)
    return status
  }

  /// Restores the terminal. Safe to call twice.
  func close() {
    guard isOpen else { return }
    isOpen = false
    cn_endwin_if_active()
    SignalGuard.uninstall()
  }
}
