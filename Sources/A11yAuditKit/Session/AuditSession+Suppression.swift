import A11yAuditModel
import A11yAuditScanner
import Foundation

extension AuditSession {
  /// The edit that suppresses the rule of the finding `id` at `reach`, with `reason`; nothing is written.
  public func planSuppression(
    ofFinding id: String, reach: SuppressionReach, reason: String
  ) throws -> SuppressionPlan {
    guard let record = try loadStore().record(id: id) else {
      throw SessionError("the finding is no longer in the store")
    }
    guard !record.isAuditOnly else {
      throw SessionError("this finding comes from an audit file, not the code; set its status instead")
    }
    let file = reach == .project ? Configuration.fileName : record.finding.file
    guard let url = root.containedURL(of: file) else { throw SessionError("\(file) lies outside \(root.path)") }
    let original = FileManager.default.fileExists(atPath: url.path) ? try String(contentsOf: url, encoding: .utf8) : nil
    return try SuppressionPlan.make(for: record.finding, reach: reach, reason: reason, original: original)
  }

  /// Writes `plan`'s file, refusing when the file changed since it was planned.
  public func write(_ plan: SuppressionPlan) throws {
    guard let url = root.containedURL(of: plan.file) else {
      throw SessionError("\(plan.file) lies outside \(root.path)")
    }
    let now = FileManager.default.fileExists(atPath: url.path) ? try String(contentsOf: url, encoding: .utf8) : nil
    guard now == plan.original else {
      throw SessionError("\(plan.file) changed since the suppression was planned; nothing written")
    }
    try Data(plan.updated.utf8).write(to: url, options: .atomic)
  }
}
