import A11yAuditKit

/// The audit files: one line per file with kind, counts and progress.
enum AuditsLayout {
  static func make(_ state: AppState) -> ListLayout {
    let glyphs = Glyphs.forPrefs(state.prefs)
    var layout = ListLayout()
    for document in state.audits.documents {
      let counts = document.findingCounts
      let severities = [Severity.critical, .high, .medium, .low].map {
        "\($0.badge.dropFirst().dropLast()) \(counts[$0] ?? 0)"
      }.joined(separator: " ")
      let progress = document.checklistProgress
      if state.prefs.linear {
        layout.item([Span("\(document.title), \(document.kind.rawValue), \(document.path)")])
        let words = [Severity.critical, .high, .medium, .low].map { "\(counts[$0] ?? 0) \($0.rawValue)" }
        layout.text([
          Span(
            "\(document.findings.count) findings (\(words.joined(separator: ", "))), \(document.screens.count) screens."
          )
        ])
        layout.text([Span("Checklist \(ProgressBar.fraction(progress.checked, of: progress.total)) ticked.")])
        continue
      }
      layout.item([
        Span("[\(document.kind.rawValue)] ", .dim),
        Span(document.title, .header),
      ])
      layout.text([Span("    \(document.path)", .dim)])
      layout.text([
        Span(
          "    \(document.findings.count) findings (\(severities)), \(document.screens.count) screens")
      ])
      layout.text([
        Span(
          "    checklist \(ProgressBar.fraction(progress.checked, of: progress.total)) "
            + ProgressBar.bar(progress.checked, of: progress.total, width: 8, glyphs: glyphs))
      ])
    }
    return layout
  }
}
