import A11yAuditModel

/// The orders findings are listed in, shared by the CLI, the TUI and the reports.
public enum FindingOrder {
  /// Most severe first, then by file, line, column and rule.
  public static func bySeverity(_ lhs: FindingRecord, _ rhs: FindingRecord) -> Bool {
    if let decided = severityDecides(lhs.finding.severity, rhs.finding.severity) { return decided }
    return Finding.byLocation(lhs.finding, rhs.finding)
  }

  /// ``bySeverity(_:_:)-(FindingRecord,_)`` on a report's entries.
  public static func bySeverity(_ lhs: JSONReport.Entry, _ rhs: JSONReport.Entry) -> Bool {
    if let decided = severityDecides(lhs.severity, rhs.severity) { return decided }
    return (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
  }

  /// The first key of every most-severe-first order: true when `lhs` comes first, false when `rhs` does, nil when
  /// their severities are the same and the next key decides.
  public static func severityDecides(_ lhs: Severity, _ rhs: Severity) -> Bool? {
    lhs == rhs ? nil : lhs > rhs
  }
}
