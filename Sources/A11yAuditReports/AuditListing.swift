import A11yAuditModel
import A11yAuditStore
import Foundation

/// The audit files of a root as `a11y-audit audits` lists them: `{"audits":[{"path","kind","title","findings":{…},
/// "checklist":{…}}]}` in JSON, two lines per file in text.
public struct AuditListing: Encodable, Sendable {
  /// One audit file.
  public struct Entry: Encodable, Sendable {
    public var path: String
    public var kind: String
    public var category: String?
    public var title: String
    /// Findings per severity (critical, high, medium, low).
    public var findings: [String: Int]
    /// `checked` and `total` items of its checklists.
    public var checklist: [String: Int]
  }

  public var audits: [Entry]

  /// The listing of `catalog`'s documents.
  public init(_ catalog: AuditCatalog) {
    audits = catalog.documents.map { document in
      let counts = document.findingCounts
      let progress = document.checklistProgress
      return Entry(
        path: document.path, kind: document.kind.rawValue, category: document.category?.rawValue,
        title: document.title,
        findings: Dictionary(
          uniqueKeysWithValues: [Severity.critical, .high, .medium, .low].map { ($0.rawValue, counts[$0] ?? 0) }),
        checklist: ["checked": progress.checked, "total": progress.total])
    }
  }

  /// Two lines per audit file: path, kind and title; findings per severity and checklist progress.
  public func text(root: String) -> String {
    guard !audits.isEmpty else { return "No audit files under \(root).\n" }
    return audits.map { entry in
      let severities = [Severity.critical, .high, .medium, .low].map {
        "\(entry.findings[$0.rawValue] ?? 0) \($0.rawValue)"
      }
      return "\(entry.path)  [\(entry.kind)]  \(entry.title)\n"
        + "  findings: \(severities.joined(separator: ", "));  checklist: \(entry.checklist["checked"] ?? 0)/\(entry.checklist["total"] ?? 0) checked\n"
    }.joined()
  }
}
