extension AppState {
  private var bodyHeight: Int { PageLayout.bodyHeight(size) }

  /// Moves a list's selection; says why when nothing moved. Returns false when `action` is not a move.
  mutating func move(
    _ position: WritableKeyPath<AppState, ListPosition>, _ action: Action, _ layout: ListLayout, noun: String
  ) -> Bool {
    switch action {
    case .moveDown, .moveUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom:
      let (moved, why) = ListNavigation.move(
        self[keyPath: position], action, in: layout, height: bodyHeight, noun: noun)
      self[keyPath: position] = moved
      if let why { message = .info(why) }
      return true
    default:
      return false
    }
  }
}
