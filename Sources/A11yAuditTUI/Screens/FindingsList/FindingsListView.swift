import A11yAuditKit

/// Draws the findings list: severity headers with counts, one row per finding, the selection reversed and marked `>`.
enum FindingsListView {
  /// Columns of the status column: the longest status title and a space.
  static let statusWidth = (FixStatus.allCases.map { DisplayWidth.of($0.title) }.max() ?? 0) + 1

  static func draw(_ state: AppState, into frame: inout Frame, glyphs: Glyphs) {
    let top = ScreenLayout.bodyTop
    let height = ScreenLayout.bodyHeight(state.size)
    frame.cursor = Position(row: top, column: 0)
    guard !state.visibleFindings.isEmpty else {
      let text =
        state.findings.isEmpty
        ? "No findings in the store yet. Run `a11y-audit scan` in the audited folder."
        : "No finding matches the filter (\(state.filter.summary)); 0 or Esc clears it."
      frame.write(StyledLine(text), row: top, ellipsis: glyphs.ellipsis)
      return
    }
    let layout = state.cache.layout
    for row in 0..<height {
      let index = state.list.offset + row
      guard layout.lines.indices.contains(index) else { break }
      switch layout.lines[index] {
      case .header(let group, let counts):
        frame.write(
          StyledLine("\(group): \(counts.findingsAndOpen)", .header), row: top + row,
          ellipsis: glyphs.ellipsis)
      case .finding(let finding):
        let selected = finding == state.list.selected
        frame.write(
          line(for: state.visibleFindings[finding], selected: selected, linear: state.prefs.linear), row: top + row,
          ellipsis: glyphs.ellipsis)
        if selected { frame.cursor = Position(row: top + row, column: 0) }
      }
    }
  }

  /// The row without the selection mark: badge, status, place and rule title; in the linear layout one sentence.
  static func spans(for record: FindingRecord, linear: Bool = false) -> [Span] {
    let base: Role = record.presence == .absent ? .dim : .normal
    if linear { return [Span(record.sentence, base)] }
    let badgeRole: Role = base == .normal ? .severity(record.finding.severity) : base
    var title = record.listTitle
    if let tag = record.presenceTag { title = tag + " " + title }
    return [
      Span(record.finding.severity.badge.padded(to: 6), badgeRole),
      Span(" " + record.status.title.padded(to: statusWidth), base),
      Span(record.location + "  " + title, base),
    ]
  }

  /// `> [CRIT] open           Views/Common/LoadingOverlay.swift:61  Respect Reduce Motion in withAnimation`, or in
  /// the linear layout `> CRIT open LoadingOverlay.swift:61 Respect Reduce Motion in withAnimation`.
  static func line(for record: FindingRecord, selected: Bool, linear: Bool = false) -> StyledLine {
    let base: Role = selected ? .selected : (record.presence == .absent ? .dim : .normal)
    let mark = selected ? "> " : (linear ? "" : "  ")
    let spans = spans(for: record, linear: linear).map { span in
      Span(span.text, selected || span.role == .dim ? base : span.role)
    }
    return StyledLine([Span(mark, base)] + spans, fill: base)
  }
}
