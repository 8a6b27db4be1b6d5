import Foundation
import Testing

/// `a11y-audit demo` on the bundled sample in a tmux session, in a temporary folder of its own: the start of every
/// terminal end-to-end test. The pane prints `EXITED:<status>` when the dashboard quits.
struct DemoSession {
  /// The temporary folder, removed by ``end()``.
  let folder: URL
  /// The copy of the sample the demo writes and audits.
  let app: URL
  let session: TmuxSession

  /// Starts the demo of `binary` at `width`×`height`, with `environment` (`EDITOR=true `) before the command.
  static func start(
    tmux: URL, binary: URL, environment: String = "", width: Int = 80, height: Int = 24
  ) throws -> DemoSession {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let app = folder.appendingPathComponent("app")
    let command =
      "sh -c "
      + shellQuoted(
        "\(environment)\(shellQuoted(binary.path)) demo --into \(shellQuoted(app.path)); echo EXITED:$?; sleep 30")
    do {
      let session = try TmuxSession.start(tmux: tmux, command: command, width: width, height: height)
      return DemoSession(folder: folder, app: app, session: session)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  /// Kills the session and removes the folder.
  func end() {
    session.kill()
    try? FileManager.default.removeItem(at: folder)
  }
}

extension TmuxSession {
  /// Waits until `condition` holds for the pane; otherwise fails the test with `what` and the pane.
  func expect(_ what: String, timeout: TimeInterval = 15, _ condition: @escaping (String) -> Bool) throws {
    let result = waitFor(timeout: timeout, condition)
    try #require(result.matched, "\(what):\n\(result.pane)")
  }
}
