/// A run of text in one role.
struct Span: Equatable, Sendable {
  var text: String
  var role: Role

  init(_ text: String, _ role: Role = .normal) {
    self.text = text
    self.role = role
  }
}

/// One line of a screen: spans left to right, and a role for the rest of the line.
struct StyledLine: Equatable, Sendable {
  var spans: [Span]
  /// Role of the padding after the last span (the whole width of a selected row is reversed).
  var fill: Role = .normal

  init(_ spans: [Span], fill: Role = .normal) {
    self.spans = spans
    self.fill = fill
  }

  init(_ text: String, _ role: Role = .normal) {
    self.init([Span(text, role)])
  }

  static let blank = StyledLine([])

  /// The text without roles.
  var text: String { spans.map(\.text).joined() }
}
