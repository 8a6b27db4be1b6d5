/// The way to a screen in the navigation graph: from what shows the app's root (the `App`) down to the screen,
/// following each screen's first presenter.
public enum ScreenPath {
  /// Names from the root to `screen` (`BreatheApp`, `RootView`, `HomeView`); just the screen's name when nothing
  /// presents it. Stops at a cycle.
  public static func names(to screen: Screen, in screens: [Screen]) -> [String] {
    let byName = Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var path = [screen.name]
    var current = screen
    while let presenter = current.presentedBy?.first, !path.contains(presenter) {
      path.insert(presenter, at: 0)
      guard let next = byName[presenter] else { break }
      current = next
    }
    return path
  }
}
