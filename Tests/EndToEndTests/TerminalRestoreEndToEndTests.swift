import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// However the dashboard ends, the terminal is given back: Ctrl-C, `kill` with any signal whose default action ends a
/// process, a trap inside a screen (a Swift runtime error raises `SIGILL`/`SIGTRAP`), and an error while saving does
/// not end it at all.
@Suite(.serialized) struct TerminalRestoreEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let binary = BuiltBinary.locate()
  static let available = tmux != nil && binary != nil

  /// How the process is ended, and the status `sh` reports for it (128 + the signal's number).
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case controlC, terminate, hangUp, runtimeTrap, userSignal1, userSignal2, alarm, brokenPipe

    var signal: Int32 {
      switch self {
      case .controlC: SIGINT
      case .terminate: SIGTERM
      case .hangUp: SIGHUP
      case .runtimeTrap: SIGILL
      case .userSignal1: SIGUSR1
      case .userSignal2: SIGUSR2
      case .alarm: SIGALRM
      case .brokenPipe: SIGPIPE
      }
    }

    var testDescription: String { rawValue }
  }

  @Test(
    .enabled(if: available, "tmux or the built a11y-audit is missing; skipping the terminal end-to-end test"),
    arguments: Ending.allCases)
  func theTerminalIsRestoredAndTheStoreIsIntact(ending: Ending) throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let demo = try Self.startDemo(tmux: tmux, binary: binary)
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)
    session.send("3", "j", "Space")
    try #require(session.waitFor(timeout: 10) { $0.contains("Marked ") }.matched, "no change was saved")
    #expect(session.display("#{alternate_on}") == "1", "the dashboard should be on the alternate screen")

    if ending == .controlC {
      session.send("C-c")
    } else {
      let shell = try #require(Int32(session.display("#{pane_pid}")))
      let tui = try #require(childProcess(of: shell), "no a11y-audit process under the pane's shell")
      #expect(kill(tui, ending.signal) == 0)
    }

    let exited = session.waitFor { $0.contains("EXITED:") }
    try #require(exited.matched, "the TUI did not end:\n\(exited.pane)")
    #expect(exited.pane.contains("EXITED:\(128 + ending.signal)"), "\(exited.pane)")
    #expect(!exited.pane.contains("q quit"), "the dashboard is still drawn:\n\(exited.pane)")
    #expect(session.display("#{alternate_on}") == "0", "the alternate screen was not left")
    #expect(session.display("#{cursor_flag}") == "1", "the cursor was left hidden")
    let data = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.count { ($0["status"] as? String) != "open" } == 1, "the saved change was lost")
  }

  /// A store broken by someone else while the dashboard runs: the change is refused with one line in the status
  /// line, the dashboard goes on, and the broken file is left exactly as it is.
  @Test(.enabled(if: available, "tmux or the built a11y-audit is missing; skipping the terminal end-to-end test"))
  func aSaveThatFailsIsReportedInTheStatusLineAndTheDashboardGoesOn() throws {
    guard let tmux = Self.tmux, let binary = Self.binary else { return }
    let demo = try Self.startDemo(tmux: tmux, binary: binary)
    defer { demo.end() }
    let (session, app) = (demo.session, demo.app)
    session.send("3")
    try #require(session.waitFor(timeout: 10) { $0.contains("[CRIT]") }.matched)
    let store = app.appendingPathComponent(".a11y-audit/store.json")
    let broken = Data(#"{"schemaVersion": 1, "findings": ["#.utf8)
    try broken.write(to: store)

    session.send("Space")

    let failed = session.waitFor(timeout: 10) { $0.contains("Not saved: .a11y-audit/store.json: corrupt store") }
    #expect(failed.matched, "no failure in the status line:\n\(failed.pane)")
    #expect(try Data(contentsOf: store) == broken, "the broken store was rewritten")
    session.send("j")
    #expect(
      session.waitFor(timeout: 5) { $0.contains("> [CRIT] open") && $0.contains("q quit") }.matched,
      "the dashboard did not go on")
    session.send("q")
    let exited = session.waitFor { $0.contains("EXITED:") }
    #expect(exited.pane.contains("EXITED:0"), "\(exited.pane)")
    #expect(session.display("#{alternate_on}") == "0")
  }

  /// Opens the demo in a fresh folder at 80×24 under `sh`, which prints the exit status when the TUI ends (the shell
  /// traps Ctrl-C so that it outlives the TUI; the TUI gets the default action back when it starts).
  private static func startDemo(tmux: URL, binary: URL) throws -> DemoSession {
    let demo = try DemoSession.start(tmux: tmux, binary: binary, environment: "trap true INT; ")
    let dashboard = demo.session.waitFor { $0.contains("Dashboard") && $0.contains("q quit") }
    guard dashboard.matched else {
      demo.end()
      throw TmuxError(message: "the dashboard never showed:\n\(dashboard.pane)")
    }
    return demo
  }
}

/// The first process whose parent is `parent`, from `/proc`.
private func childProcess(of parent: Int32) -> Int32? {
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
  for entry in entries {
    guard let pid = Int32(entry),
      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { continue }
    // After "pid (name)": state, then the parent's pid.
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    if fields.count > 1, Int32(fields[1]) == parent { return pid }
  }
  return nil
}
