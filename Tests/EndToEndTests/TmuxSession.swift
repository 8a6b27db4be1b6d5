import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A detached tmux session on its own server socket, driven like a person at a terminal.
struct TmuxSession {
  let tmux: URL
  /// Path of the session's private server socket, removed by ``kill()``.
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
    let socket = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-e2e-\(unique).sock").path
    let session = TmuxSession(tmux: tmux, socket: socket, name: "e2e-\(unique)")
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

  /// Types `text` literally, character by character as a person would.
  func type(_ text: String) {
    _ = run(["send-keys", "-t", name, "-l", text])
  }

  /// Changes the window's size, as dragging the terminal's corner does.
  func resize(width: Int, height: Int) {
    _ = run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
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

  /// Polls until the terminal's cursor sits at column 0 of a row that starts with `>` (the selected row), or
  /// `timeout` seconds pass. A paint reaches tmux in pieces, so the cursor is read together with the pane until
  /// both agree; returns the last pane, the cursor (column, row) and whether it held.
  func waitForCursorOnSelection(timeout: TimeInterval = 15) -> (pane: String, cursor: (x: Int, y: Int)?, matched: Bool)
  {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let pane = capture()
      let numbers = display("#{cursor_x},#{cursor_y}").split(separator: ",").compactMap { Int($0) }
      let cursor = numbers.count == 2 ? (x: numbers[0], y: numbers[1]) : nil
      let rows = pane.split(separator: "\n", omittingEmptySubsequences: false)
      if let cursor, cursor.x == 0, rows.indices.contains(cursor.y), rows[cursor.y].hasPrefix(">") {
        return (pane, cursor, true)
      }
      if Date() > deadline { return (pane, cursor, false) }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  /// Ends the session and its private server.
  func kill() {
    _ = run(["kill-session", "-t", name])
    _ = run(["kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// Runs tmux and returns its status and output.
  ///
  /// Not `Foundation.Process`: the first command on a socket forks the tmux server, which inherits every open
  /// descriptor, and Process (like a pipe) waits for those to close, so it would wait forever. `posix_spawn` and
  /// `waitpid` wait for the client alone; its output goes to a temporary file.
  @discardableResult
  func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let status = spawnAndWait(tmux.path, ["-S", socket] + arguments, outputPath: outputPath)
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return (status, output)
  }
}

/// Runs `path` with `arguments`, stdin from /dev/null and stdout/stderr to `outputPath`; returns the exit status.
private func spawnAndWait(_ path: String, _ arguments: [String], outputPath: String) -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_adddup2(&actions, 1, 2)
  let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer { (argv + envp).forEach { free($0) } }
  var pid = pid_t()
  guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return -1 }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
}

struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Quotes `text` for `sh` with single quotes.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
