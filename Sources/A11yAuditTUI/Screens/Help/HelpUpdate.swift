extension AppState {
  /// Keys while the help overlay is open.
  mutating func handleHelp(_ action: Action) -> [Effect] {
    guard case .help(let scope, let offset) = overlay else { return [] }
    let layout = HelpLayout(scope: scope, size: size)
    switch action {
    case .closeHelp:
      overlay = nil
    case .moveDown:
      overlay = .help(scope: scope, offset: layout.clamp(offset + 1))
      if layout.clamp(offset + 1) == offset { message = .info("Already at the end of the help") }
    case .moveUp:
      overlay = .help(scope: scope, offset: layout.clamp(offset - 1))
      if offset == 0 { message = .info("Already at the top of the help") }
    case .top:
      overlay = .help(scope: scope, offset: 0)
    case .bottom:
      overlay = .help(scope: scope, offset: layout.clamp(Int.max / 2))
    default:
      break
    }
    return []
  }
}
