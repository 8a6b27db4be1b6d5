import A11yAuditModel
import A11yAuditScanner
import Foundation

/// SARIF 2.1.0 output with rule metadata, for GitHub code scanning and other SARIF viewers.
public enum SARIFReport {
  /// Where the files of a report are, for code scanning: the repository's top folder (`%SRCROOT%`), and the path
  /// from it to the audited folder that every finding's `file` is relative to.
  public struct SourceRoot: Sendable, Equatable {
    /// The folder `%SRCROOT%` stands for (a git repository's top folder, else the audited folder).
    public var folder: URL
    /// The audited folder relative to ``folder`` (empty when they are the same), ending in `/` when not empty.
    public var prefix: String

    public init(folder: URL, prefix: String = "") {
      self.folder = folder
      self.prefix = prefix.isEmpty || prefix.hasSuffix("/") ? prefix : prefix + "/"
    }
  }

  /// The SARIF log of `report`'s violations; won't-fix, false-positive and accepted-risk findings (until the
  /// acceptance ends and a scan reopens them) are marked suppressed with their note, or who accepted the risk until
  /// when and why, as the justification. `source` makes file paths repository-relative; `automationID` names the run.
  public static func make(
    _ report: JSONReport, toolVersion: String, source: SourceRoot? = nil, automationID: String = "a11y-audit/all/",
    notes: [String: String] = [:]
  ) throws -> Data {
    try JSONOutput.encode(
      log(report, toolVersion: toolVersion, source: source, automationID: automationID, notes: notes))
  }

  /// The SARIF object model of `report`'s violations (`notes`: the latest note of a finding, by id).
  public static func log(
    _ report: JSONReport, toolVersion: String, source: SourceRoot? = nil, automationID: String = "a11y-audit/all/",
    notes: [String: String] = [:]
  ) -> SARIFLog {
    let source = source ?? SourceRoot(folder: URL(fileURLWithPath: report.root, isDirectory: true))
    let entries = report.findings.filter { !$0.passing && $0.presence != .absent }
    let ruleIDs = Array(Set(entries.map(\.rule))).sorted()
    let results = entries.map { entry in
      let triaged = entry.status.needsReason
      let justification =
        entry.acceptance.map { "Accepted risk until \($0.until) by \($0.by): \($0.reason)" }
        ?? entry.reason?.summary ?? notes[entry.id] ?? entry.notes.last
        ?? "triaged as \(entry.status.rawValue) in a11y-audit"
      return SARIFLog.Result(
        ruleId: entry.rule, ruleIndex: ruleIDs.firstIndex(of: entry.rule) ?? 0,
        level: level(entry.severity), message: .init(text: entry.message),
        locations: [
          .init(
            physicalLocation: .init(
              artifactLocation: .init(uri: uriReference(source.prefix + entry.file), uriBaseId: "%SRCROOT%"),
              region: region(of: entry)))
        ],
        partialFingerprints: ["primaryLocationLineHash": entry.id, "a11yAuditFindingId/v1": entry.id],
        properties: .init(
          severity: entry.severity.rawValue, status: entry.status.rawValue, category: entry.category.rawValue,
          wcag: entry.wcag),
        suppressions: triaged
          ? [
            .init(
              kind: "external", status: "accepted", justification: justification,
              properties: entry.acceptance.map { .init(acceptedBy: $0.by, expires: $0.until) })
          ] : nil)
    }
    let driver = SARIFLog.Driver(
      name: "a11y-audit", version: toolVersion, semanticVersion: toolVersion,
      informationUri: "https://github.com/a11y-audit/a11y-audit", rules: ruleIDs.map(rule))
    return SARIFLog(runs: [
      SARIFLog.Run(
        tool: .init(driver: driver), automationDetails: .init(id: automationID),
        originalUriBaseIds: [
          "%SRCROOT%": .init(
            uri: URL(fileURLWithPath: source.folder.path, isDirectory: true).absoluteString, uriBaseId: nil)
        ],
        results: results)
    ])
  }

  /// SARIF level of a severity: its ``Severity/diagnosticLevel``.
  public static func level(_ severity: Severity) -> String { severity.diagnosticLevel }

  /// A relative path as a URI reference: every character a path may not hold unescaped is percent-encoded, and a
  /// first segment holding `:` (`javascript:alert(1).swift`), which would read as a scheme, is led by `./`
  /// (RFC 3986, 4.2).
  package static func uriReference(_ path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["?", "#"])) ?? path
    let firstSegment = encoded.prefix { $0 != "/" }
    return firstSegment.contains(":") ? "./" + encoded : encoded
  }

  /// Code scanning's `problem.severity`: the severity's ``Severity/codeScanningSeverity``.
  public static func problemSeverity(_ severity: Severity) -> String { severity.codeScanningSeverity }

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
      help: .init(text: description.recommendation, markdown: description.documentation),
      defaultConfiguration: .init(level: level(description.severity)),
      properties: .init(
        tags: ["accessibility", description.category.rawValue] + description.allCriteria.map { "WCAG-\($0.number)" },
        wcag: description.allCriteria.map(\.number), precision: description.precision?.rawValue,
        problemSeverity: problemSeverity(description.severity)))
  }
}
