import Foundation
import Testing

/// The automatic fix of a heading finding, applied from the dashboard in tmux at 80×24: `F` on the finding shows the
/// heading fix's diff (`.accessibilityAddTraits(.isHeader)`), `y` writes it into the Swift file and rescans, and a
/// rescan from the command line no longer reports the finding; the store keeps it as verified.
@Suite(.serialized) struct TUIAutomaticFixEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()
  static let rule = "heading-missing-trait"
  static let file = "Sources/Onboarding/WelcomeView.swift"
  static let trait = ".accessibilityAddTraits(.isHeader)"

  @Test(.tmuxAndBinary)
  func fOnAHeadingFindingShowsTheHeaderTraitDiffAndYWritesItSoARescanNoLongerReportsIt() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else {
      print("skipped: \(TUIEndToEndTests.skipReason)")
      return
    }
    let demo = try DemoSession.start(tmux: tmux, binary: binary)
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)

    try session.expect("the dashboard never showed", timeout: 60) {
      $0.contains("Dashboard") && $0.contains("RELEASE BLOCKER")
    }
    let listed = try CLIRunner.run(["findings", "--rule", Self.rule, "--format", "json"], in: app)
    #expect(listed.status == 0, "\(listed.stderr)")
    let headings = findings(try jsonObject(listed))
    #expect(headings.count == 5, "the sample has five heading findings")
    let target = try #require(headings.first { $0["file"] as? String == Self.file })
    let id = try #require(target["id"] as? String)
    let line = try #require(target["line"] as? Int)
    let endLine = try #require(target["endLine"] as? Int)
    #expect(target["category"] as? String == "headings")
    #expect(target["status"] as? String == "open")
    let sourceURL = app.appendingPathComponent(Self.file)
    let original = try String(contentsOf: sourceURL, encoding: .utf8).components(separatedBy: "\n")
    #expect(!original.contains { $0.contains(Self.trait) })

    session.send("3")
    try session.expect("no findings list") { $0.contains("Findings") && $0.contains("> [") }
    session.send("/")
    session.type(Self.rule)
    session.send("Enter")
    session.send("r")
    try session.expect("r did not filter by the rule") { $0.contains("rule \(Self.rule)") }
    session.send("/")
    session.type("WelcomeView")
    session.send("Enter")
    try session.expect("the search did not select the heading finding") { pane in
      pane.contains("1 findings match \"WelcomeView\"")
        && pane.components(separatedBy: "\n").contains { $0.hasPrefix(">") && $0.contains("WelcomeView.swift:\(line)") }
    }
    session.send("Enter")
    try session.expect("the detail did not open on the heading finding") {
      $0.contains("Location: \(Self.file):\(line)") && $0.contains("Rule id:  \(Self.rule) (Headings)")
    }

    session.send("F")
    try session.expect("F did not show the heading fix's diff") { pane in
      pane.contains("Apply this automatic fix?") && pane.contains("+++ b/\(Self.file)")
        && pane.components(separatedBy: "\n").contains { $0.contains("+ ") && $0.contains(Self.trait) }
        && pane.contains("The fix changes 1 site(s) of this rule in \(Self.file)")
    }
    let shown = try String(contentsOf: sourceURL, encoding: .utf8).components(separatedBy: "\n")
    #expect(shown == original, "the file changed before the fix was confirmed")

    session.send("y")
    try session.expect("y did not apply the fix and rescan", timeout: 30) {
      $0.contains("Fixed 1 site(s) in \(Self.file); rescanned")
    }
    session.send("g")
    try session.expect("the finding did not turn verified on screen") {
      $0.contains("status: verified") && $0.contains("Location: \(Self.file):\(line)")
    }
    session.send("q", "q")
    try session.expect("the TUI did not exit") { $0.contains("EXITED:") }
    #expect(session.capture().contains("EXITED:0"))

    let written = try String(contentsOf: sourceURL, encoding: .utf8).components(separatedBy: "\n")
    try #require(written.count == original.count + 1, "expected exactly one line added to \(Self.file)")
    #expect(original[line - 1].contains("Text(\"Breathe\")"), "the finding's line is the heading's Text")
    #expect(
      written[endLine].trimmingCharacters(in: .whitespaces) == Self.trait,
      "the trait is not right after the heading's view (line \(endLine)):\n\(written.joined(separator: "\n"))")
    var expected = original
    expected.insert(written[endLine], at: endLine)
    #expect(written == expected, "the fix changed more than the one added line")

    let rescan = try CLIRunner.run(["scan", ".", "--format", "json"], in: app)
    #expect(rescan.status == 0, "\(rescan.stderr)")
    let reported = findings(try jsonObject(rescan)).filter { $0["rule"] as? String == Self.rule }
    #expect(
      !reported.contains { $0["file"] as? String == Self.file && $0["line"] as? Int == line },
      "the rescan still reports the heading at \(Self.file):\(line)")
    #expect(reported.count == 4, "the other heading findings are still reported")
    let stored = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: app)))
    let record = try #require(stored.first { $0["id"] as? String == id })
    #expect(record["status"] as? String == "verified")
    #expect(record["passing"] as? Bool == true)
  }
}
