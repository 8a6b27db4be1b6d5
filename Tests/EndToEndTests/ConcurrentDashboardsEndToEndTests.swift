import A11yAuditKit
import Foundation
import Testing

/// Two dashboards and the command line change one store at once: every change is applied to the store as it is on
/// disk under the lock, so none is lost, and the other dashboard shows it after `R`.
@Suite(.serialized) struct ConcurrentDashboardsEndToEndTests {
  @Test(.tmuxAndBinary)
  func twoDashboardsAndTheCommandLineLoseNoneOfEachOthersChanges() throws {
    guard let tmux = TUIEndToEndTests.tmux, let binary = TUIEndToEndTests.binary else { return }
    let first = try DemoSession.start(tmux: tmux, binary: binary)
    defer { first.end() }
    try first.session.expect("the first dashboard never showed") { $0.contains("Dashboard") && $0.contains("q quit") }
    let second = try TmuxSession.start(
      tmux: tmux,
      command: "sh -c " + shellQuoted("\(shellQuoted(binary.path)) tui \(shellQuoted(first.app.path)); sleep 30"),
      width: 80, height: 24)
    defer { second.kill() }
    try second.expect("the second dashboard never showed") { $0.contains("Dashboard") && $0.contains("q quit") }
    let store = Store(root: first.app)
    let critical = try store.load().findings.filter { $0.finding.severity == .critical && !$0.finding.passing }
      .sorted(by: FindingOrder.bySeverity).map(\.id)
    try #require(critical.count >= 3)
    let other = try #require(try store.load().findings.first { $0.finding.severity == .high }?.id)

    // The first dashboard marks the first critical finding, the second the second one.
    first.session.send("3")
    try first.session.expect("the first list never showed") { $0.contains("[CRIT]") }
    first.session.send("Space")
    try first.session.expect("the first mark was not confirmed") { $0.contains("Marked ") }
    second.send("3")
    try second.expect("the second list never showed") { $0.contains("[CRIT]") }
    second.send("j", "Space")
    try second.expect("the second mark was not confirmed") { $0.contains("Marked ") }
    // The command line changes a third; then the first dashboard, which has seen neither, marks the third critical one.
    let cli = try CLIRunner.run(["status", other, "wont-fix", "--note", "from the command line"], in: first.app)
    #expect(cli.status == 0, "\(cli.stderr)")
    first.session.send("j", "j", "Space")
    try first.session.expect("the third mark was not confirmed") {
      $0.split(separator: "\n").filter { $0.contains("[CRIT] in progress") }.count == 3
    }

    let document = try store.load()
    func status(_ id: String) -> FixStatus? { document.record(id: id)?.status }
    #expect(status(critical[0]) != .open, "the first dashboard's change is lost")
    #expect(status(critical[1]) != .open, "the second dashboard's change is lost")
    #expect(status(critical[2]) != .open, "the first dashboard's second change is lost")
    #expect(status(other) == .wontFix, "the command line's change is lost")
    #expect(document.record(id: other)?.notes.last?.text == "from the command line")

    // The second dashboard shows the others' changes after a rescan.
    second.send("R")
    try second.expect("the second dashboard does not show the other changes after R") {
      $0.split(separator: "\n").filter { $0.contains("[CRIT] in progress") }.count == 3
    }
  }
}

/// `kill -9` of the dashboard at random points while it saves: the store always reads back whole.
@Suite(.serialized) struct DashboardKillEndToEndTests {
  @Test(.tmuxAndBinary)
  func killingTheDashboardWhileItSavesAlwaysLeavesAStoreThatReads() throws {
    guard let tmux = TUIEndToEndTests.tmux, let binary = TUIEndToEndTests.binary else { return }
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    let store = Store(root: app)
    let findings = try store.load().findings.count
    let pidFile = app.appendingPathComponent("dashboard.pid").path
    // Each dashboard writes its pid, then becomes the dashboard (keeping the pane's terminal as its input).
    let start = "echo $$ > \(shellQuoted(pidFile)); exec \(shellQuoted(binary.path)) tui \(shellQuoted(app.path))"
    let loop = "while :; do sh -c \(shellQuoted(start)); done"
    let session = try TmuxSession.start(tmux: tmux, command: "sh -c " + shellQuoted(loop), width: 80, height: 24)
    defer { session.kill() }
    let kills = Int(ProcessInfo.processInfo.environment["A11Y_AUDIT_DASHBOARD_KILLS"] ?? "") ?? 300
    var changed = 0
    var last = try Data(contentsOf: store.url)
    for index in 0..<kills {
      try session.expect("dashboard \(index) never showed") { $0.contains("Dashboard") && $0.contains("q quit") }
      let pid = try #require(
        Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
      // The list of critical findings, then status changes as fast as keys arrive: each one a save.
      session.send("3", "Space", "Space", "j", "Space", "Space", "Space", "k", "Space")
      usleep(UInt32.random(in: 0...150_000))
      kill(pid, SIGKILL)
      session.send("C-l")

      let document = try store.load()
      #expect(document.findings.count == findings, "kill \(index): findings lost")
      let now = try Data(contentsOf: store.url)
      if now != last { changed += 1 }
      last = now
      // The next dashboard must start on a fresh pane, not on the killed one's screen.
      _ = session.waitFor(timeout: 5) { !$0.contains("CRITICAL:") }
    }
    print("dashboard kills: \(kills); the store read back every time and changed between \(changed) of them")
    #expect(changed > 0)
  }
}
