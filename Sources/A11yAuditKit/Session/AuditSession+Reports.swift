import Foundation

/// The forms `a11y-audit report` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// A Markdown audit in the shape of a hand-written accessibility audit, for one area.
  case markdown
  /// The JSON report (``JSONReport``).
  case json
  /// SARIF 2.1.0, for code scanning.
  case sarif
  /// `path:line:col: level: message [rule]` lines, as compilers print them.
  case xcode
}

/// What to report, and how.
public struct ReportRequest: Sendable {
  public var format: ReportFormat
  /// The area reported on: the Markdown audit needs one (default Reduce Motion); the other formats report every
  /// area unless one is given.
  public var category: Category?
  /// App name for the Markdown title (default: the root's name).
  public var appName: String?
  /// Whether the scan is merged into the store (and statuses come from it).
  public var recording: Bool
  /// The date the Markdown audit is dated.
  public var date: Date

  /// A request for `format`.
  public init(
    format: ReportFormat, category: Category? = nil, appName: String? = nil, recording: Bool = true,
    date: Date = Date()
  ) {
    self.format = format
    self.category = category
    self.appName = appName
    self.recording = recording
    self.date = date
  }
}

extension AuditSession {
  /// Scans (into the store unless the request says not to) and writes the report; returns its bytes and the scan.
  public func report(_ request: ReportRequest) throws -> (data: Data, outcome: ScanOutcome) {
    let outcome = try scan(recording: request.recording)
    var report = JSONReport.make(
      scan: outcome.scan, document: outcome.document, includePassing: request.format == .markdown)
    if let category = request.category, request.format != .markdown { report = report.filtered(to: category) }
    let data: Data
    switch request.format {
    case .markdown:
      data = Data(
        MarkdownAuditReport.render(
          report, category: request.category ?? .reduceMotion, files: outcome.scan.files,
          appName: request.appName ?? root.name, date: request.date
        ).utf8)
    case .json: data = try report.encoded()
    case .sarif: data = try SARIFReport.make(report, toolVersion: ToolVersion.current)
    case .xcode: data = Data(XcodeReport.render(report).utf8)
    }
    return (data, outcome)
  }

  /// Every file's animation sites (the store is neither read nor written).
  public func inventory() throws -> InventoryReport {
    InventoryReport(try scan(recording: false).scan)
  }
}

extension MergeSummary {
  /// `Store PATH: 3 new, 1 verified, 0 reopened.`
  public func sentence(store: Store) -> String {
    "Store \(store.path): \(added) new, \(verified) verified, \(reopened) reopened."
  }
}
