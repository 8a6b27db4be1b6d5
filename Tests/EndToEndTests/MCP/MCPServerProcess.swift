import Foundation

/// `a11y-audit mcp ROOT` as a subprocess, spoken to as a client does: newline-delimited JSON-RPC on its stdin, the
/// answers read from its stdout by id. Every wait has a deadline, so a hung server fails the test instead of hanging
/// the suite.
final class MCPServerProcess: @unchecked Sendable {
  /// How long one answer may take (a scan of the sample on a loaded machine included).
  static let answerTimeout: TimeInterval = 120

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let lock = NSLock()
  private var buffer = Data()
  private var lines: [Data] = []
  private var messages: [[String: Any]] = []
  private var errorText = Data()
  private var nextID = 100

  /// Starts the server on `root`.
  init(root: URL) throws {
    guard let binary = CLIRunner.binary else { throw CLIRunner.RunnerError.noBinary }
    process.executableURL = binary
    process.arguments = ["mcp", root.path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.take(handle.availableData) }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.takeError(handle.availableData) }
    try process.run()
  }

  deinit {
    output.fileHandleForReading.readabilityHandler = nil
    errors.fileHandleForReading.readabilityHandler = nil
    if process.isRunning { process.terminate() }
  }

  private func take(_ data: Data) {
    lock.withLock {
      buffer.append(data)
      while let newline = buffer.firstIndex(of: 0x0A) {
        let line = Data(buffer[buffer.startIndex..<newline])
        lines.append(line)
        if let message = try? JSONSerialization.jsonObject(with: line) as? [String: Any] { messages.append(message) }
        buffer = Data(buffer[(newline + 1)...])
      }
    }
  }

  private func takeError(_ data: Data) {
    lock.withLock { errorText.append(data) }
  }

  /// Every line the server wrote to stdout so far.
  var stdoutLines: [Data] { lock.withLock { lines } }

  /// What the server wrote to stderr so far.
  var stderr: String { lock.withLock { String(decoding: errorText, as: UTF8.self) } }

  /// Writes `line` and a newline to the server's stdin.
  func send(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Sends `message` as one line.
  func send(_ message: [String: Any]) throws {
    send(String(decoding: try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]), as: UTF8.self))
  }

  /// Sends a request for `method` and waits for its answer.
  func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    return try answer(id: id)
  }

  /// Calls the tool `name` and returns the call's result.
  func callTool(_ name: String, _ arguments: [String: Any] = [:]) throws -> [String: Any] {
    let response = try request("tools/call", ["name": name, "arguments": arguments])
    guard let result = response["result"] as? [String: Any] else { throw ClientError.noResult("\(response)") }
    return result
  }

  /// The answer to the request `id` (an integer, a string, or NSNull for a parse error's), waited for.
  func answer(id: Any) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(Self.answerTimeout)
    while Date() < deadline {
      for message in lock.withLock({ messages }) {
        if let number = id as? Int, message["id"] as? Int == number { return message }
        if let text = id as? String, message["id"] as? String == text { return message }
        if id is NSNull, message["id"] is NSNull { return message }
      }
      guard process.isRunning else { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    throw ClientError.noAnswer(id: "\(id)", stderr: stderr)
  }

  /// Closes the server's stdin and waits for it to exit; its exit status, or nil when it did not exit in time.
  func closeInputAndWait(timeout: TimeInterval = answerTimeout) -> Int32? {
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Initializes the session as a client does.
  @discardableResult
  func initialize() throws -> [String: Any] {
    let response = try request(
      "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
        "clientInfo": ["name": "a11y-audit-tests", "version": "1"],
      ])
    try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
    return response
  }

  enum ClientError: Error, CustomStringConvertible {
    case noAnswer(id: String, stderr: String)
    case noResult(String)

    var description: String {
      switch self {
      case .noAnswer(let id, let stderr): "no answer to request \(id) in time; stderr: \(stderr)"
      case .noResult(let response): "an error instead of a result: \(response)"
      }
    }
  }
}

/// The JSON a tool result carries as structured content.
func structured(_ result: [String: Any]) -> [String: Any] {
  result["structuredContent"] as? [String: Any] ?? [:]
}

/// The text of a tool result.
func text(_ result: [String: Any]) -> String {
  (result["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.joined()
}
