import Foundation
import Testing

/// Bulk triage in tmux at 80×24: every finding of one rule on one screen marked false positive with a reason in one
/// action, read back from the store, then taken back with one `u`.
@Suite(.serialized) struct TUIBulkTriageEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()

  /// The stored findings of `rule` in files ending with `file`: status and note texts, by id.
  private func stored(_ rule: String, in file: String, app: URL) throws -> [String: (String, [String])] {
    let data = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    var result: [String: (String, [String])] = [:]
    for record in json?["findings"] as? [[String: Any]] ?? [] {
      guard let finding = record["finding"] as? [String: Any], finding["rule"] as? String == rule,
        (finding["file"] as? String)?.hasSuffix(file) == true, let id = finding["id"] as? String
      else { continue }
      let notes = (record["notes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
      result[id] = (record["status"] as? String ?? "", notes)
    }
    return result
  }

  @Test(.tmuxAndBinary)
  func everyFindingOfARuleOnOneScreenIsMarkedFalsePositiveWithAReasonAndUndoneAtOnce() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let demo = try DemoSession.start(tmux: tmux, binary: binary, environment: "A11Y_AUDIT_USER='Ana Ruiz' ")
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)
    try session.expect("the dashboard never showed", timeout: 60) { $0.contains("Dashboard") }
    let rule = "heading-missing-trait"
    let before = try stored(rule, in: "Home/HomeView.swift", app: app)
    try #require(before.count == 2 && before.values.allSatisfy { $0.0 == "open" })
    let elsewhere = try stored(rule, in: ".swift", app: app).count
    #expect(elsewhere > 2)

    session.send("3")
    try session.expect("no findings list") { $0.contains("Findings") && $0.contains("> [") }
    session.send("/")
    session.type(rule)
    session.send("Enter")
    session.send("r")
    try session.expect("r did not filter by the rule") { $0.contains("rule \(rule)") }
    session.send("/")
    session.type("HomeView")
    session.send("Enter")
    session.send("M")
    try session.expect("M did not mark the two rows") { $0.contains("Marked the 2 findings shown") }
    session.send("z")
    try session.expect("z did not ask for the reason") { $0.contains("Why are the 2 findings false positive?") }
    session.type("Section titles read as headings by the list")
    session.send("Enter")
    try session.expect("the change was not saved") { $0.contains("Marked 2 findings false positive") }

    let marked = try stored(rule, in: "Home/HomeView.swift", app: app)
    #expect(marked.values.allSatisfy { $0.0 == "false-positive" })
    #expect(marked.values.allSatisfy { $0.1 == ["Section titles read as headings by the list"] })
    #expect(try stored(rule, in: ".swift", app: app).values.count { $0.0 == "false-positive" } == 2)

    session.send("u")
    try session.expect("u did not undo the bulk change") { $0.contains("Undone: 2 findings false positive") }
    let undone = try stored(rule, in: "Home/HomeView.swift", app: app)
    #expect(undone.values.allSatisfy { $0.0 == "open" && $0.1.isEmpty })
    session.send("q")
    try session.expect("the TUI did not exit") { $0.contains("EXITED:") }
  }
}
