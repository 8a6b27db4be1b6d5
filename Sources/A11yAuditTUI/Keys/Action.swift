/// What a key asks for. ``KeyMap`` says which keys do it where.
enum Action: String, CaseIterable, Equatable, Sendable {
  case moveDown
  case moveUp
  case pageDown
  case pageUp
  case halfPageDown
  case halfPageUp
  case top
  case bottom
  case open
  case cycleStatus
  case back
  case help
  case closeHelp
  case redraw
  case quit
  case quitNow
}
