import Foundation
import Testing

/// Runs the real binary in tmux at 80×24, the way a person would: open the demo, move, toggle, quit.
@Suite(.serialized) struct TUIEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()

  static var skipReason: String {
    if tmux == nil { return "tmux is not installed; skipping the terminal end-to-end test" }
    if binary == nil { return "no built a11y-audit next to the tests or in .build/debug; run `swift build` first" }
    return ""
  }

  @Test(.tmuxAndBinary)
  func demoMoveDownTwiceMarkOneFindingAndQuitSavesExactlyThatChange() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else {
      print("skipped: \(Self.skipReason)")
      return
    }
    let demo = try DemoSession.start(tmux: tmux, binary: binary)
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)

    let dashboard = session.waitFor { $0.contains("Dashboard") && $0.contains("q quit") }
    try #require(dashboard.matched, "the dashboard never showed:\n\(dashboard.pane)")
    session.send("3")
    let opened = session.waitFor { $0.contains("[CRIT]") && $0.contains("q quit") }
    try #require(opened.matched, "the findings list never showed:\n\(opened.pane)")

    let onSelection = session.waitForCursorOnSelection()
    #expect(
      onSelection.matched,
      "the cursor (\(String(describing: onSelection.cursor))) is not at column 0 of the selected row:\n\(onSelection.pane)"
    )

    session.send("j", "j", "Space")
    let marked = session.waitFor { $0.contains("Marked ") }
    #expect(marked.matched, "no confirmation in the status line:\n\(marked.pane)")
    let followed = session.waitForCursorOnSelection()
    #expect(followed.matched, "the cursor did not follow the selection:\n\(followed.pane)")

    session.send("q")
    let exited = session.waitFor { $0.contains("EXITED:") }
    try #require(exited.matched, "the TUI did not exit:\n\(exited.pane)")
    #expect(exited.pane.contains("EXITED:0"), "exit status was not 0:\n\(exited.pane)")
    #expect(!exited.pane.contains("q quit"), "the TUI is still on screen:\n\(exited.pane)")
    #expect(session.display("#{alternate_on}") == "0", "the alternate screen was not left")

    let storeURL = app.appendingPathComponent(".a11y-audit/store.json")
    let data = try Data(contentsOf: storeURL)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    let changed = findings.filter { ($0["status"] as? String) != "open" }
    #expect(changed.count == 1, "expected exactly one finding not open, found \(changed.count)")
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where tmux is installed and the a11y-audit binary is built, and says which is missing otherwise.
  static var tmuxAndBinary: Self {
    .enabled(
      if: TUIEndToEndTests.tmux != nil && TUIEndToEndTests.binary != nil,
      Comment(rawValue: TUIEndToEndTests.skipReason))
  }
}
