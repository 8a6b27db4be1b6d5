import A11yAuditKit

/// The order findings are listed in: most severe first, then by file, line, column and rule.
enum FindingOrder {
  static func sorted(_ records: [FindingRecord]) -> [FindingRecord] {
    records.sorted { lhs, rhs in
      if lhs.finding.severity != rhs.finding.severity { return lhs.finding.severity > rhs.finding.severity }
      if Finding.byLocation(lhs.finding, rhs.finding) { return true }
      if Finding.byLocation(rhs.finding, lhs.finding) { return false }
      return lhs.id < rhs.id
    }
  }
}
