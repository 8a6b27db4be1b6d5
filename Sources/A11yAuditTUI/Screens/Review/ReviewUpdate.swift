extension AppState {
  /// Keys while reviewing one screen: its findings, the next or previous screen, its review state.
  mutating func handleReview(_ action: Action) -> [Effect] {
    guard case .review(let id) = route else { return [] }
    let layout = ReviewLayout.make(self, screen: id)
    if move(\.reviewList, action, layout, noun: "finding of this screen") { return [] }
    let findings = ReviewLayout.findings(self, screen: id)
    switch action {
    case .back:
      routes.removeLast()
      if let position = ScreensLayout.order(self).firstIndex(of: id) { screensList.selected = position }
      fitToSize()
    case .nextScreen, .previousScreen:
      let order = ScreensLayout.order(self)
      guard let position = order.firstIndex(of: id) else { return [] }
      let target = position + (action == .nextScreen ? 1 : -1)
      guard order.indices.contains(target) else {
        message = .info(
          "Already at the \(action == .nextScreen ? "last" : "first") screen (\(position + 1) of \(order.count))")
        return []
      }
      routes[routes.count - 1] = .review(order[target])
      screensList.selected = target
      reviewList = ListPosition()
      fitToSize()
      let next = order[target]
      if let screen = screens.first(where: { $0.id == next }), screen.review == .notReviewed {
        return setReview(.inReview, ofScreen: next)
      }
    case .markReviewed: return setReview(.reviewed, ofScreen: id)
    case .markInReview: return setReview(.inReview, ofScreen: id)
    case .open:
      guard findings.indices.contains(reviewList.selected) else {
        message = .info("Nothing selected: this screen has no findings")
        return []
      }
      routes.append(.detail(findings[reviewList.selected].id))
      detailOffset = 0
      source = nil
      return sourceEffects()
    case .cycleStatus:
      guard findings.indices.contains(reviewList.selected) else {
        message = .info("Nothing selected: this screen has no findings")
        return []
      }
      let record = findings[reviewList.selected]
      return setStatus(record.status.next, of: record.id)
    default:
      break
    }
    return []
  }
}
