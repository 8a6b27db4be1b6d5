import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit report`: the current scan and triage state as an audit, JSON, SARIF or editor lines.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a report of the current scan and triage state: a Markdown audit, JSON, SARIF 2.1.0 or xcode lines."
  )

  @Argument(help: "Folder to scan.", completion: .directory)
  var path: String = "."

  @Option(
    name: .long,
    help:
      "Accessibility area: reduce-motion, dynamic-type, voiceover or touch-target (markdown needs one; default reduce-motion)."
  )
  var kind: A11yAuditKit.Category?

  @Option(
    name: .long,
    help:
      "markdown (an audit document), json, sarif (SARIF 2.1.0) or xcode (path:line:col: level: message).")
  var format: ReportFormat = .markdown

  @Option(name: [.short, .long], help: "Write to this file instead of stdout.", completion: .file())
  var output: String?

  @Option(name: .long, help: "App name for the Markdown title (default: the folder's name).")
  var appName: String?

  @Flag(name: .long, help: "Do not read or write the store.")
  var noStore = false

  @OptionGroup var storeOptions: StoreOptions

  func run() throws {
    let session = try SessionFactory.session(path: path, store: storeOptions.store)
    let (data, outcome) = try session.report(
      ReportRequest(format: format, category: kind, appName: appName, recording: !noStore))
    SessionFactory.warn(outcome.problems)
    guard let output else {
      Console.write(data)
      return
    }
    let url = SessionFactory.currentDirectory.resolving(output)
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw CLIError("\(url.path): cannot write the report (\(error.localizedDescription))")
    }
    print("Wrote \(format.rawValue) report to \(url.path)")
  }
}
