import A11yAuditKit

/// Every checklist item grouped by file and section, with progress.
enum ChecklistsLayout {
  static func make(_ state: AppState) -> ListLayout {
    let glyphs = Glyphs.forPrefs(state.prefs)
    let items = state.audits.checklistItems
    var layout = ListLayout()
    for row in state.cache.checklistRows {
      switch row {
      case .file(let file, let checked, let total) where state.prefs.linear:
        layout.header("\(file): \(ProgressBar.fraction(checked, of: total)) done")
      case .section(let section, let checked, let total) where state.prefs.linear:
        layout.text([Span("\(section.isEmpty ? "(no section)" : section): \(checked) of \(total) done", .dim)])
      case .item(let index) where state.prefs.linear:
        let item = items[index]
        layout.item([Span(item.checked ? "ticked: " : "not ticked: "), Span(item.text)])
      case .file(let file, let checked, let total):
        layout.header(
          "\(file): \(ProgressBar.fraction(checked, of: total)) done \(ProgressBar.bar(checked, of: total, glyphs: glyphs))"
        )
      case .section(let section, let checked, let total):
        layout.text([Span("  \(section.isEmpty ? "(no section)" : section): \(checked) of \(total)", .dim)])
      case .item(let index):
        let item = items[index]
        layout.item([Span(item.checked ? "[x] " : "[ ] "), Span(item.text)])
      }
    }
    return layout
  }

  /// The item index the selection points at.
  static func item(at position: Int, _ state: AppState) -> ChecklistItem? {
    let items = state.audits.checklistItems
    var count = 0
    for row in state.cache.checklistRows {
      guard case .item(let index) = row else { continue }
      if count == position { return items[index] }
      count += 1
    }
    return nil
  }
}
