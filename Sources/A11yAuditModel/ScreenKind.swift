/// What a view is in the app's navigation graph.
public enum ScreenKind: String, Codable, CaseIterable, Sendable {
  /// Presented by the app's scene, a navigation stack, link or destination, a sheet, cover or popover, a tab view or
  /// a state switch: reviewed on its own.
  case screen
  /// Only ever built inside other views' bodies: its findings are listed under each screen using it.
  case component
  /// Declared, but its use is not visible to the scanner: reviewed in the ``NotOnAnyScreen`` group, never dropped.
  case unplaced
}
