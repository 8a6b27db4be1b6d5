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
    layout.text([])
    for row in summary.rows {
      let kind: String
      switch row.source {
      case .category: kind = "area"
      case .auditFile(let path): kind = path
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
