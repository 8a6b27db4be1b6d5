import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit findings`: lists the store's findings, filtered.
struct FindingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "findings",
    abstract: "List the findings in the store (no scan), most severe first.")

  @Option(
    name: .long,
    help: "Only these severities (critical, high, medium, low, none); comma-separated or repeated.")
  var severity: [String] = []

  @Option(
    name: .long,
    help: "Only these statuses (open, in-progress, fixed, verified, wont-fix, false-positive, todo, done, all).")
  var status: [String] = []

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  @OptionGroup var storeOptions: StoreOptions

  func run() throws {
    let workspace = try Workspace(path: nil, storeOption: storeOptions.store)
    let severities = try Set(split(severity).map(parseSeverity))
    let statuses = try Set(split(status).flatMap(parseStatus))
    let document = try workspace.store.load()
    let records = document.findings.filter { record in
      (severities.isEmpty || severities.contains(record.finding.severity))
        && (statuses.isEmpty || statuses.contains(record.status))
    }
    let report = JSONReport.make(root: workspace.root.path, records: records)
    switch format {
    case .json: Console.write(try report.encoded())
    case .text:
      if document.findings.isEmpty && !workspace.store.exists {
        throw CLIError("\(workspace.store.path): no store yet; run `a11y-audit scan` first")
      }
      print(TextReport.render(report), terminator: "")
    }
  }

  private func split(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
  }

  private func parseSeverity(_ text: String) throws -> Severity {
    guard let severity = Severity(rawValue: text.lowercased()) ?? (text.lowercased() == "crit" ? .critical : nil)
    else {
      throw CLIError("unknown severity \"\(text)\"; use one of critical, high, medium, low, none")
    }
    return severity
  }

  private func parseStatus(_ text: String) throws -> [FixStatus] {
    switch text.lowercased() {
    case "all": return FixStatus.allCases
    case "todo": return FixStatus.allCases.filter { !$0.isDone }
    case "done": return FixStatus.allCases.filter(\.isDone)
    default:
      guard let status = FixStatus(userInput: text) else {
        throw CLIError(
          "unknown status \"\(text)\"; use one of \(FixStatus.allCases.map(\.rawValue).joined(separator: ", ")), todo, done, all"
        )
      }
      return [status]
    }
  }
}
