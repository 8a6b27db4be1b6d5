import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit scan`: finds accessibility problems and records them in the store.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Scan a SwiftUI source tree and record its findings in the store.")

  @Argument(help: "Folder (or Swift file) to scan.", completion: .directory)
  var path: String = "."

  @Option(name: .long, help: "Output format: text or json (one JSON object on stdout).")
  var format: OutputFormat = .text

  @Flag(name: .long, help: "Also report sites that already respect the setting (\"passing\": true).")
  var includePassing = false

  @Flag(name: .long, help: "Do not read or write the store; statuses are reported as new.")
  var noStore = false

  @OptionGroup var storeOptions: StoreOptions

  func run() throws {
    let session = try SessionFactory.session(path: path, store: storeOptions.store)
    let outcome = try session.scan(recording: !noStore)
    SessionFactory.warn(outcome.problems)
    let report = JSONReport.make(scan: outcome.scan, document: outcome.document, includePassing: includePassing)
    switch format {
    case .json:
      Console.write(try report.encoded())
    case .text:
      print(TextReport.render(report), terminator: "")
      if let summary = outcome.summary { print(summary.sentence(store: session.store)) }
    }
  }
}
