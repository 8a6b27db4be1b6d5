import A11yAuditKit

/// The dashboard: a release-blocker line while a critical finding is open, then two lines per area or audit file.
enum DashboardLayout {
  static func make(_ state: AppState) -> ListLayout {
    let glyphs = Glyphs.forPrefs(state.prefs)
    let summary = state.cache.dashboard
    var layout = ListLayout()
    if summary.openCritical > 0 {
      let noun = summary.openCritical == 1 ? "finding is" : "findings are"
      layout.header("RELEASE BLOCKER: \(summary.openCritical) critical \(noun) open", .error)
    } else {
      layout.header("No critical finding open: nothing blocks the release")
    }
    if summary.acceptedRisks > 0 {
      let noun = summary.acceptedRisks == 1 ? "accepted risk" : "accepted risks"
      let first = summary.firstToEnd.map { ", the first ends \($0.until) (accepted by \($0.by))" } ?? ""
      layout.text([Span("\(summary.acceptedRisks) \(noun)\(first); a scan after that day reopens it")])
    }
    layout.text([])
    for row in summary.rows {
      let kind: String
      switch row.source {
      case .category: kind = "area"
      case .auditFile(let path): kind = path
      }
      if state.prefs.linear {
        linearRow(row, kind: kind, into: &layout)
        continue
      }
      layout.item([
        Span("[\(row.verdict.title)] ", row.verdict == .fail ? .error : .normal),
        Span(row.title, .header),
        Span("  (\(kind))", .dim),
      ])
      layout.text([Span("    open " + openBars(row, glyphs: glyphs, width: barWidth(state.size)))])
      layout.text([
        Span(
          "    fixed \(ProgressBar.fraction(row.fixed, of: row.total)) \(ProgressBar.bar(row.fixed, of: row.total, width: 8, glyphs: glyphs))"
            + "  checklist \(row.checklist.checked)/\(row.checklist.total)"
            + "  screens reviewed \(row.screens.reviewed)/\(row.screens.total)")
      ])
    }
    return layout
  }

  /// The linear layout's row: sentences, no bars. `FAIL Reduce Motion (area): 2 open, 1 of 4 fixed`, then the
  /// open findings by severity, then fix, checklist and review progress.
  private static func linearRow(_ row: DashboardRow, kind: String, into layout: inout ListLayout) {
    let severities = [Severity.critical, .high, .medium, .low].map { "\(row.open[$0] ?? 0) \($0.rawValue)" }
    layout.item([
      Span(
        "\(row.verdict.title) \(row.title) (\(kind)): \(row.openCount) open, \(row.fixed) of \(row.total) fixed"
      )
    ])
    layout.text([Span("Open by severity: \(severities.joined(separator: ", ")).")])
    layout.text([
      Span(
        "Fixed \(ProgressBar.fraction(row.fixed, of: row.total)); checklist \(row.checklist.checked) of "
          + "\(row.checklist.total) ticked; screens reviewed \(row.screens.reviewed) of \(row.screens.total).")
    ])
  }

  /// Cells of a row's longest severity bar: 6, or 12 where two panes fit.
  static func barWidth(_ size: Size) -> Int { size.width >= 100 ? 12 : 6 }

  /// `CRIT 0  HIGH 18 █  MED 90 ██████  LOW 12 █`: counts in words, bars as decoration, in proportion to the row's
  /// largest count (``barCells(_:width:)``).
  static func openBars(_ row: DashboardRow, glyphs: Glyphs, width: Int) -> String {
    let severities = [Severity.critical, .high, .medium, .low]
    let counts = severities.map { row.open[$0] ?? 0 }
    return zip(severities, zip(counts, barCells(counts, width: width))).map { severity, drawn in
      let (count, cells) = drawn
      let label = severity.badge.dropFirst().dropLast()
      return cells == 0 ? "\(label) \(count)" : "\(label) \(count) \(String(repeating: glyphs.barFull, count: cells))"
    }.joined(separator: "  ")
  }

  /// Cells of each count's bar: the largest count fills `width`, the others take their share of it rounded, and any
  /// count above zero at least one cell.
  static func barCells(_ counts: [Int], width: Int) -> [Int] {
    let largest = counts.max() ?? 0
    guard largest > 0 else { return counts.map { _ in 0 } }
    return counts.map { count in count <= 0 ? 0 : max(1, (count * width + largest / 2) / largest) }
  }
}
