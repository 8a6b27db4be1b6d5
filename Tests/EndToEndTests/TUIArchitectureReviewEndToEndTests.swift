import Foundation
import Testing

/// Reviewing, in tmux at 80×24, an app whose screens only a router helper and a coordinator reach: `]` walks the
/// screen pushed by `extension View { func withAppRouter() }`, the one a coordinator hands out, then the Not on any
/// screen group holding a view nothing uses.
@Suite(.serialized) struct TUIArchitectureReviewEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()

  /// The app: a tab whose stack pushes through a router helper, a coordinator, and a banner nothing uses; each of the
  /// last three views has an icon-only button (a VoiceOver finding).
  static let sources: [String: String] = [
    "Sources/App.swift": """
    import SwiftUI
    @main struct FeedApp: App {
      var body: some Scene { WindowGroup { FeedTab() } }
    }
    struct FeedTab: View {
      var body: some View { NavigationStack { FeedView().withAppRouter() } }
    }
    struct FeedView: View {
      var body: some View { List { NavigationLink("First post", value: Route.post) } }
    }
    """,
    "Sources/Router.swift": """
    import SwiftUI
    enum Route: Hashable { case post }
    extension View {
      func withAppRouter() -> some View {
        navigationDestination(for: Route.self) { route in
          switch route {
          case .post: PostDetailView()
          }
        }
      }
    }
    struct PostDetailView: View {
      var body: some View {
        Button {} label: { Image(systemName: "square.and.arrow.up") }
          .navigationTitle("Post")
      }
    }
    """,
    "Sources/SettingsCoordinator.swift": """
    import SwiftUI
    final class SettingsCoordinator {
      func makeView() -> AnyView { AnyView(SettingsScreen()) }
    }
    struct SettingsScreen: View {
      var body: some View { Button {} label: { Image(systemName: "gearshape") } }
    }
    """,
    "Sources/LegacyBanner.swift": """
    import SwiftUI
    struct LegacyBanner: View {
      var body: some View { Button {} label: { Image(systemName: "xmark") } }
    }
    """,
  ]

  @Test(.tmuxAndBinary)
  func aRouterScreenACoordinatorScreenThenTheGroup() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in Self.sources {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let command =
      "sh -c "
      + shellQuoted(
        "cd \(shellQuoted(folder.path)) && A11Y_AUDIT_CACHE_DIR=\(shellQuoted(folder.path))/cache "
          + "\(shellQuoted(binary.path)) tui .; echo EXITED:$?; sleep 30")
    let session = try TmuxSession.start(tmux: tmux, command: command, width: 80, height: 24)
    defer { session.kill() }

    try session.expect("the dashboard never showed", timeout: 60) { $0.contains("Dashboard") }
    session.send("4", "g", "Enter")
    try session.expect("review did not start") { $0.contains("Screen 1 of 5: FeedTab") }
    session.send("c", "c")
    try session.expect("c did not choose VoiceOver") { $0.contains("for VoiceOver") }
    session.send("]", "]")
    try session.expect("] did not reach the screen the router helper pushes") { pane in
      pane.contains("Screen 3 of 5: PostDetailView") && pane.contains("FeedApp → FeedTab → PostDetailView")
        && pane.contains("VoiceOver findings: 1, 1 open")
    }
    session.send("]")
    try session.expect("] did not reach the screen the coordinator hands out") { pane in
      pane.contains("Screen 4 of 5: SettingsScreen") && pane.contains("SettingsCoordinator → SettingsScreen")
        && pane.contains("VoiceOver findings: 1, 1 open")
    }
    session.send("]")
    try session.expect("] did not reach the Not on any screen group") { pane in
      pane.contains("Screen 5 of 5: Not on any screen") && pane.contains("Views: LegacyBanner")
        && pane.contains("VoiceOver findings: 1, 1 open")
    }
    session.send("q", "q")
    try session.expect("the TUI did not exit") { $0.contains("EXITED:") }
  }
}
