import A11yAuditKit
import Foundation

/// Writes to the terminal streams without touching C globals (Swift 6 concurrency-safe). Messages on stderr show
/// control characters rather than send them (``TerminalText``): they name files and quote what was read.
enum Console {
  /// Prints `a11y-audit: message` on stderr.
  static func error(_ message: String) {
    standardErrorLine("a11y-audit: ", message)
  }

  /// Prints `a11y-audit: message` on stderr, for what a person should know but is not a problem.
  static func note(_ message: String) {
    standardErrorLine("a11y-audit: ", message)
  }

  /// Prints a warning line on stderr.
  static func warning(_ message: String) {
    standardErrorLine("a11y-audit: warning: ", message)
  }

  /// Writes `prefix` and `message` as one line on stderr, the message's control characters and line breaks shown.
  private static func standardErrorLine(_ prefix: String, _ message: String) {
    FileHandle.standardError.write(Data("\(prefix)\(TerminalText.escaping(message, keepingLineFeeds: false))\n".utf8))
  }

  /// Writes raw bytes to stdout: machine-readable output (JSON, SARIF, YAML, HTML) that escapes what it quotes.
  static func write(_ data: Data) {
    FileHandle.standardOutput.write(data)
  }

  /// Writes text meant to be read in a terminal (Markdown) to stdout, control characters shown.
  static func writeText(_ data: Data) {
    FileHandle.standardOutput.write(Data(TerminalText.escaping(String(decoding: data, as: UTF8.self)).utf8))
  }

  /// Whether stdin and stdout are both terminals.
  static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Whether colour is allowed: `NO_COLOR` set and non-empty turns it off (https://no-color.org).
  static var colorAllowed: Bool {
    guard let value = ProcessInfo.processInfo.environment["NO_COLOR"] else { return true }
    return value.isEmpty
  }
}
