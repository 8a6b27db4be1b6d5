import A11yAuditKit
import A11yAuditTUI
import ArgumentParser
import Foundation

/// `a11y-audit tui`: the triage dashboard.
struct TUICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui",
    abstract: "Open the triage dashboard on a folder's store (scanning first if it has none).")

  @Argument(help: "The audited folder.", completion: .directory)
  var path: String = "."

  @OptionGroup var storeOptions: StoreOptions
  @OptionGroup var display: DisplayOptions

  @Flag(
    name: .long,
    help: "Linear layout for screen readers: one pane of sentence-like rows, ASCII, no boxes, bars or colour.")
  var screenReader = false

  func run() throws {
    let workspace = try Workspace(path: path, storeOption: storeOptions.store)
    try Self.open(workspace, display: display, screenReader: screenReader)
  }

  /// Checks for a terminal, scans when there is no store yet, and runs the dashboard.
  static func open(_ workspace: Workspace, display: DisplayOptions, screenReader: Bool = false) throws {
    guard Console.isInteractive else {
      throw CLIError(
        "tui: not a terminal (stdin and stdout must be a TTY); use `a11y-audit findings` for plain output")
    }
    _ = try workspace.store.load()
    if !workspace.store.exists { _ = try workspace.scanIntoStore() }
    let options = TUIOptions(
      colors: Console.colorAllowed && !display.noColor, ascii: display.ascii, screenReader: screenReader,
      editor: ProcessInfo.processInfo.environment["VISUAL"] ?? ProcessInfo.processInfo.environment["EDITOR"])
    let project = workspace.project
    let code = MainActor.assumeIsolated {
      TUI.run(project: project, options: options)
    }
    if code != 0 { throw ExitCode(code) }
  }
}
