import Foundation

/// SARIF 2.1.0 output with rule metadata, for GitHub code scanning and other SARIF viewers.
public enum SARIFReport {
  /// The SARIF log of `report`'s violations; won't-fix and false-positive findings are marked suppressed.
  public static func make(_ report: JSONReport, toolVersion: String) throws -> Data {
    try JSONOutput.encode(log(report, toolVersion: toolVersion))
  }

  /// The SARIF object model of `report`'s violations.
  public static func log(_ report: JSONReport, toolVersion: String) -> SARIFLog {
    let entries = report.findings.filter { !$0.passing && $0.presence != Presence.absent.rawValue }
    let ruleIDs = Array(Set(entries.map(\.rule))).sorted()
    let results = entries.map { entry in
      let ticked = entry.status == FixStatus.wontFix.rawValue || entry.status == FixStatus.falsePositive.rawValue
      return SARIFLog.Result(
        ruleId: entry.rule, ruleIndex: ruleIDs.firstIndex(of: entry.rule) ?? 0,
        level: level(Severity(rawValue: entry.severity) ?? .medium), message: .init(text: entry.message),
        locations: [
          .init(
            physicalLocation: .init(
              artifactLocation: .init(uri: entry.file, uriBaseId: "SRCROOT"), region: region(of: entry)))
        ],
        partialFingerprints: ["a11yAuditFindingId/v1": entry.id],
        properties: .init(severity: entry.severity, status: entry.status, category: entry.category, wcag: entry.wcag),
        suppressions: ticked
          ? [.init(kind: "external", status: "accepted", justification: "triaged as \(entry.status) in a11y-audit")]
          : nil)
    }
    let driver = SARIFLog.Driver(
      name: "a11y-audit", version: toolVersion, semanticVersion: toolVersion,
      informationUri: "https://github.com/a11y-audit/a11y-audit", rules: ruleIDs.map(rule))
    return SARIFLog(runs: [
      SARIFLog.Run(
        tool: .init(driver: driver),
        originalUriBaseIds: [
          "SRCROOT": .init(uri: URL(fileURLWithPath: report.root, isDirectory: true).absoluteString, uriBaseId: nil)
        ],
        results: results)
    ])
  }

  /// SARIF level of a severity: critical and high are errors, medium a warning, the rest notes.
  public static func level(_ severity: Severity) -> String {
    switch severity {
    case .critical, .high: "error"
    case .medium: "warning"
    case .low, .none: "note"
    }
  }

  private static func region(of entry: JSONReport.Entry) -> SARIFLog.Region {
    let spansMore = entry.endLine > entry.line || entry.endColumn > entry.column
    return SARIFLog.Region(
      startLine: max(entry.line, 1), startColumn: max(entry.column, 1), endLine: max(entry.endLine, entry.line, 1),
      endColumn: spansMore ? max(entry.endColumn, 1) : nil,
      snippet: entry.snippet.isEmpty ? nil : .init(text: entry.snippet))
  }

  private static func rule(_ id: String) -> SARIFLog.ReportingDescriptor {
    guard let description = RuleRegistry.description(for: id) else {
      return SARIFLog.ReportingDescriptor(
        id: id, name: "AuditFinding",
        shortDescription: .init(text: "A problem described in an audit file with no matching code site."),
        defaultConfiguration: .init(level: "warning"))
    }
    return SARIFLog.ReportingDescriptor(
      id: id,
      name: description.title.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined(),
      shortDescription: .init(text: description.summary), fullDescription: .init(text: description.rationale),
      help: .init(text: description.recommendation, markdown: description.recommendation),
      defaultConfiguration: .init(level: level(description.severity)),
      properties: .init(
        tags: ["accessibility", description.category.rawValue] + description.allCriteria.map { "WCAG-\($0.number)" },
        wcag: description.allCriteria.map(\.number)))
  }
}
