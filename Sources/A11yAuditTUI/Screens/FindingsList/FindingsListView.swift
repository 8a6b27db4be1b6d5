import A11yAuditKit

/// Draws the findings list: severity headers with counts, one row per finding, the selection reversed and marked `>`.
enum FindingsListView {
  /// Columns of the status column: the longest status title and a space.
  static let statusWidth = (FixStatus.allCases.map { DisplayWidth.of($0.title) }.max() ?? 0) + 1

  static func draw(_ state: AppState, into frame: inout Frame, glyphs: Glyphs) {
    let top = ScreenLayout.bodyTop
    let height = ScreenLayout.bodyHeight(state.size)
    frame.cursor = Position(row: top, column: 0)
    guard !state.findings.isEmpty else {
      frame.write(
        StyledLine("No findings in the store yet. Run `a11y-audit scan` in the audited folder."), row: top,
        ellipsis: glyphs.ellipsis)
      return
    }
    let layout = FindingsListLayout(findings: state.findings)
    for row in 0..<height {
      let index = state.list.offset + row
      guard layout.lines.indices.contains(index) else { break }
      switch layout.lines[index] {
      case .header(let severity, let counts):
        frame.write(
          StyledLine("\(severity.label): \(counts.findingsAndOpen)", .header), row: top + row,
          ellipsis: glyphs.ellipsis)
      case .finding(let finding):
        let selected = finding == state.list.selected
        frame.write(line(for: state.findings[finding], selected: selected), row: top + row, ellipsis: glyphs.ellipsis)
        if selected { frame.cursor = Position(row: top + row, column: 0) }
      }
    }
  }

  /// `> [CRIT] open           Views/Common/LoadingOverlay.swift:61  repeatForever rotation ignores Reduce Motion`.
  static func line(for record: FindingRecord, selected: Bool) -> StyledLine {
    let base: Role = selected ? .selected : (record.presence == .absent ? .dim : .normal)
    let badgeRole: Role = base == .normal ? .severity(record.finding.severity) : base
    var message = record.finding.message
    if let tag = record.presenceTag { message = tag + " " + message }
    return StyledLine(
      [
        Span(selected ? "> " : "  ", base),
        Span(record.finding.severity.badge.padded(to: 6), badgeRole),
        Span(" " + record.status.title.padded(to: statusWidth), base),
        Span(record.location + "  " + message, base),
      ], fill: base)
  }
}
