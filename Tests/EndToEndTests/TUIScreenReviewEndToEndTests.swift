import Foundation
import Testing

/// Reviewing the sample's screens per area in tmux at 80×24: two screens, two areas each, read back from the
/// dashboard's area cards and from the store.
@Suite(.serialized) struct TUIScreenReviewEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()

  @Test(.tmuxAndBinary)
  func reviewTwoScreensForTwoAreasAndReadTheCountsBack() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let demo = try DemoSession.start(tmux: tmux, binary: binary)
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)

    try session.expect("the dashboard never showed", timeout: 60) {
      $0.contains("Dashboard") && $0.contains("RELEASE BLOCKER")
    }
    session.send("4")
    try session.expect("no screens") { $0.contains("Screens") && $0.contains("[not reviewed]") }
    session.send("Enter")
    try session.expect("review did not start") { $0.contains("Screen ") && $0.contains("for Reduce Motion") }
    session.send("r")
    try session.expect("r did not mark Reduce Motion") { $0.contains("reviewed for Reduce Motion, 1 of 19") }
    session.send("c")
    try session.expect("c did not choose Dynamic Type") { $0.contains("Area in focus: Dynamic Type") }
    session.send("r")
    try session.expect("r did not mark Dynamic Type") { $0.contains("reviewed for Dynamic Type, 1 of 19") }
    session.send("]")
    try session.expect("] did not go on") { $0.contains("[in review] for Dynamic Type") }
    session.send("r")
    try session.expect("r did not mark the second screen") { $0.contains("reviewed for Dynamic Type, 2 of 19") }
    session.send("c")
    try session.expect("c did not choose VoiceOver") { $0.contains("Area in focus: VoiceOver") }
    session.send("r")
    try session.expect("r did not mark VoiceOver") { $0.contains("reviewed for VoiceOver, 1 of 19") }
    session.send("Escape")
    session.send("1")
    try session.expect("the cards did not count per area") { pane in
      let lines = pane.components(separatedBy: "\n")
      func card(_ title: String) -> String? {
        guard let index = lines.firstIndex(where: { $0.contains(title) }), index + 2 < lines.count else { return nil }
        return lines[index + 2]
      }
      return card("Reduce Motion")?.contains("screens reviewed 1/19") == true
        && card("Dynamic Type")?.contains("screens reviewed 2/19") == true
        && card("VoiceOver")?.contains("screens reviewed 1/19") == true
        && card("Touch targets")?.contains("screens reviewed 0/19") == true
    }
    session.send("q")
    try session.expect("the TUI did not exit") { $0.contains("EXITED:") }

    let data = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let screens = try #require(json["screens"] as? [[String: Any]])
    func reviewed(_ area: String) -> Int {
      screens.count { screen in
        ((screen["reviews"] as? [[String: Any]]) ?? []).contains {
          ($0["area"] as? String) == area && ($0["state"] as? String) == "reviewed"
        }
      }
    }
    #expect(reviewed("reduce-motion") == 1)
    #expect(reviewed("dynamic-type") == 2)
    #expect(reviewed("voiceover") == 1)
    #expect(reviewed("touch-target") == 0)
    #expect(screens.allSatisfy { ($0["review"] as? String) == "not-reviewed" })
  }
}
