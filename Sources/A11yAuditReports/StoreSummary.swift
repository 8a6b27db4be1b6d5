import A11yAuditModel
import A11yAuditScanner
import A11yAuditStore
import Foundation

/// Where triage stands, in counts: the store's violations by status, severity and area (the MCP server's
/// `a11y-audit://store/summary` resource). Counted as ``JSONReport`` counts them, so the totals agree with
/// `findings --format json`.
public struct StoreSummary: Codable, Equatable, Sendable {
  /// Absolute path of the audited root.
  public var root: String
  /// The store file.
  public var store: String
  /// Whether the store file exists (no scan has been recorded when it does not).
  public var stored: Bool
  /// Findings the store keeps, violations or not.
  public var findings: Int
  /// Violations among them.
  public var violations: Int
  /// Violations per severity, every severity present.
  public var severity: [String: Int]
  /// Violations per fix status, every status present.
  public var status: [String: Int]
  /// Violations per area, every area a rule checks present.
  public var category: [String: Int]
  /// Violations per presence in the latest scan (`violation`, `absent`).
  public var presence: [String: Int]

  /// The summary of `document`, the store of `root` saved at `store`.
  public init(root: String, store: Store, document: StoreDocument) {
    let report = JSONReport.make(root: root, records: document.findings)
    let violations = report.findings.filter { !$0.passing }
    self.root = root
    self.store = store.path
    stored = store.exists
    findings = report.findings.count
    self.violations = report.summary.violations
    severity = report.summary.severity
    status = report.summary.status
    var category = Dictionary(uniqueKeysWithValues: RuleRegistry.categories.map { ($0.rawValue, 0) })
    var presence: [String: Int] = [:]
    for entry in violations {
      category[entry.category.rawValue, default: 0] += 1
      presence[entry.presence.rawValue, default: 0] += 1
    }
    self.category = category
    self.presence = presence
  }

  /// Pretty, key-sorted JSON with a trailing newline.
  public func encoded() throws -> Data { try JSONOutput.encode(self) }
}
