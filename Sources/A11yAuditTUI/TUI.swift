import A11yAuditKit
import Foundation

/// Choices the executable makes for the terminal UI from flags and the environment.
public struct TUIOptions: Sendable {
  /// Whether colour may be used (false for `NO_COLOR`); the TUI is monochrome without it, and also when the
  /// terminal has no colours.
  public var colors: Bool
  /// Whether to draw with ASCII only (`--ascii`); also chosen automatically when the locale is not UTF-8.
  public var ascii: Bool
  /// The linear layout for screen readers (`--screen-reader`): one pane of sentence-like rows, ASCII, no boxes or
  /// bars, no colour.
  public var screenReader: Bool
  /// The editor `e` opens (`$EDITOR`), or nil for `vi`.
  public var editor: String?
  /// Whether to rescan when a Swift file, a resource or `.a11y-audit.yml` under the root changes, and to take in the
  /// store when another process saves it (`--watch`).
  public var watch: Bool

  /// Options with colour on and Unicode glyphs unless the locale forbids them.
  public init(
    colors: Bool = true, ascii: Bool = false, screenReader: Bool = false, editor: String? = nil, watch: Bool = false
  ) {
    self.colors = colors
    self.ascii = ascii
    self.screenReader = screenReader
    self.editor = editor
    self.watch = watch
  }
}

/// The interactive findings triage in the terminal.
public enum TUI {
  /// Runs the terminal UI on the session's store, starting from `start` (see ``AuditSession/openDashboard()``),
  /// until the person quits, and returns the exit code: 0 after quitting, 2 when stdin/stdout is not a usable
  /// terminal. Problems are printed to stderr as one line; every change is saved to the store as it is made.
  @MainActor
  public static func run(session: AuditSession, start: DashboardStart, options: TUIOptions) -> Int32 {
    let colors = options.colors && !options.screenReader
    let terminal: Terminal
    do {
      terminal = try Terminal(colors: colors)
    } catch {
      FileHandle.standardError.write(Data((TerminalText.escaping(error.message, keepingLineFeeds: false) + "\n").utf8))
      return error.exitCode
    }
    defer { terminal.close() }
    let prefs = DisplayPrefs(
      colors: colors, ascii: options.ascii || options.screenReader || !terminal.codesetIsUTF8,
      linear: options.screenReader)
    var state = initialState(start, rootName: session.root.name, size: terminal.size, prefs: prefs)
    if let rules = try? session.enabledRuleIDs() { state.enabledRules = rules }
    if let requires = try? session.requiresReason(for: .falsePositive) { state.requiresReason = requires }
    var session = session
    session.person = session.actingPerson
    state.reviewer = session.actingPerson
    state.prepareForRender()
    let editor = options.editor
    var watcher: RootWatcher?
    var mailbox: WatchMailbox?
    if options.watch {
      do {
        let watched = try watch(session)
        (watcher, mailbox) = (watched.watcher, watched.mailbox)
        terminal.wakeDescriptor = watched.mailbox.pipe.readEnd
        state.message = .info("Watching \(session.root.name) for changes")
      } catch {
        state.message = .error("Not watching: \(error.description)")
      }
    }
    defer { watcher?.stop() }
    Runtime(
      state: state, terminal: terminal, session: session, watch: mailbox, store: start.document,
      openEditor: { path, line in Editor.open(path: path, line: line, editor: editor) }
    ).run()
    return 0
  }

  /// Watches the session's root and store, leaving what changes in a mailbox the loop wakes up for.
  private static func watch(
    _ session: AuditSession
  ) throws(SessionError) -> (watcher: RootWatcher, mailbox: WatchMailbox) {
    guard let mailbox = WatchMailbox() else { throw SessionError("no file descriptors left for the watch") }
    let watcher = try RootWatcher(root: session.root, store: session.store) { mailbox.post($0) }
    return (watcher, mailbox)
  }

  static func initialState(_ start: DashboardStart, rootName: String, size: Size, prefs: DisplayPrefs) -> AppState {
    var state = AppState(
      findings: start.document.findings, screens: start.document.screens, audits: start.audits.documents,
      criterionReviews: start.document.criterionReviews ?? [], rootName: rootName, size: size, prefs: prefs,
      route: .dashboard)
    state.featureDeclarations = start.document.featureDeclarations ?? []
    state.video = start.firstScan.map { VideoPresence(scan: $0.scan) }
    return state
  }
}
