import MCP

/// A JSON-RPC request id as sent: a string or an integer.
enum RequestKey: Hashable, Sendable {
  case string(String)
  case number(Int)

  /// The id `value` stands for; nil for any other JSON value (null, a fraction, an object…).
  init?(_ value: Value?) {
    switch value {
    case .string(let text)?: self = .string(text)
    case .int(let number)?: self = .number(number)
    default: return nil
    }
  }
}
