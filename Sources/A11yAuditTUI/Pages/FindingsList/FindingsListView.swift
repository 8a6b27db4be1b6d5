import A11yAuditKit

/// Draws the findings list: severity headers with counts, one row per finding, the selection reversed and marked `>`.
enum FindingsListView {
  static func draw(_ state: AppState, into frame: inout Frame, glyphs: Glyphs) {
    let top = PageLayout.bodyTop
    let height = PageLayout.bodyHeight(state.size)
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
    let columns = FindingRowColumns(
      statuses: shown(state, height: height).map(\.status), width: state.size.width - 2, ellipsis: glyphs.ellipsis)
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
        let record = state.visibleFindings[finding]
        frame.write(
          line(
            for: record, selected: selected, marked: state.marked.contains(record.id), linear: state.prefs.linear,
            columns: columns),
          row: top + row, ellipsis: glyphs.ellipsis)
        if selected { frame.cursor = Position(row: top + row, column: 0) }
      }
    }
  }

  /// The findings on the rows of the body, whose statuses size the status column.
  static func shown(_ state: AppState, height: Int) -> [FindingRecord] {
    let lines = state.cache.layout.lines
    let end = min(lines.count, state.list.offset + height)
    guard state.list.offset < end else { return [] }
    return lines[max(0, state.list.offset)..<end].compactMap { line in
      guard case .finding(let index) = line else { return nil }
      return state.visibleFindings[index]
    }
  }

  /// The row without the selection mark: badge, status, place and rule title laid out in `columns`; in the linear
  /// layout one sentence, with the whole path when it fits and the file name when it does not.
  static func spans(for record: FindingRecord, linear: Bool = false, columns: FindingRowColumns) -> [Span] {
    let base: Role = record.presence == .absent ? .dim : .normal
    if linear { return [Span(record.sentence(fitting: columns.width), base)] }
    let badgeRole: Role = base == .normal ? .severity(record.finding.severity) : base
    var title = record.listTitle
    if let tag = record.presenceTag { title = tag + " " + title }
    let place = columns.place(of: record, titleWidth: DisplayWidth.of(title))
    return [
      Span(record.finding.severity.badge.padded(to: FindingRowColumns.badgeWidth), badgeRole),
      Span(" " + record.status.title.padded(to: columns.statusWidth), base),
      Span(place + String(repeating: " ", count: FindingRowColumns.gap) + title, base),
    ]
  }

  /// `> [CRIT] open Views/Common/LoadingOverlay.swift:61  Respect Reduce Motion in withAnimation`, or in the linear
  /// layout `> CRIT open Views/Common/LoadingOverlay.swift:61 Respect Reduce Motion in withAnimation`. A row marked
  /// for a bulk change has `*` after the selection mark (`marked` in the linear layout).
  static func line(
    for record: FindingRecord, selected: Bool, marked: Bool = false, linear: Bool = false, columns: FindingRowColumns
  ) -> StyledLine {
    let base: Role = selected ? .selected : (record.presence == .absent ? .dim : .normal)
    let mark =
      linear
      ? (selected ? "> " : "") + (marked ? "marked, " : "") : (selected ? ">" : " ") + (marked ? "*" : " ")
    let spans = spans(for: record, linear: linear, columns: columns).map { span in
      Span(span.text, selected || span.role == .dim ? base : span.role)
    }
    return StyledLine([Span(mark, base)] + spans, fill: base)
  }
}
