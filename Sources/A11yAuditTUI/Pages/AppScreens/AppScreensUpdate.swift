import A11yAuditKit

extension AppState {
  /// Keys on the screens list: Enter reviews a screen, and its review state can be set.
  mutating func handleAppScreens(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.screensList, action, AppScreensLayout.make(self), noun: "screen") { return [] }
    let order = AppScreensLayout.listOrder(self)
    guard order.indices.contains(screensList.selected) else {
      message = .info("No screens: the scan found no SwiftUI views")
      return []
    }
    let id = order[screensList.selected]
    switch action {
    case .open:
      routes.append(.review(id))
      reviewList = ListPosition()
      fitToSize()
      guard let screen = screens.first(where: { $0.id == id }), screen.review(for: reviewArea) == .notReviewed
      else { return [] }
      let effects = setReview(.inReview, ofScreen: id, area: reviewArea)
      message = .info(
        "Reviewing \(screen.screen.name) for \(reviewArea.title): ] next screen, r marks it reviewed, c changes the area"
      )
      return effects
    case .markReviewed: return setReview(.reviewed, ofScreen: id)
    case .markInReview: return setReview(.inReview, ofScreen: id)
    case .cycleReview:
      guard let screen = screens.first(where: { $0.id == id }) else { return [] }
      let all = ReviewState.allCases
      let next = all[((all.firstIndex(of: screen.review) ?? 0) + 1) % all.count]
      return setReview(next, ofScreen: id)
    default:
      return []
    }
  }
}
