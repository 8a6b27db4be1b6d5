import Foundation
import Testing

/// Reviewing the sample's screens per area in tmux at 80×24: two screens, two areas each, read back from the
/// dashboard's area cards and from the store; then `]` past the screens into the Not on any screen group. The sample
/// has 17 screens, and unplaced views (`AccountView`, `JournalEntryView`): 18 items to review.
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
    try session.expect("r did not mark Reduce Motion") { $0.contains("reviewed for Reduce Motion, 1 of 18") }
    session.send("c")
    try session.expect("c did not choose Dynamic Type") { $0.contains("Area in focus: Dynamic Type") }
    session.send("r")
    try session.expect("r did not mark Dynamic Type") { $0.contains("reviewed for Dynamic Type, 1 of 18") }
    session.send("]")
    try session.expect("] did not go on") { $0.contains("[in review] for Dynamic Type") }
    session.send("r")
    try session.expect("r did not mark the second screen") { $0.contains("reviewed for Dynamic Type, 2 of 18") }
    session.send("c")
    try session.expect("c did not choose VoiceOver") { $0.contains("Area in focus: VoiceOver") }
    session.send("r")
    try session.expect("r did not mark VoiceOver") { $0.contains("reviewed for VoiceOver, 1 of 18") }
    session.send("Escape")
    session.send("1")
    try session.expect("the cards did not count per area") { pane in
      let lines = pane.components(separatedBy: "\n")
      func card(_ title: String) -> String? {
        guard let index = lines.firstIndex(where: { $0.contains(title) }), index + 2 < lines.count else { return nil }
        return lines[index + 2]
      }
      return card("Reduce Motion")?.contains("screens reviewed 1/18") == true
        && card("Dynamic Type")?.contains("screens reviewed 2/18") == true
        && card("VoiceOver")?.contains("screens reviewed 1/18") == true
        && card("Touch targets")?.contains("screens reviewed 0/18") == true
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

  @Test(.tmuxAndBinary)
  func bracketWalksPastTheScreensIntoNotOnAnyScreenAndShowsItsFindings() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let demo = try DemoSession.start(tmux: tmux, binary: binary)
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)

    try session.expect("the dashboard never showed", timeout: 60) {
      $0.contains("Dashboard") && $0.contains("RELEASE BLOCKER")
    }
    session.send("4", "G")
    try session.expect("the group is not listed after the screens") { pane in
      pane.contains("Not on any screen: 0 of 1 reviewed") && pane.contains("> [not reviewed] Not on any screen")
        && !pane.contains("AccountView")
    }
    session.send("g", "Enter")
    try session.expect("review did not start") { $0.contains("Screen ") && $0.contains("for Reduce Motion") }
    for _ in 0..<20 { session.send("]") }
    try session.expect("] never reached the group") { pane in
      pane.contains("Screen 18 of 18: Not on any screen")
        && pane.contains("Views: CardPadding, JournalEntryView, AccountView")
        && pane.contains("Reduce Motion findings: 0, 0 open (20 in all areas)")
        && pane.contains("+ 20 findings in other areas, folded (a or Enter shows them)")
        && pane.contains("a other areas")
    }
    session.send("a")
    try session.expect("a did not show the other areas' findings") { pane in
      let lines = pane.components(separatedBy: "\n")
      guard let fold = lines.firstIndex(where: { $0.contains("- 20 findings in other areas, shown") }) else {
        return false
      }
      return fold + 1 < lines.count && lines[fold + 1].contains("[") && lines[fold + 1].contains("open ")
    }
    session.send("j")
    let onSelection = session.waitForCursorOnSelection()
    #expect(onSelection.matched, "cursor is not on the selected row:\n\(onSelection.pane)")
    session.send("r")
    try session.expect("r did not mark the group") {
      $0.contains("Marked Not on any screen reviewed for Reduce Motion, 1 of 18 screens reviewed")
    }
    session.send("q", "q")
    try session.expect("the TUI did not exit") { $0.contains("EXITED:") }

    let data = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let screens = try #require(json["screens"] as? [[String: Any]])
    let group = try #require(screens.first { ($0["screen"] as? [String: Any])?["file"] as? String == "" })
    #expect((group["screen"] as? [String: Any])?["name"] as? String == "Not on any screen")
    #expect(
      ((group["reviews"] as? [[String: Any]]) ?? []).contains {
        ($0["area"] as? String) == "reduce-motion" && ($0["state"] as? String) == "reviewed"
      })
  }
}
