import A11yAuditKit

/// The order findings are listed in: most severe first (``A11yAuditKit/FindingOrder``), then by file, line, column
/// and rule.
enum FindingOrder {
  static func sorted(_ records: [FindingRecord]) -> [FindingRecord] {
    sorted(records, by: .severity)
  }

  static func sorted(_ records: [FindingRecord], by order: SortOrder) -> [FindingRecord] {
    // Sorting positions by keys taken out once: moving or copying 20,000 records costs far more than the keys.
    let keys = records.map(SortKey.init)
    let positions = keys.indices.sorted { keys[$0].precedes(keys[$1], by: order) }
    return positions.map { records[$0] }
  }

  /// The parts of a finding the orders compare.
  private struct SortKey {
    var severity: Severity
    var status: Int
    var file: String
    var line: Int
    var column: Int
    var rule: String
    var id: String

    init(_ record: FindingRecord) {
      severity = record.finding.severity
      status = FindingOrder.statusRank(record.status)
      file = record.finding.file
      line = record.finding.line
      column = record.finding.column
      rule = record.finding.rule
      id = record.id
    }

    func precedes(_ other: SortKey, by order: SortOrder) -> Bool {
      switch order {
      case .severity:
        if let decided = A11yAuditKit.FindingOrder.severityDecides(severity, other.severity) { return decided }
      case .file:
        break
      case .status:
        if status != other.status { return status < other.status }
        if let decided = A11yAuditKit.FindingOrder.severityDecides(severity, other.severity) { return decided }
      }
      if file != other.file { return file < other.file }
      if line != other.line { return line < other.line }
      if column != other.column { return column < other.column }
      if rule != other.rule { return rule < other.rule }
      return id < other.id
    }
  }

  /// Position of a status in ``FixStatus/allCases``: open first.
  static func statusRank(_ status: FixStatus) -> Int {
    switch status {
    case .open: 0
    case .inProgress: 1
    case .fixed: 2
    case .verified: 3
    case .wontFix: 4
    case .falsePositive: 5
    case .acceptedRisk: 6
    }
  }

  /// Whether two findings sit under the same group header for `order` (without building the header's text).
  static func sameGroup(_ lhs: FindingRecord, _ rhs: FindingRecord, by order: SortOrder) -> Bool {
    switch order {
    case .severity: lhs.finding.severity == rhs.finding.severity
    case .file: lhs.finding.file == rhs.finding.file
    case .status: lhs.status == rhs.status
    }
  }

  /// The group header a finding sits under for `order`.
  static func group(of record: FindingRecord, by order: SortOrder) -> String {
    switch order {
    case .severity: record.finding.severity.label
    case .file: record.finding.file
    case .status: record.status.title.uppercased()
    }
  }
}
