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
        Span(row.passed ? "[PASS] " : "[FAIL] ", row.passed ? .normal : .error),
        Span(row.title, .header),
        Span("  (\(kind))", .dim),
      ])
      layout.text([Span("    open " + openBars(row, glyphs: glyphs))])
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
        "\(row.passed ? "PASS" : "FAIL") \(row.title) (\(kind)): \(row.openCount) open, \(row.fixed) of \(row.total) fixed"
      )
    ])
    layout.text([Span("Open by severity: \(severities.joined(separator: ", ")).")])
    layout.text([
      Span(
        "Fixed \(ProgressBar.fraction(row.fixed, of: row.total)); checklist \(row.checklist.checked) of "
          + "\(row.checklist.total) ticked; screens reviewed \(row.screens.reviewed) of \(row.screens.total).")
    ])
  }

  /// `CRIT 2 ██  HIGH 1 █  MED 0  LOW 0`: counts in words, bars as decoration.
  static func openBars(_ row: DashboardRow, glyphs: Glyphs) -> String {
    [Severity.critical, .high, .medium, .low].map { severity in
      let count = row.open[severity] ?? 0
      let label = severity.badge.dropFirst().dropLast()
      let bar = String(repeating: glyphs.barFull, count: min(count, 6))
      return bar.isEmpty ? "\(label) \(count)" : "\(label) \(count) \(bar)"
    }.joined(separator: "  ")
  }
}
