import Foundation

/// A detached tmux session on its own server socket, driven like a person at a terminal.
struct TmuxSession {
  let tmux: URL
  let socket: String
  let name: String

  /// `tmux` on the PATH, if installed.
  static func locateTmux() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts `command` in a new detached session of `width`×`height` cells.
  static func start(tmux: URL, command: String, width: Int, height: Int) throws -> TmuxSession {
    let unique = UUID().uuidString.prefix(8).lowercased()
    let session = TmuxSession(tmux: tmux, socket: "a11y-e2e-\(unique)", name: "e2e-\(unique)")
    let result = session.run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", session.name, command])
    guard result.status == 0 else {
      throw TmuxError(message: "tmux new-session failed (\(result.status)): \(result.output)")
    }
    return session
  }

  /// The visible pane as text.
  func capture() -> String { run(["capture-pane", "-p", "-t", name]).output }

  /// A tmux format evaluated for the pane, e.g. `#{cursor_x},#{cursor_y}`.
  func display(_ format: String) -> String {
    run(["display-message", "-p", "-t", name, format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Types keys by tmux name (`j`, `Space`, `Enter`).
  func send(_ keys: String...) {
    for key in keys { _ = run(["send-keys", "-t", name, key]) }
  }

  /// Polls the pane until `condition` holds or `timeout` seconds pass; returns the last capture and whether it held.
  func waitFor(timeout: TimeInterval = 30, _ condition: (String) -> Bool) -> (pane: String, matched: Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    var pane = capture()
    while !condition(pane) {
      if Date() > deadline { return (pane, false) }
      Thread.sleep(forTimeInterval: 0.1)
      pane = capture()
    }
    return (pane, true)
  }

  /// Ends the session and its private server.
  func kill() {
    _ = run(["kill-session", "-t", name])
    _ = run(["kill-server"])
  }

  @discardableResult
  func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = tmux
    process.arguments = ["-L", socket] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (-1, "cannot run tmux: \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Quotes `text` for `sh` with single quotes.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
