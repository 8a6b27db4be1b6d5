/// Turns a site's source into the snippet reports show: common indentation removed, at most a few lines.
enum SnippetText {
  /// Lines kept, the last of them `…` when the site is longer.
  static let maximumLines = 6

  /// The snippet for `bytes[range]`; its first line is indented as its source line is.
  static func make(source bytes: [UInt8], range: Range<Int>) -> String {
    var lineStart = range.lowerBound
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    let leading = bytes[lineStart..<range.lowerBound].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let text = String(decoding: leading, as: UTF8.self) + String(decoding: bytes[range], as: UTF8.self)
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    let indentation = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map(\.indentationWidth).min() ?? 0
    lines = lines.map { String($0.dropFirst(min(indentation, $0.indentationWidth))) }
    if lines.count > maximumLines {
      lines = Array(lines.prefix(maximumLines - 1)) + ["…"]
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// Number of leading spaces and tabs.
  fileprivate var indentationWidth: Int { prefix { $0 == " " || $0 == "\t" }.count }
}
