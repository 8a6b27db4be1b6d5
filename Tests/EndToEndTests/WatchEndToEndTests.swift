import A11yAuditKit
import Foundation
import Testing

/// `--watch` on the built binary in tmux: the dashboard follows the code and other processes' saves, and `scan
/// --watch` prints a report after each change.
@Suite(.serialized) struct WatchEndToEndTests {
  /// A Swift file whose endless animation ignores Reduce Motion: a new critical finding.
  static let pulse = """
    import SwiftUI

    struct PulseView: View {
        @State private var pulsing = false

        var body: some View {
            Circle()
                .scaleEffect(pulsing ? 1.2 : 1)
                .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
                .onAppear { pulsing = true }
        }
    }

    """

  /// The number in the dashboard's `RELEASE BLOCKER: N critical findings are open`, if shown.
  static func openCritical(_ pane: String) -> Int? {
    pane.firstMatch(of: #/RELEASE BLOCKER: (\d+) critical/#).flatMap { Int($0.1) }
  }

  /// Starts `tui --watch` on a scanned copy of the sample; returns the copy and the session.
  static func dashboard(tmux: URL, binary: URL) throws -> (app: URL, session: TmuxSession) {
    let app = try copyOfSample()
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    let command = "\(shellQuoted(binary.path)) tui --watch \(shellQuoted(app.path)); echo EXITED:$?; sleep 30"
    let session = try TmuxSession.start(tmux: tmux, command: "sh -c " + shellQuoted(command), width: 80, height: 24)
    try session.expect("the dashboard never showed") { $0.contains("Watching") && openCritical($0) != nil }
    return (app, session)
  }

  @Test(.tmuxAndBinary)
  func savingASwiftFileWithANewViolationUpdatesTheDashboard() throws {
    guard let tmux = TUIEndToEndTests.tmux, let binary = TUIEndToEndTests.binary else { return }
    let (app, session) = try Self.dashboard(tmux: tmux, binary: binary)
    defer {
      session.kill()
      try? FileManager.default.removeItem(at: app)
    }
    let before = try #require(Self.openCritical(session.capture()))

    let written = Date()
    try Data(Self.pulse.utf8).write(to: app.appendingPathComponent("Sources/Home/PulseView.swift"))
    // How soon is a figure for the README (measured there), not a timed assertion: a loaded machine is slower.
    let updated = session.waitFor(timeout: 10) {
      $0.contains("Rescanned after Sources/Home/PulseView.swift changed: 1 new, 0 gone")
        && Self.openCritical($0) == before + 1
    }
    let latency = Date().timeIntervalSince(written)
    print("watch: save to dashboard update in \(Int(latency * 1000)) ms")
    try #require(updated.matched, "the dashboard did not follow the save:\n\(updated.pane)")

    // Fixing it (removing the file) is followed too, and the keys still work.
    try FileManager.default.removeItem(at: app.appendingPathComponent("Sources/Home/PulseView.swift"))
    try session.expect("the dashboard did not follow the deletion", timeout: 3) {
      $0.contains("Rescanned after Sources/Home/PulseView.swift changed: 0 new, 1 gone")
        && Self.openCritical($0) == before
    }
    session.send("q")
    try session.expect("q did not quit") { $0.contains("EXITED:0") }
  }

  @Test(.tmuxAndBinary)
  func aStatusChangeByAnotherProcessShowsUpInTheRunningDashboard() throws {
    guard let tmux = TUIEndToEndTests.tmux, let binary = TUIEndToEndTests.binary else { return }
    let (app, session) = try Self.dashboard(tmux: tmux, binary: binary)
    defer {
      session.kill()
      try? FileManager.default.removeItem(at: app)
    }
    let before = try #require(Self.openCritical(session.capture()))
    let critical = try #require(
      try Store(root: app).load().findings.first { $0.finding.severity == .critical && !$0.status.isDone })

    let changed = Date()
    let cli = try CLIRunner.run(["status", critical.id, "wont-fix", "--note", "from another process"], in: app)
    #expect(cli.status == 0, "\(cli.stderr)")
    // How soon is a figure for the README (measured there), not a timed assertion: a loaded machine is slower.
    let updated = session.waitFor(timeout: 10) {
      $0.contains("Store changed by another process; reloaded") && Self.openCritical($0) == before - 1
    }
    print("watch: other process's save to dashboard update in \(Int(Date().timeIntervalSince(changed) * 1000)) ms")
    try #require(updated.matched, "the dashboard did not take in the other process's change:\n\(updated.pane)")

    // The dashboard's own save is not mistaken for another process's.
    session.send("3")
    try session.expect("the list never showed") { $0.contains("[CRIT]") }
    session.send("Space")
    try session.expect("the mark was not confirmed") { $0.contains("Marked ") }
    Thread.sleep(forTimeInterval: 1)
    #expect(!session.capture().contains("Store changed by another process"))
  }

  @Test(.tmuxAndBinary)
  func scanWatchPrintsTheReportAfterEachChangeAndExitsZeroOnControlC() throws {
    guard let tmux = TUIEndToEndTests.tmux, let binary = TUIEndToEndTests.binary else { return }
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let output = app.appendingPathComponent("watch.out").path
    // The shell traps Ctrl-C (so that it goes on to print the status); the scan gets it as usual.
    let command =
      "trap true INT; \(shellQuoted(binary.path)) scan --watch \(shellQuoted(app.path)) > \(shellQuoted(output)); echo EXITED:$?;"
      + " sleep 30"
    let session = try TmuxSession.start(tmux: tmux, command: "sh -c " + shellQuoted(command), width: 100, height: 30)
    defer { session.kill() }
    func printed() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
    try session.expect("scan --watch never said it watches") { $0.contains("watching") }
    #expect(printed().contains(" new, "), "no first report:\n\(printed())")

    try Data(Self.pulse.utf8).write(to: app.appendingPathComponent("Sources/Home/PulseView.swift"))
    let deadline = Date().addingTimeInterval(10)
    while !printed().contains("Rescanned after Sources/Home/PulseView.swift changed: 1 new") && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
    }
    let report = printed()
    #expect(report.contains("Rescanned after Sources/Home/PulseView.swift changed: 1 new, 0 gone"), "\(report)")
    #expect(report.components(separatedBy: "Rescanned after").last?.contains("PulseView.swift:9") == true, "\(report)")

    session.send("C-c")
    try session.expect("Ctrl-C did not end scan --watch with 0") { $0.contains("EXITED:0") }
  }
}
