import A11yAuditKit
import ArgumentParser
import Foundation

/// Formats of `a11y-audit report`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
  case markdown
  case json
  case sarif
  case xcode
}

extension A11yAuditKit.Category: ExpressibleByArgument {}

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
    let workspace = try Workspace(path: path, storeOption: storeOptions.store)
    let (result, document, _) = try workspace.scan(recording: !noStore)
    var report = JSONReport.make(scan: result, document: document, includePassing: format == .markdown)
    if let kind, format != .markdown { report = report.filtered(to: kind) }
    let data: Data
    switch format {
    case .markdown:
      data = Data(
        MarkdownAuditReport.render(
          report, category: kind ?? .reduceMotion, files: result.files,
          appName: appName ?? workspace.root.lastPathComponent, date: Date()
        ).utf8)
    case .json: data = try report.encoded()
    case .sarif: data = try SARIFReport.make(report, toolVersion: ToolVersion.current)
    case .xcode: data = Data(XcodeReport.render(report).utf8)
    }
    if let output {
      let url = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      do {
        try data.write(to: url, options: .atomic)
      } catch {
        throw CLIError("\(url.path): cannot write the report (\(error.localizedDescription))")
      }
      print("Wrote \(format.rawValue) report to \(url.standardizedFileURL.path)")
    } else {
      Console.write(data)
    }
  }
}
