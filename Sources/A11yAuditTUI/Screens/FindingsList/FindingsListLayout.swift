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
  init(findings: [FindingRecord], sort: SortOrder = .severity) {
    var lines: [Line] = []
    var lineOfFinding: [Int] = []
    lines.reserveCapacity(findings.count + 8)
    lineOfFinding.reserveCapacity(findings.count)
    var index = 0
    while index < findings.count {
      var end = index + 1
      while end < findings.count && FindingOrder.sameGroup(findings[index], findings[end], by: sort) { end += 1 }
      var open = 0
      for finding in index..<end where findings[finding].status == .open { open += 1 }
      let counts = FindingCounts(total: end - index, open: open)
      lines.append(.header(FindingOrder.group(of: findings[index], by: sort), counts))
      for finding in index..<end {
        lineOfFinding.append(lines.count)
        lines.append(.finding(finding))
      }
      index = end
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
