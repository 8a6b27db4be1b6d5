extension AppState {
  /// The help as laid out at the current size.
  func helpLayout(_ help: HelpState) -> HelpLayout {
    HelpLayout(help, size: size, boxed: !prefs.linear)
  }

  /// Keys while the help is open: scroll, filter with `/`, clear the filter or close with Esc.
  mutating func handleHelp(_ action: Action) -> [Effect] {
    guard case .help(var help) = overlay else { return [] }
    let layout = helpLayout(help)
    let height = layout.visibleRows
    switch action {
    case .closeHelp:
      overlay = nil
      return []
    case .back:
      guard !help.filter.isEmpty else {
        overlay = nil
        return []
      }
      help.filter = ""
      help.offset = 0
      message = .info("Key filter cleared: every key is listed")
    case .search:
      input = InputLine(purpose: .helpFilter, text: help.filter)
    case .moveDown, .pageDown, .halfPageDown:
      let step = action == .moveDown ? 1 : action == .pageDown ? max(1, height - 1) : max(1, height / 2)
      let target = layout.clamp(help.offset + step)
      if target == help.offset { message = .info("Already at the end of the help") }
      help.offset = target
    case .moveUp, .pageUp, .halfPageUp:
      let step = action == .moveUp ? 1 : action == .pageUp ? max(1, height - 1) : max(1, height / 2)
      if help.offset == 0 { message = .info("Already at the top of the help") }
      help.offset = layout.clamp(help.offset - step)
    case .top:
      help.offset = 0
    case .bottom:
      help.offset = layout.clamp(Int.max / 2)
    default:
      break
    }
    overlay = .help(help)
    return []
  }

  /// Narrows the help to `text` as it is typed.
  mutating func filterHelp(_ text: String) {
    guard case .help(var help) = overlay else { return }
    help.filter = text
    help.offset = 0
    overlay = .help(help)
  }
}
