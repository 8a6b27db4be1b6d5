import A11yAuditModel

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

  /// `value` from the file, as an error quotes it: in backticks when it has the shape of what the file names (rule
  /// ids, keys, severities: at most 48 lowercase letters, digits, `-`, `_` and `.`), otherwise only its length, so
  /// that an error never prints a line of some other file (a token, a password) into a CI log or a terminal.
  package static func quoted(_ value: String) -> String {
    let isWord =
      value.utf8.count <= 48 && !value.isEmpty
      && value.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || "-_.".utf8.contains($0) }
    return isWord ? "`\(value)`" : "of \(value.count) characters (not shown)"
  }
}

extension ConfigurationError: UserFacingError {}
