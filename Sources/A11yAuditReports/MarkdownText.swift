extension String {
  /// Line breaks Markdown or a renderer may start a new line at: each becomes a space in inline text.
  private static let markdownLineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

  /// Text a repository or a person gave (a file or folder name, a note, a reason, a name given with `--by`) as
  /// inline Markdown that renders as exactly these characters and adds no structure: on one line (line breaks as
  /// spaces, so a note cannot start a heading or a checklist item), `&`, `<` and `>` as character references (no raw
  /// HTML reaches a renderer that passes it through), and Markdown's inline markers escaped with a backslash.
  package var markdownInline: String {
    var escaped = ""
    escaped.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if Self.markdownLineBreaks.contains(scalar) {
        escaped += " "
        continue
      }
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "!", "~":
        escaped += "\\"
        escaped.unicodeScalars.append(scalar)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The text as an inline code span on one line: fenced by one backtick more than its longest run of backticks, so
  /// nothing inside can close it, and padded with a space where it starts or ends with a backtick.
  package var markdownCodeSpan: String {
    var text = ""
    for scalar in unicodeScalars {
      text.unicodeScalars.append(Self.markdownLineBreaks.contains(scalar) ? " " : scalar)
    }
    let fence = String(repeating: "`", count: text.longestBacktickRun + 1)
    let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + padding + text + padding + fence
  }

  /// The text's lines as a renderer may break them: at each line break of ``markdownInline`` (a carriage return and a
  /// line feed together are one), so that a block indenting each line (a code block in a list item) indents every
  /// line a renderer starts, and a file saved with carriage returns cannot end the block early.
  package var markdownLines: [Substring] {
    split(omittingEmptySubsequences: false) { $0.unicodeScalars.contains { Self.markdownLineBreaks.contains($0) } }
  }

  /// The fence of a fenced code block holding this text: three backticks, or one more than its longest run of
  /// backticks, so that no line inside closes the block early.
  package var markdownCodeFence: String { String(repeating: "`", count: Swift.max(3, longestBacktickRun + 1)) }

  private var longestBacktickRun: Int {
    var longest = 0
    var run = 0
    for scalar in unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = Swift.max(longest, run)
    }
    return longest
  }
}
