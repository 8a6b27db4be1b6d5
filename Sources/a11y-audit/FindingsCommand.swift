import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit findings`: lists the store's findings, filtered.
struct FindingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "findings",
    abstract: "List the findings in the store (no scan), most severe first.")

  @Argument(help: "The audited folder whose store to list.", completion: .directory)
  var path: String = "."

  @Option(
    name: .long,
    help: "Only these severities (critical, high, medium, low, none); comma-separated or repeated.")
  var severity: [ValueList<Severity>] = []

  @Option(
    name: .long,
    help: "Only these statuses (\(FixStatusGroup.filterWords.joined(separator: ", ")))."
  )
  var status: [ValueList<StatusGroup>] = []

  @Option(name: .long, help: "Only these areas; comma-separated or repeated.")
  var category: [ValueList<A11yAuditKit.Category>] = []

  @Option(name: .long, help: "Only findings that fail these WCAG 2.2 success criteria (1.4.3, 2.5.8, …).")
  var wcag: [String] = []

  @Option(name: .long, help: "Only findings of these rules; comma-separated or repeated.")
  var rule: [String] = []

  @Option(name: .long, help: "Only findings in files matching this pattern (Views/Settings/**, *Card.swift).")
  var file: String?

  @Option(name: .long, help: "Only findings whose message, file, rule id or rule title contains this text.")
  var search: String?

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  @OptionGroup var storeOptions: StoreOptions
  @OptionGroup var failOn: FailOnOption

  func validate() throws {
    for number in wcag.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) })
    where SuccessCriterion.wcag22(number) == nil {
      throw ValidationError("\"\(number)\" is not a WCAG 2.2 success criterion number (like 1.4.3)")
    }
  }

  func run() throws {
    let session = try SessionFactory.session(path: path, store: storeOptions.store)
    let query = FindingQuery(
      severities: Set(severity.flatMap(\.values)), statuses: Set(status.flatMap(\.values).flatMap(\.statuses)),
      categories: Set(category.flatMap(\.values)),
      criteria: Set(wcag.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }),
      rules: Set(rule.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }),
      file: file.map(GlobPattern.init), search: search)
    let records = try session.findings(matching: query, requiringStore: format == .text)
    let report = JSONReport.make(root: session.root.path, records: records)
    switch format {
    case .json: Console.write(try report.encoded())
    case .text: print(TextReport.render(report), terminator: "")
    }
    try exitOnFailure(failOn.gate().verdict(on: report))
  }
}
