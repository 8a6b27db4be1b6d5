extension AppState {
  /// Keys while the terminal is below the minimum size: only quitting works; a resize brings the screen back.
  mutating func handleTooSmall(_ action: Action) -> [Effect] {
    action == .quit ? [.quit] : []
  }
}
