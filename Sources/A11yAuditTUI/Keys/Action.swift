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
  case nextTab
  case previousTab
  case goDashboard
  case goAudits
  case goFindings
  case goScreens
  case goChecklists
  case goConformance
  case goLabels
  case filterCritical
  case filterHigh
  case filterMedium
  case filterLow
  case clearFilters
  case cycleStatusFilter
  case cycleCategory
  case cycleSort
  case search
  case nextMatch
  case previousMatch
  case setOpen
  case setInProgress
  case setFixed
  case setWontFix
  case setFalsePositive
  case addNote
  case openEditor
  case applyFix
  case confirm
  case cancel
  case submit
  case deleteBackward
  case markReviewed
  case markInReview
  case cycleReview
  case nextScreen
  case previousScreen
  case toggleOtherAreas
  case toggleTick
  case openChecklists
  case cycleConformance
  /// Labels screen: the reviewer's conclusion about the selected feature (none, supported, not supported).
  case cycleClaim
  /// Labels screen: the device the labels are for.
  case cycleDevice
  /// Findings list: mark or unmark the selected finding for a bulk change.
  case toggleMark
  /// Findings list: mark every finding the filter shows (again: unmark them).
  case markAll
  /// Findings list: show only the selected finding's rule (again: every rule).
  case filterRule
  /// Detail: suppress the finding's rule on its line, in its file or in the project.
  case suppress
  case undo
  case rescan
}
