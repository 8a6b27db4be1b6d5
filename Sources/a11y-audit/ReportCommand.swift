import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit report`: the current scan and triage state as an audit, JSON, SARIF, editor lines, a conformance
/// report or an HTML page.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract:
      "Write a report of the current scan and triage state: a Markdown audit of the whole app or of one area, JSON, "
      + "SARIF 2.1.0, xcode lines, a conformance report or one HTML page.",
    discussion: """
      Every format covers every area unless --kind names one. The Markdown audit of the whole app has an executive \
      summary, the severity breakdown, a table of the areas, a table of the files, the findings by screen, phased \
      recommendations, success criteria and the files audited; `a11y-audit audits` reads it back with the same \
      counts. --kind AREA writes the audit of that area alone.
      """
  )

  @Argument(help: "Folder to scan.", completion: .directory)
  var path: String = "."

  @Option(
    name: .long,
    help: "Report this area alone (default: every area; markdown: the whole app's audit).")
  var kind: A11yAuditKit.Category?

  @Option(
    name: .long,
    help:
      """
      markdown (an audit document), json, sarif (SARIF 2.1.0), xcode (path:line:col: level: message), acr (a \
      conformance report in the shape of the VPAT 2.5 WCAG edition), openacr (the same as OpenACR YAML) or html (one \
      self-contained, accessible page: dashboard cards, a chart, the sortable and filterable findings table, the \
      audit files and their checklists).
      """)
  var format: ReportFormat = .markdown

  @Option(name: [.short, .long], help: "Write to this file instead of stdout.", completion: .file())
  var output: String?

  @Option(name: .long, help: "App name for the Markdown, ACR or HTML title (default: the folder's name).")
  var appName: String?

  @OptionGroup var storeUseOptions: StoreUseOptions

  @Option(name: .long, help: .hidden)
  var stamp: String?

  @Option(name: .long, help: "acr/openacr: the highest WCAG level reported (a, aa or aaa).")
  var level: SuccessCriterion.Level = .aa

  @Option(
    name: .long,
    help: """
      acr/openacr: the VPAT 2.5 edition: wcag (WCAG 2.2), int (WCAG 2.2, Section 508 and EN 301 549), 508 or eu.
      """)
  var edition: ACREdition = .wcag

  @Option(name: .long, help: "acr/openacr: the product's version.")
  var productVersion: String?

  @Option(name: .long, help: "acr/openacr: one or two sentences describing the product.")
  var productDescription: String?

  @Option(name: .long, help: "acr/openacr: the company behind the product.")
  var vendor: String?

  @Option(name: .long, help: "acr/openacr: an email address for questions about the report.")
  var contact: String?

  @OptionGroup var storeOptions: StoreOptions
  @OptionGroup var failOn: FailOnOption
  @OptionGroup var scopeOptions: ScopeOptions

  @OptionGroup var quietOption: QuietOption
  @OptionGroup var scanOptions: ScanOptions

  func run() throws {
    let session = try SessionFactory.session(
      path: path, store: storeOptions.store, quiet: quietOption.quiet, scanOptions: scanOptions)
    let scope = try scopeOptions.scope(session)
    let written = try session.report(
      ReportRequest(
        format: format, category: kind, appName: appName, store: storeUseOptions.use, level: level,
        edition: edition,
        product: ProductInfo(
          name: appName ?? session.root.name, version: productVersion, description: productDescription,
          vendor: vendor, contact: contact), scope: scope))
    SessionFactory.warn(written.outcome.problems)
    let verdict = failOn.gate(scopeOptions).verdict(on: written.report, scope: scope, scan: written.outcome.scan)
    guard let output else {
      switch format {
      case .markdown, .acr: Console.writeText(written.data)
      // xcode lines come escaped line by line from XcodeReport; the others escape what they quote in their syntax.
      case .xcode, .json, .sarif, .openacr, .html: Console.write(written.data)
      }
      if let stamp { try BuildStamp.touch(stamp) }
      try exitOnFailure(verdict)
      return
    }
    let url = SessionFactory.currentDirectory.resolving(output)
    try AtomicFile.write(written.data, to: url)
    print("Wrote \(format.rawValue) report to \(url.path)")
    try exitOnFailure(verdict)
  }
}
