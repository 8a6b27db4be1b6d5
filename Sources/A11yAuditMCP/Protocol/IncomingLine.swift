import Foundation
import MCP

/// One line read from the client, judged before the SDK sees it: a JSON-RPC message to hand on, or something to
/// answer with an error at once (JSON-RPC 2.0 §5.1: `-32700` for text that is not JSON, `-32600` for JSON that is not
/// a request, both with a null id when none can be read), so the server keeps serving.
enum IncomingLine: Equatable {
  /// A message to hand on: the ids of the requests in it (each awaits an answer), and the ids of requests the client
  /// gave up (`notifications/cancelled`: those get none).
  case message(requests: [RequestKey], cancelled: [RequestKey])
  /// Not a JSON-RPC message: this error response answers it.
  case malformed(response: Data)

  /// Judges `line` (one line, without its newline).
  init(_ line: Data) {
    guard let value = try? JSONDecoder().decode(Value.self, from: line) else {
      self = .malformed(response: Self.error(-32700, "Parse error: the line is not JSON", id: nil))
      return
    }
    switch value {
    case .object(let message):
      switch Self.problem(message) {
      case nil:
        self = .message(requests: Self.requestKey(message).map { [$0] } ?? [], cancelled: Self.cancelled(message))
      case let problem?:
        self = .malformed(response: Self.error(-32600, "Invalid Request: \(problem)", id: RequestKey(message["id"])))
      }
    case .array(let batch):
      let messages = batch.compactMap(\.objectValue)
      if batch.isEmpty || messages.count < batch.count || messages.contains(where: { Self.problem($0) != nil }) {
        self = .malformed(
          response: Self.error(-32600, "Invalid Request: a batch must hold JSON-RPC messages only", id: nil))
      } else {
        self = .message(requests: messages.compactMap(Self.requestKey), cancelled: messages.flatMap(Self.cancelled))
      }
    default:
      self = .malformed(response: Self.error(-32600, "Invalid Request: a message is a JSON object", id: nil))
    }
  }

  /// The answer to a line longer than ``LineSplitter/maximumLineBytes``, which is skipped unread: an invalid request
  /// with a null id.
  static let tooLongResponse = error(
    -32600,
    "Invalid Request: the line is longer than \(LineSplitter.maximumLineBytes) bytes (4 MiB) and was skipped; "
      + "send smaller messages", id: nil)

  /// The ids of the requests that `data`, a message the server sends, answers.
  static func answeredKeys(_ data: Data) -> [RequestKey] {
    guard let value = try? JSONDecoder().decode(Value.self, from: data) else { return [] }
    let messages = value.arrayValue?.compactMap(\.objectValue) ?? value.objectValue.map { [$0] } ?? []
    return messages.filter { $0["method"] == nil && ($0["result"] != nil || $0["error"] != nil) }
      .compactMap { RequestKey($0["id"]) }
  }

  /// What makes `message` no JSON-RPC 2.0 message; nil when it is one.
  private static func problem(_ message: [String: Value]) -> String? {
    guard message["jsonrpc"] == .string("2.0") else { return "\"jsonrpc\" must be \"2.0\"" }
    if let method = message["method"] {
      guard method.stringValue != nil else { return "\"method\" must be a string" }
      if let id = message["id"], RequestKey(id) == nil { return "\"id\" must be a string or an integer" }
      return nil
    }
    guard message["result"] != nil || message["error"] != nil else {
      return "a message has a \"method\" (a request or notification), or a \"result\" or \"error\" (a response)"
    }
    return nil
  }

  /// The id of `message` when it is a request (it has a method and an id).
  private static func requestKey(_ message: [String: Value]) -> RequestKey? {
    message["method"] == nil ? nil : RequestKey(message["id"])
  }

  /// The request a `notifications/cancelled` message gives up.
  private static func cancelled(_ message: [String: Value]) -> [RequestKey] {
    guard message["method"] == .string(CancelledNotification.name), message["id"] == nil else { return [] }
    return RequestKey(message["params"]?.objectValue?["requestId"]).map { [$0] } ?? []
  }

  /// An error response: `{"error":{"code":…,"message":…},"id":…,"jsonrpc":"2.0"}`.
  static func error(_ code: Int, _ message: String, id: RequestKey?) -> Data {
    let id: Value =
      switch id {
      case .string(let text)?: .string(text)
      case .number(let number)?: .int(number)
      case nil: .null
      }
    let response: Value = ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(response)) ?? Data()
  }
}
