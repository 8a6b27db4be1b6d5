/// One `// a11y-audit:…` comment: which rules it silences, on which lines, and why.
///
/// ```swift
/// // a11y-audit:disable:next touch-target-size — the row around it is the target
/// Image(systemName: "plus").frame(width: 30, height: 30) // a11y-audit:disable:this image-missing-label
/// // a11y-audit:disable fixed-font-size — legacy screen, rewritten in Q3
/// …
/// // a11y-audit:enable fixed-font-size
/// ```
package struct SuppressionComment: Equatable {
  /// What the comment does.
  package enum Command: String, Equatable {
    /// `disable:next`: the line after the comment.
    case next = "disable:next"
    /// `disable:this`: the comment's own line.
    case this = "disable:this"
    /// `disable`: from the comment to the matching `enable`, or the end of the file.
    case disable
    /// `enable`: ends a `disable` region.
    case enable
  }

  /// The comment's marker.
  package static let prefix = "a11y-audit:"

  /// Whether `bytes` may hold a suppression comment (they hold the marker): a file without one is suppressed nowhere.
  package static func mayOccur(in bytes: [UInt8]) -> Bool { bytes.containsBytes(markerBytes) }

  /// The marker's UTF-8 bytes.
  package static let markerBytes = Array(prefix.utf8)

  package var command: Command
  /// Rule ids as written.
  package var rules: [String]
  /// The text after `—` (or `--`, `-`), if any.
  package var reason: String?
  /// 1-based line of the comment.
  package var line: Int
  /// 1-based column where the comment starts.
  package var column: Int
  /// 1-based column where the comment ends.
  package var endColumn: Int
  /// The comment as written.
  package var text: String

  /// Why a comment that names the tool could not be read.
  package struct Malformed: Error, Equatable {
    package var line: Int
    package var message: String
  }

  /// Reads a `//` comment at `line`/`column`; nil when it is not an a11y-audit comment.
  package static func parse(_ comment: String, line: Int, column: Int) -> Result<SuppressionComment, Malformed>? {
    var body = Substring(comment)
    guard body.hasPrefix("//") else { return nil }
    body = body.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix(prefix) else { return nil }
    body = body.dropFirst(prefix.count)
    let words = body.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else {
      return .failure(
        Malformed(line: line, message: "`a11y-audit:` needs a command: disable, enable, disable:next or disable:this"))
    }
    guard let command = Command(rawValue: first) else {
      return .failure(
        Malformed(
          line: line,
          message: "unknown command `a11y-audit:\(first)`; use disable, enable, disable:next or disable:this"))
    }
    var rules: [String] = []
    var reasonWords: [String]?
    for word in words.dropFirst() {
      if reasonWords != nil {
        reasonWords?.append(word)
      } else if ["—", "–", "--", "-"].contains(word) {
        reasonWords = []
      } else {
        rules += word.split(separator: ",").map(String.init)
      }
    }
    guard !rules.isEmpty else {
      return .failure(
        Malformed(line: line, message: "`a11y-audit:\(first)` names no rule; add a rule id such as image-missing-label")
      )
    }
    let reason = reasonWords.map { $0.joined(separator: " ") }.flatMap { $0.isEmpty ? nil : $0 }
    return .success(
      SuppressionComment(
        command: command, rules: rules, reason: reason, line: line, column: column,
        endColumn: column + comment.utf8.count, text: comment))
  }

  package init(
    command: Command, rules: [String], reason: String? = nil, line: Int, column: Int, endColumn: Int, text: String
  ) {
    self.command = command
    self.rules = rules
    self.reason = reason
    self.line = line
    self.column = column
    self.endColumn = endColumn
    self.text = text
  }
}
