import Foundation

/// Writes to the terminal streams without touching C globals (Swift 6 concurrency-safe).
enum Console {
  /// Prints `a11y-audit: message` on stderr.
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("a11y-audit: \(message)\n".utf8))
  }

  /// Prints `a11y-audit: message` on stderr, for what a person should know but is not a problem.
  static func note(_ message: String) {
    FileHandle.standardError.write(Data("a11y-audit: \(message)\n".utf8))
  }

  /// Prints a warning line on stderr.
  static func warning(_ message: String) {
    FileHandle.standardError.write(Data("a11y-audit: warning: \(message)\n".utf8))
  }

  /// Writes raw bytes to stdout.
  static func write(_ data: Data) {
    FileHandle.standardOutput.write(data)
  }

  /// Whether stdin and stdout are both terminals.
  static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Whether colour is allowed: `NO_COLOR` set and non-empty turns it off (https://no-color.org).
  static var colorAllowed: Bool {
    guard let value = ProcessInfo.processInfo.environment["NO_COLOR"] else { return true }
    return value.isEmpty
  }
}
