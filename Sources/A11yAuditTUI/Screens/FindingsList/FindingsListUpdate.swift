extension AppState {
  /// Keys on the findings list.
  mutating func handleFindingsList(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    guard !findings.isEmpty else {
      message = .info("Nothing selected: the store has no findings")
      return []
    }
    let height = ScreenLayout.bodyHeight(size)
    switch action {
    case .moveDown: moveSelection(by: 1, scroll: false)
    case .moveUp: moveSelection(by: -1, scroll: false)
    case .pageDown: moveSelection(by: max(1, height - 1), scroll: true)
    case .pageUp: moveSelection(by: -max(1, height - 1), scroll: true)
    case .halfPageDown: moveSelection(by: max(1, height / 2), scroll: true)
    case .halfPageUp: moveSelection(by: -max(1, height / 2), scroll: true)
    case .top: moveSelection(to: 0)
    case .bottom: moveSelection(to: findings.count - 1)
    case .open:
      routes.append(.detail(findings[list.selected].id))
      detailOffset = 0
    case .cycleStatus:
      return cycleStatus(ofFinding: list.selected)
    default:
      break
    }
    return []
  }

  /// Moves the selection by `step` findings; paging also scrolls the view by the same number of lines.
  private mutating func moveSelection(by step: Int, scroll: Bool) {
    let target = max(0, min(findings.count - 1, list.selected + step))
    if target == list.selected {
      let edge = step > 0 ? "last" : "first"
      message = .info("Already at the \(edge) finding (\(list.selected + 1) of \(findings.count))")
      return
    }
    if scroll { list.offset += step }
    moveSelection(to: target)
  }

  private mutating func moveSelection(to index: Int) {
    list.selected = index
    let layout = FindingsListLayout(findings: findings)
    list.offset = layout.offset(keeping: index, visible: ScreenLayout.bodyHeight(size), from: list.offset)
  }
}
