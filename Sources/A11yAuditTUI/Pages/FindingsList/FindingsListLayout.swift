import A11yAuditKit

/// The findings list as lines: a header per group (severity, file or status), then that group's findings.
struct FindingsListLayout: Equatable, Sendable {
  enum Line: Equatable, Sendable {
    case header(String, FindingCounts)
    /// Index into ``AppState/visibleFindings``.
    case finding(Int)
  }

  let lines: [Line]
  /// Line of each finding, by index.
  private let lineOfFinding: [Int]

  /// Lines for findings already in display order for `sort`.
  init(findings: FindingList, sort: SortOrder = .severity) {
    self.init(records: findings.records, order: findings.order, sort: sort)
  }

  /// Lines for the records at `order`, which is already in display order for `sort`.
  init(records: [FindingRecord], order: [Int], sort: SortOrder) {
    var lines: [Line] = []
    var lineOfFinding: [Int] = []
    lines.reserveCapacity(order.count + 8)
    lineOfFinding.reserveCapacity(order.count)
    // Through a buffer pointer, so that comparing two records reads their fields instead of copying them.
    records.withUnsafeBufferPointer { records in
      func sameGroup(_ lhs: Int, _ rhs: Int) -> Bool {
        switch sort {
        case .severity: records[lhs].finding.severity == records[rhs].finding.severity
        case .file: records[lhs].finding.file == records[rhs].finding.file
        case .status: records[lhs].status == records[rhs].status
        }
      }
      var index = 0
      while index < order.count {
        var end = index + 1
        while end < order.count && sameGroup(order[index], order[end]) { end += 1 }
        var open = 0
        for position in index..<end where records[order[position]].status == .open { open += 1 }
        let counts = FindingCounts(total: end - index, open: open)
        lines.append(.header(FindingOrder.group(of: records[order[index]], by: sort), counts))
        for position in index..<end {
          lineOfFinding.append(lines.count)
          lines.append(.finding(position))
        }
        index = end
      }
    }
    self.lines = lines
    self.lineOfFinding = lineOfFinding
  }

  /// Line that shows finding `index`.
  func line(ofFinding index: Int) -> Int? {
    lineOfFinding.indices.contains(index) ? lineOfFinding[index] : nil
  }

  /// The offset that keeps finding `index` in view, changing `offset` as little as possible.
  /// When the finding is the first of its group, its header is kept in view too.
  func offset(keeping index: Int, visible height: Int, from offset: Int) -> Int {
    guard let line = line(ofFinding: index) else { return 0 }
    let top: Int
    if line > 0, case .header = lines[line - 1] { top = line - 1 } else { top = line }
    var offset = offset
    if line >= offset + height { offset = line - height + 1 }
    if top < offset { offset = top }
    return clamp(offset, visible: height)
  }

  /// `offset` kept within the lines, so the list never scrolls past its end.
  func clamp(_ offset: Int, visible height: Int) -> Int {
    max(0, min(offset, lines.count - height))
  }
}
