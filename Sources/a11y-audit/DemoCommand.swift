import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit demo`: a writable copy of the bundled sample app, scanned and opened in the dashboard.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Copy the bundled sample app to a writable folder, scan it and open the dashboard there.")

  @Option(
    name: .long, help: "Folder to copy the sample into (must not exist or be empty). Default: a new temporary folder.")
  var into: String?

  @OptionGroup var display: DisplayOptions

  @Flag(
    name: .long,
    help: "Linear layout for screen readers: one pane of sentence-like rows, ASCII, no boxes, bars or colour.")
  var screenReader = false

  func run() throws {
    try DashboardAvailability.require()
    let destination = try SampleApp.copy(
      into: into.map { SessionFactory.currentDirectory.resolving($0) },
      resources: ProcessInfo.processInfo.environment["A11Y_AUDIT_RESOURCES"])
    let session = try SessionFactory.session(path: destination.path, keepsScans: true)
    let outcome = try session.scan()
    SessionFactory.warn(outcome.problems)
    print("Copied the sample app to \(destination.path) (a writable copy: edit it freely).")
    print(
      "Scanned \(outcome.scan.files.count) Swift files: \(outcome.scan.violations.count) findings; triage is saved in \(session.store.path)."
    )
    try TUICommand.open(
      session, start: DashboardStart(recorded: outcome), display: display, screenReader: screenReader)
    print("Your triage is saved in \(session.store.path).")
  }
}
