/// A sentence in the status line saying what just happened, or why a key did nothing.
struct StatusMessage: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case info
    case error
  }

  var text: String
  var kind: Kind

  static func info(_ text: String) -> StatusMessage { StatusMessage(text: text, kind: .info) }
  static func error(_ text: String) -> StatusMessage { StatusMessage(text: text, kind: .error) }
}
