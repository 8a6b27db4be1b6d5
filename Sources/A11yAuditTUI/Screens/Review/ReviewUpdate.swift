import A11yAuditKit

extension AppState {
  /// Keys while reviewing one screen: its findings, the next or previous screen in graph order, the area in focus and
  /// the screen's review state for it.
  mutating func handleReview(_ action: Action) -> [Effect] {
    guard case .review(let id) = route else { return [] }
    let layout = ReviewLayout.make(self, screen: id)
    if move(\.reviewList, action, layout, noun: "finding of this screen") { return [] }
    let findings = ReviewLayout.findings(self, screen: id)
    switch action {
    case .back:
      routes.removeLast()
      if let position = ScreensLayout.listOrder(self).firstIndex(of: id) { screensList.selected = position }
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
      let next = order[target]
      routes[routes.count - 1] = .review(next)
      screensList.selected = ScreensLayout.listOrder(self).firstIndex(of: next) ?? target
      reviewList = ListPosition()
      fitToSize()
      if let screen = screens.first(where: { $0.id == next }), screen.review(for: reviewArea) == .notReviewed {
        return setReview(.inReview, ofScreen: next, area: reviewArea)
      }
    case .cycleCategory:
      let areas = Category.allCases
      reviewArea = areas[((areas.firstIndex(of: reviewArea) ?? 0) + 1) % areas.count]
      let state = screens.first { $0.id == id }?.review(for: reviewArea) ?? .notReviewed
      message = .info("Area in focus: \(reviewArea.title), this screen \(state.title) for it (r marks it reviewed)")
    case .markReviewed: return setReview(.reviewed, ofScreen: id, area: reviewArea)
    case .markInReview: return setReview(.inReview, ofScreen: id, area: reviewArea)
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
