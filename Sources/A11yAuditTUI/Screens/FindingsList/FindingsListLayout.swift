import A11yAuditKit

/// The findings list as lines: a header per severity, then that severity's findings.
struct FindingsListLayout: Equatable, Sendable {
  enum Line: Equatable, Sendable {
    case header(Severity, FindingCounts)
    /// Index into ``AppState/findings``.
    case finding(Int)
  }

  let lines: [Line]

  /// Lines for findings already in display order (see ``FindingOrder``).
  init(findings: [FindingRecord]) {
    var lines: [Line] = []
    var index = 0
    for severity in Severity.descending {
      let start = index
      while index < findings.count && findings[index].finding.severity == severity { index += 1 }
      guard index > start else { continue }
      lines.append(.header(severity, FindingCounts(findings[start..<index])))
      lines.append(contentsOf: (start..<index).map(Line.finding))
    }
    self.lines = lines
  }

  /// Line that shows finding `index`.
  func line(ofFinding index: Int) -> Int? {
    lines.firstIndex { $0 == .finding(index) }
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
