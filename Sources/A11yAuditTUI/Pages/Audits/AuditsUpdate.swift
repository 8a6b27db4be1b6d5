extension AppState {
  /// Keys on the audit files: Enter opens a file's findings, and its checklist items can be opened.
  mutating func handleAudits(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.auditsList, action, AuditsLayout.make(self), noun: "audit file") { return [] }
    guard audits.documents.indices.contains(auditsList.selected) else {
      message = .info("No audit files: no Markdown audit was found under the folder")
      return []
    }
    let document = audits.documents[auditsList.selected]
    switch action {
    case .open:
      openFindings(FindingFilter(audit: document.path), what: document.path)
    case .openChecklists:
      guard
        let first = cache.checklistRows.lazy.compactMap({ row -> Int? in
          if case .item(let index) = row { index } else { nil }
        }).enumerated().first(where: { audits.checklistItems[$0.element].file == document.path })
      else {
        message = .info("\(document.path) has no checklist")
        return []
      }
      routes = [.checklists]
      checklistList = ListPosition(selected: first.offset, offset: checklistList.offset)
      fitToSize()
    default:
      break
    }
    return []
  }
}
