import A11yAuditKit

extension AppState {
  /// Keys while reviewing one screen: its findings, the next or previous screen in graph order, the area in focus and
  /// the screen's review state for it.
  mutating func handleReview(_ action: Action) -> [Effect] {
    guard case .review(let id) = route else { return [] }
    let layout = ReviewLayout.make(self, screen: id)
    if move(\.reviewList, action, layout, noun: "finding of this screen") { return [] }
    let items = ReviewLayout.items(self, screen: id)
    let selected = items.indices.contains(reviewList.selected) ? items[reviewList.selected] : nil
    switch action {
    case .back:
      routes.removeLast()
      if let position = AppScreensLayout.listOrder(self).firstIndex(of: id) { screensList.selected = position }
      fitToSize()
    case .nextScreen, .previousScreen:
      let order = AppScreensLayout.order(self)
      guard let position = order.firstIndex(of: id) else { return [] }
      let target = position + (action == .nextScreen ? 1 : -1)
      guard order.indices.contains(target) else {
        message = .info(
          "Already at the \(action == .nextScreen ? "last" : "first") screen (\(position + 1) of \(order.count))")
        return []
      }
      let next = order[target]
      routes[routes.count - 1] = .review(next)
      screensList.selected = AppScreensLayout.listOrder(self).firstIndex(of: next) ?? target
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
    case .toggleOtherAreas:
      toggleOtherAreas(items)
    case .open:
      switch selected {
      case .finding(let record):
        routes.append(.detail(record.id))
        detailOffset = 0
        source = nil
        return sourceEffects()
      case .otherAreas:
        toggleOtherAreas(items)
      case nil:
        message = .info("Nothing selected: this screen has no findings")
      }
    case .cycleStatus:
      switch selected {
      case .finding(let record):
        return setStatus(record.status.next, of: record.id)
      case .otherAreas:
        message = .info("Not a finding: Space changes a finding's status; Enter shows the other areas' findings")
      case nil:
        message = .info("Nothing selected: this screen has no findings")
      }
    default:
      break
    }
    return []
  }

  /// Shows or folds the findings of the areas not in focus, keeping the cursor on the line they fold under when
  /// they are folded away from under it.
  private mutating func toggleOtherAreas(_ items: [ReviewItem]) {
    guard let fold = items.firstIndex(where: { if case .otherAreas = $0 { true } else { false } }),
      case .otherAreas(let count) = items[fold]
    else {
      message = .info("Nothing to fold: this screen has no findings of other areas than \(reviewArea.title)")
      return
    }
    reviewShowsOtherAreas.toggle()
    if !reviewShowsOtherAreas { reviewList.selected = min(reviewList.selected, fold) }
    let noun = count == 1 ? "finding" : "findings"
    message = .info(
      reviewShowsOtherAreas
        ? "Showing \(count) \(noun) of other areas than \(reviewArea.title), after its own"
        : "Folded \(count) \(noun) of other areas than \(reviewArea.title)")
    fitToSize()
  }
}
