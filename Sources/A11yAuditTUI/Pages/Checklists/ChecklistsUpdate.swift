extension AppState {
  /// Keys on the checklists: Space ticks the selected item in its Markdown file.
  mutating func handleChecklists(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.checklistList, action, ChecklistsLayout.make(self), noun: "item") { return [] }
    guard action == .toggleTick else { return [] }
    guard let item = ChecklistsLayout.item(at: checklistList.selected, self) else {
      message = .info("No checklist items: the audit files have no `- [ ]` items")
      return []
    }
    undo.append(.checklist(item))
    return [.toggleChecklist(item)]
  }
}
