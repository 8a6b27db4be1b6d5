import A11yAuditKit

/// Work the runtime does for ``update(_:_:)``, which itself never touches files or the terminal.
enum Effect: Equatable, Sendable {
  /// Save a finding's new status to the store now.
  case setStatus(id: String, status: FixStatus)
  /// Repaint the whole terminal from scratch.
  case redraw
  /// Leave the TUI and restore the terminal.
  case quit
}
