import A11yAuditKit

/// How many findings there are and how many of them are still open, overall or in one group.
struct FindingCounts: Equatable, Sendable {
  var total: Int
  var open: Int

  init(total: Int, open: Int) {
    self.total = total
    self.open = open
  }

  init(_ records: some Collection<FindingRecord>) {
    total = records.count
    open = records.count { $0.status == .open }
  }

  /// `12 of 20 open`.
  var openOfTotal: String { "\(open) of \(total) open" }

  /// `3 findings, 2 open`.
  var findingsAndOpen: String { "\(total) \(total == 1 ? "finding" : "findings"), \(open) open" }
}
