import A11yAuditModel

/// The orders findings are listed in, shared by the CLI, the TUI and the reports.
public enum FindingOrder {
  /// Most severe first, then by file, line, column and rule.
  public static func bySeverity(_ lhs: FindingRecord, _ rhs: FindingRecord) -> Bool {
    if lhs.finding.severity != rhs.finding.severity { return lhs.finding.severity > rhs.finding.severity }
    return Finding.byLocation(lhs.finding, rhs.finding)
  }
}
