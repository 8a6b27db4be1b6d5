import A11yAuditModel
import Foundation

/// Folds what audit files say into the store: linked entries annotate the scanner's finding, the rest
/// become audit-only findings that are triaged the same way.
public enum AuditMerger {
  /// Merges `links` (from ``AuditLinker/link(_:to:)``) into `document` at `now`; returns how many
  /// audit-only findings were added.
  @discardableResult
  public static func merge(_ links: [AuditLinker.Link], into document: inout StoreDocument, at now: Date) -> Int {
    let auditPaths = Set(links.map(\.audit.path))
    var indexByID: [String: Int] = [:]
    for (index, record) in document.findings.enumerated() {
      indexByID[record.id] = index
      document.findings[index].audit = record.audit?.filter { !auditPaths.contains($0.path) }
      if document.findings[index].audit?.isEmpty == true { document.findings[index].audit = nil }
    }
    var added = 0
    var seenAuditOnly = Set<String>()
    var occurrences: [String: Int] = [:]
    for link in links {
      let reference = AuditReference(
        path: link.audit.path, line: link.entry.line, title: link.entry.title, severity: link.entry.severity,
        type: link.entry.type, recommendation: link.entry.recommendation)
      if let id = link.findingID, let index = indexByID[id] {
        document.findings[index].audit = (document.findings[index].audit ?? []) + [reference]
        continue
      }
      guard link.findingID == nil else { continue }
      let finding = auditOnlyFinding(link, occurrences: &occurrences)
      seenAuditOnly.insert(finding.id)
      if let index = indexByID[finding.id] {
        document.findings[index].finding = finding
        document.findings[index].presence = .violation
        document.findings[index].audit = [reference]
      } else {
        document.findings.append(
          FindingRecord(
            finding: finding, status: .open, presence: .violation,
            history: [HistoryEntry(at: now, from: nil, to: .open, by: .scan, reason: "listed in \(link.audit.path)")],
            audit: [reference]))
        indexByID[finding.id] = document.findings.count - 1
        added += 1
      }
    }
    for index in document.findings.indices where document.findings[index].isAuditOnly {
      let record = document.findings[index]
      if auditPaths.contains(record.finding.context.components(separatedBy: "#").first ?? ""),
        !seenAuditOnly.contains(record.id)
      {
        document.findings[index].presence = .absent
      }
    }
    return added
  }

  /// The finding an audit entry stands for when no code matches it.
  package static func auditOnlyFinding(_ link: AuditLinker.Link, occurrences: inout [String: Int]) -> Finding {
    let entry = link.entry
    let file = link.file ?? entry.file ?? link.audit.path
    let context = "\(link.audit.path)#\(entry.screen)"
    let tokens = [entry.title, entry.file ?? "", entry.lines.map { "\($0.lowerBound)-\($0.upperBound)" } ?? ""]
      .joined(separator: " ")
    let key = context + "\u{1F}" + tokens
    let occurrence = occurrences[key, default: 0]
    occurrences[key] = occurrence + 1
    let lines = entry.lines ?? entry.line...entry.line
    let category = link.audit.category ?? .reduceMotion
    return Finding(
      id: Fingerprint.make(
        rule: FindingRecord.auditOnlyRule, file: link.audit.path, context: context, tokens: tokens,
        occurrence: occurrence
      ),
      rule: FindingRecord.auditOnlyRule, category: category,
      severity: entry.severity ?? .medium,
      file: file,
      span: SourceSpan(
        start: SourcePosition(line: lines.lowerBound, column: 1), end: SourcePosition(line: lines.upperBound, column: 1)
      ),
      snippet: entry.snippet ?? "", message: entry.title, recommendation: entry.recommendation ?? "",
      passing: false, context: context, kind: entry.type, wcag: category.criteria)
  }
}
