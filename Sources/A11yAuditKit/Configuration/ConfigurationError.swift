/// A problem in `.a11y-audit.yml`, with the file, the line and column, and what to do.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Path of the configuration file, as shown to the user.
  public var file: String
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column of the problem.
  public var column: Int
  /// What is wrong and what to do.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// One line: `path:line:column: message`.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}
