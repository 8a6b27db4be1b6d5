extension String {
  /// The text with `&`, `<`, `>`, `"` and `'` written as character references, safe in HTML text and in quoted
  /// attribute values; control characters other than tab and line breaks (ESC, NUL, C1 controls), which HTML does
  /// not allow and a terminal printing the page would obey, become U+FFFD.
  package var htmlEscaped: String {
    var escaped = ""
    escaped.reserveCapacity(utf8.count)
    for character in unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(character)
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// The text safe inside a `<script>` element: `</` cannot end the element early.
  package var scriptEscaped: String { replacingOccurrences(of: "</", with: "<\\/") }
}

extension String {
  /// The text escaped, with each pair of backticks made a `<code>` element, as Markdown writes inline code (an odd
  /// backtick is kept as it is).
  package var htmlWithInlineCode: String {
    let parts = split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return htmlEscaped }
    var html = ""
    for (index, part) in parts.enumerated() {
      let text = String(part).htmlEscaped
      if index % 2 == 0 {
        html += text
      } else if index == parts.count - 1 {
        html += "`" + text
      } else {
        html += "<code>\(text)</code>"
      }
    }
    return html
  }
}
