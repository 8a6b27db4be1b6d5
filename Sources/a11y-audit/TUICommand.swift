import A11yAuditKit
import ArgumentParser
import Foundation

#if Dashboard
  import A11yAuditTUI
#endif

/// `a11y-audit tui`: the triage dashboard.
struct TUICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui",
    abstract: "Open the triage dashboard on a folder's store (scanning first if it has none).")

  @Argument(help: "The audited folder.", completion: .directory)
  var path: String = "."

  @OptionGroup var storeOptions: StoreOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var scanOptions: ScanOptions

  @Flag(
    name: .long,
    help: "Linear layout for screen readers: one pane of sentence-like rows, ASCII, no boxes, bars or colour.")
  var screenReader = false

  @Flag(
    name: .long,
    help: """
      Rescan when a Swift file, an asset, a .strings file, an Info.plist or .a11y-audit.yml under the folder changes \
      (keeping the selection), and take in the store when another process saves it.
      """)
  var watch = false

  func run() throws {
    try Self.open(
      try SessionFactory.session(
        path: path, store: storeOptions.store, scanOptions: scanOptions, keepsScans: true), display: display,
      screenReader: screenReader, watch: watch)
  }

  /// Checks for a terminal, reads the store once (scanning first when there is none) unless `start` is given, and runs
  /// the dashboard.
  static func open(
    _ session: AuditSession, start: DashboardStart? = nil, display: DisplayOptions, screenReader: Bool = false,
    watch: Bool = false
  ) throws {
    try DashboardAvailability.require()
    guard Console.isInteractive else {
      throw CLIError(
        "tui: not a terminal (stdin and stdout must be a TTY); use `a11y-audit findings` for plain output")
    }
    let start = try start ?? session.openDashboard()
    SessionFactory.warn(start.firstScan?.problems ?? [])
    #if Dashboard
      let options = TUIOptions(
        colors: Console.colorAllowed && !display.noColor, ascii: display.ascii, screenReader: screenReader,
        editor: ProcessInfo.processInfo.environment["VISUAL"] ?? ProcessInfo.processInfo.environment["EDITOR"],
        watch: watch)
      let code = MainActor.assumeIsolated {
        TUI.run(session: session, start: start, options: options)
      }
      if code != 0 { throw ExitCode(code) }
    #endif
  }
}
