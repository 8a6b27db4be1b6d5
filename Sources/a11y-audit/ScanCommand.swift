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

  @Flag(name: .long, help: "Take statuses and notes from the store but do not write it (nor read audit files).")
  var readOnly = false

  func validate() throws {
    if noStore && readOnly { throw ValidationError("--read-only and --no-store exclude each other") }
  }

  @OptionGroup var storeOptions: StoreOptions
  @OptionGroup var failOn: FailOnOption
  @OptionGroup var scopeOptions: ScopeOptions

  @OptionGroup var quietOption: QuietOption
  @OptionGroup var scanOptions: ScanOptions

  func run() throws {
    let session = try SessionFactory.session(
      path: path, store: storeOptions.store, quiet: quietOption.quiet, scanOptions: scanOptions)
    let scope = try scopeOptions.scope(session)
    var outcome = try session.scan(recording: !noStore && !readOnly)
    if readOnly { outcome.document = try session.loadStoreAsOfNow() }
    SessionFactory.warn(outcome.problems)
    let report = JSONReport.make(
      scan: scope.narrowing(outcome.scan), document: outcome.document, includePassing: includePassing)
    switch format {
    case .json:
      Console.write(try report.encoded())
    case .text:
      print(TextReport.render(report), terminator: "")
      let hidden = outcome.scan.violations.count - report.findings.count { !$0.passing }
      if hidden > 0 {
        let why = [
          scopeOptions.baseline.map { "in the baseline \($0)" },
          scopeOptions.changedSince.map { "on lines unchanged since \($0)" },
          scopeOptions.within.isEmpty ? nil : "outside \(scopeOptions.within.joined(separator: ", "))",
        ]
        print(
          "\(hidden) other violation\(hidden == 1 ? " is" : "s are") not shown: \(why.compactMap { $0 }.joined(separator: " or "))."
        )
      }
      if let summary = outcome.summary { print(summary.sentence(store: session.store)) }
    }
    try exitOnFailures([failOn.failure(report), scopeOptions.failure(scope, scan: outcome.scan)])
  }
}
