/// A screen of the TUI. The state keeps a stack of them; the last one is shown.
enum Route: Equatable, Sendable {
  /// All findings, grouped by severity.
  case findings
  /// One finding in full, by finding id.
  case detail(String)
}

/// A layer drawn over the current screen that takes the keys while it is open.
enum Overlay: Equatable, Sendable {
  /// The key help for `scope`, scrolled down by `offset` lines.
  case help(scope: KeyScope, offset: Int)
}
