import Foundation
import Testing

/// The whole triage as a person does it in tmux at 80×24: every screen, filter, search, statuses, a note, a
/// review, checklist ticks, undo, rescan, resize, quit; then the store and the Markdown file on disk.
@Suite(.serialized) struct TUIWalkthroughEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()
  static let auditFile = "Docs/reduce-motion-audit.md"

  @Test(.tmuxAndBinary)
  func walkEveryScreenChangeThingsUndoRescanResizeAndQuit() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let demo = try DemoSession.start(tmux: tmux, binary: binary, environment: "EDITOR=true ")
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)

    try session.expect("the dashboard never showed", timeout: 60) {
      $0.contains("Dashboard") && $0.contains("RELEASE BLOCKER")
    }
    let auditURL = app.appendingPathComponent(Self.auditFile)
    let original = try String(contentsOf: auditURL, encoding: .utf8).components(separatedBy: "\n")
    session.send("Tab")
    try session.expect("no audit files screen") { $0.contains("Audit files") && $0.contains(Self.auditFile) }
    session.send("Enter")
    try session.expect("Enter did not open the audit's findings") { $0.contains("findings of \(Self.auditFile)") }
    session.send("/")
    session.type("BreathingCircle")
    session.send("Enter")
    try session.expect("search found nothing") { $0.contains("match \"BreathingCircle\"") }
    session.send("x")
    try session.expect("x did not mark fixed") { $0.contains("Marked fixed: BreathingCircle.swift") }
    session.send("Enter")
    try session.expect("detail did not open") { $0.contains("Rule id:") }
    session.send("n")
    session.type("Checked with design")
    session.send("Enter")
    try session.expect("note not confirmed") { $0.contains("Note added: \"Checked with design\"") }
    session.send("Escape")
    try session.expect("not back on the list") { $0.contains("Findings (filtered)") }
    session.send("Escape")
    try session.expect("filter not cleared") { $0.contains("Filter cleared") }
    session.send("Escape")
    try session.expect("not back on the audit files") { $0.contains("Audit files") }

    session.send("4")
    try session.expect("no screens") { $0.contains("Screens") && $0.contains("[not reviewed]") }
    session.send("Enter")
    // The list starts with the first folder's screen; the review numbers screens in navigation-graph order.
    try session.expect("review did not start") { $0.contains("Screen 10 of 18: ProfileView") }
    session.send("r")
    try session.expect("r did not mark reviewed") { $0.contains("reviewed for Reduce Motion, 1 of") }
    session.send("]")
    try session.expect("] did not go to the next screen") { $0.contains("Screen 11 of 18: LibraryView") }
    session.send("Escape")

    session.send("5")
    try session.expect("no checklists") { $0.contains("Checklists") && $0.contains("[ ]") }
    session.send("j", "j", "Space")
    try session.expect("no tick") { $0.contains("Ticked: All CRITICAL") }
    session.send("j", "Space")
    try session.expect("no second tick") { $0.contains("Ticked: All HIGH") }
    session.send("u")
    try session.expect("undo did not untick") { $0.contains("Unticked: All HIGH") }

    session.send("R")
    try session.expect("no rescan", timeout: 60) { $0.contains("Rescanned:") }
    session.resize(width: 50, height: 12)
    try session.expect("no too-small notice") { $0.contains("Terminal too small (50") }
    session.resize(width: 80, height: 24)
    try session.expect("screen not back after resize") { $0.contains("Checklists") && $0.contains("u undo") }
    let onSelection = session.waitForCursorOnSelection()
    #expect(onSelection.matched, "cursor is not on the selected row:\n\(onSelection.pane)")

    session.send("q")
    try session.expect("the TUI did not exit") { $0.contains("EXITED:") }
    #expect(session.capture().contains("EXITED:0"))
    #expect(session.display("#{alternate_on}") == "0", "the alternate screen was not left")

    let data = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    let byUser = findings.filter { finding in
      ((finding["history"] as? [[String: Any]]) ?? []).contains { ($0["by"] as? String) == "user" }
    }
    #expect(byUser.count == 1, "expected one finding changed by the user, found \(byUser.count)")
    let notes = findings.flatMap { ($0["notes"] as? [[String: Any]]) ?? [] }.compactMap { $0["text"] as? String }
    #expect(notes == ["Checked with design"])
    let screens = try #require(json["screens"] as? [[String: Any]])
    // The review screen reviews for the area in focus (Reduce Motion): the screens' own `review` stays as it was.
    func reduceMotionReview(_ screen: [String: Any]) -> String? {
      ((screen["reviews"] as? [[String: Any]]) ?? []).first { ($0["area"] as? String) == "reduce-motion" }?["state"]
        as? String
    }
    #expect(screens.count { reduceMotionReview($0) == "reviewed" } == 1)
    #expect(screens.count { reduceMotionReview($0) == "in-review" } >= 1)
    let ticks = try #require(json["checklistTicks"] as? [[String: Any]])
    #expect(ticks.count == 3)

    let written = try String(contentsOf: auditURL, encoding: .utf8).components(separatedBy: "\n")
    try #require(original.count == written.count, "the audit file changed length")
    let changed = zip(original, written).filter { $0 != $1 }
    #expect(changed.count == 1, "expected exactly one changed line, found \(changed.count)")
    #expect(changed.first?.1 == "- [x] All CRITICAL animations respect Reduce Motion (0/4)")
  }
}
