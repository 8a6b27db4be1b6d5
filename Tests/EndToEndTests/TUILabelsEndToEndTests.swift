import Foundation
import Testing

/// A reviewer's conclusion about an Accessibility Nutrition Label, recorded on the labels screen in tmux at 80×24 and
/// read back from the store and from `a11y-audit labels --format json`.
@Suite(.serialized) struct TUILabelsEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()

  @Test(.tmuxAndBinary)
  func aConfirmationRecordedOnTheLabelsScreenIsInTheStoreAndTheJSON() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let demo = try DemoSession.start(tmux: tmux, binary: binary, environment: "A11Y_AUDIT_USER='Ana Ruiz' ")
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)

    try session.expect("the dashboard never showed", timeout: 60) {
      $0.contains("Dashboard") && $0.contains("RELEASE BLOCKER")
    }
    session.send("7")
    try session.expect("no labels screen") {
      $0.contains("Accessibility Nutrition Labels on iPhone") && $0.contains("> VoiceOver")
        && $0.contains("[Blocked]")
    }
    session.send("j", "j", "j")
    try session.expect("Dark Interface not selected") {
      $0.contains("> Dark Interface") && $0.contains("Dark Interface: Blocked")
    }
    session.send("Space")
    try session.expect("Space did not record the conclusion") {
      $0.contains("Ana Ruiz found Dark Interface supported on iPhone")
    }
    session.send("n")
    try session.expect("n did not ask for a note") { $0.contains("What you checked and found:") }
    session.type("Every screen in Dark Mode, no white flashes")
    session.send("Enter")
    try session.expect("the note was not shown") {
      $0.contains("Confirmed by Ana Ruiz on") && $0.contains("Every screen in Dark Mode, no white flashes")
    }
    session.send("q")
    try session.expect("the TUI did not exit") { $0.contains("EXITED:") }

    let data = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let declarations = try #require(json["featureDeclarations"] as? [[String: Any]])
    #expect(declarations.count == 1)
    #expect(declarations.first?["feature"] as? String == "dark-interface")
    #expect(declarations.first?["device"] as? String == "iphone")
    #expect(declarations.first?["claim"] as? String == "supported")
    #expect(declarations.first?["by"] as? String == "Ana Ruiz")
    #expect(declarations.first?["note"] as? String == "Every screen in Dark Mode, no white flashes")

    let listed = try CLIRunner.run(["labels", "--format", "json", "--read-only", "--quiet"], in: app)
    #expect(listed.status == 0, "\(listed.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: listed.stdoutData) as? [String: Any])
    let dark = try #require((object["features"] as? [[String: Any]])?.first { $0["id"] as? String == "dark-interface" })
    let declaration = try #require(dark["declaration"] as? [String: Any])
    #expect(declaration["by"] as? String == "Ana Ruiz")
    #expect(declaration["note"] as? String == "Every screen in Dark Mode, no white flashes")
    #expect(dark["verdict"] as? String == "blocked", "the setup guide's background stays white")
  }
}
