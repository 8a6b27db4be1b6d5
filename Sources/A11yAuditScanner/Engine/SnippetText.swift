/// Turns a site's source into the snippet reports show: common indentation removed, at most a few lines.
package enum SnippetText {
  /// Lines kept, the last of them `…` when the site is longer.
  package static let maximumLines = 6
  /// Bytes kept of each line, which then ends in `…`: a site on a minified or generated line of a megabyte stays a
  /// snippet a report can show.
  package static let maximumLineLength = 300

  /// The snippet for `bytes[range]`; its first line is indented as its source line is.
  ///
  /// Works on the bytes: lines end at LF, CR LF or a lone CR (``Swift/Array/endsLine(at:)``), indentation is spaces
  /// and tabs, and a line of only whitespace does not count towards the common indentation.
  package static func make(source bytes: [UInt8], range: Range<Int>) -> String {
    var lineStart = range.lowerBound
    while lineStart > 0, !bytes.endsLine(at: lineStart - 1) { lineStart -= 1 }
    var indentStart = lineStart
    while indentStart < range.lowerBound, isIndentation(bytes[indentStart]) { indentStart += 1 }
    let leading = indentStart - lineStart
    var lines: [Range<Int>] = []
    var start = range.lowerBound
    for offset in range where bytes.endsLine(at: offset) {
      lines.append(start..<offset)
      start = offset + 1
    }
    lines.append(start..<range.upperBound)
    for index in lines.indices where lines[index].upperBound > lines[index].lowerBound {
      if bytes[lines[index].upperBound - 1] == carriageReturn { lines[index] = lines[index].dropLast() }
    }
    func indentation(_ line: Range<Int>, extra: Int) -> Int {
      extra + (bytes[line].firstIndex { !isIndentation($0) } ?? line.upperBound) - line.lowerBound
    }
    var common = Int.max
    for (index, line) in lines.enumerated() where !bytes[line].allSatisfy(isWhitespace) {
      common = min(common, indentation(line, extra: index == 0 ? leading : 0))
    }
    if common == .max { common = 0 }
    var output: [UInt8] = []
    output.reserveCapacity(range.count + leading)
    let kept = lines.count > maximumLines ? maximumLines - 1 : lines.count
    for (index, line) in lines.prefix(kept).enumerated() {
      if index > 0 { output.append(newline) }
      let extra = index == 0 ? leading : 0
      let drop = min(common, indentation(line, extra: extra))
      let lineOutput =
        drop < extra
        ? bytes[(lineStart + drop)..<indentStart] + bytes[line]
        : bytes[(line.lowerBound + drop - extra)..<line.upperBound]
      output += clipped(lineOutput)
    }
    if lines.count > maximumLines { output += Array("\n…".utf8) }
    return String(decoding: output, as: UTF8.self)
  }

  /// `line` cut to ``maximumLineLength`` bytes at the start of a character, then `…`.
  private static func clipped(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard line.count > maximumLineLength else { return line }
    var end = line.startIndex + maximumLineLength
    while end > line.startIndex, line[end] & 0xC0 == 0x80 { end -= 1 }
    return line[line.startIndex..<end] + Array("…".utf8)
  }

  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  private static func isIndentation(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == carriageReturn
  }
}
