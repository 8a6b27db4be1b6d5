extension AppState {
  /// Keys on the detail screen.
  mutating func handleDetail(_ action: Action) -> [Effect] {
    guard case .detail(let id) = route, let index = index(ofFinding: id) else {
      routes = [.findings]
      return []
    }
    let height = ScreenLayout.bodyHeight(size)
    switch action {
    case .back:
      routes.removeLast()
      list.selected = index
      fitToSize()
    case .cycleStatus:
      return cycleStatus(ofFinding: index)
    case .moveDown: scrollDetail(by: 1)
    case .moveUp: scrollDetail(by: -1)
    case .pageDown: scrollDetail(by: max(1, height - 1))
    case .pageUp: scrollDetail(by: -max(1, height - 1))
    case .halfPageDown: scrollDetail(by: max(1, height / 2))
    case .halfPageUp: scrollDetail(by: -max(1, height / 2))
    case .top: detailOffset = 0
    case .bottom: detailOffset = clampDetailOffset(Int.max / 2)
    default: break
    }
    return []
  }

  private mutating func scrollDetail(by step: Int) {
    let target = clampDetailOffset(detailOffset + step)
    if target == detailOffset {
      message = .info(step > 0 ? "Already at the end of the finding" : "Already at the top of the finding")
    }
    detailOffset = target
  }

  /// `offset` kept within the detail screen's lines at the current size.
  func clampDetailOffset(_ offset: Int) -> Int {
    guard case .detail(let id) = route, let record = findings.first(where: { $0.id == id }) else { return 0 }
    let count = DetailLayout.lines(for: record, width: size.width, glyphs: Glyphs.forPrefs(prefs)).count
    return max(0, min(offset, count - ScreenLayout.bodyHeight(size)))
  }
}
