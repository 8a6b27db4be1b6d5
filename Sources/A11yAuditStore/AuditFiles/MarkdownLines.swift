/// A document split into lines, keeping each line's byte offset so edits can be made in place.
package struct MarkdownLines {
  package struct Line {
    /// 1-based line number.
    package var number: Int
    /// UTF-8 byte offset of the line's first character.
    package var offset: Int
    /// The line without its ending (`\n`, `\r\n` or `\r`).
    package var text: Substring
  }

  package var lines: [Line]

  package init(_ text: String) {
    var lines: [Line] = []
    var offset = 0
    var start = text.startIndex
    var index = text.startIndex
    let utf8 = text.utf8
    var lineStartOffset = 0
    var number = 1
    var u = utf8.startIndex
    while u != utf8.endIndex {
      let byte = utf8[u]
      if byte == 0x0A || byte == 0x0D {
        index = u
        lines.append(Line(number: number, offset: lineStartOffset, text: text[start..<index]))
        number += 1
        var next = utf8.index(after: u)
        offset += 1
        if byte == 0x0D, next != utf8.endIndex, utf8[next] == 0x0A {
          next = utf8.index(after: next)
          offset += 1
        }
        u = next
        start = next
        lineStartOffset = offset
        continue
      }
      offset += 1
      u = utf8.index(after: u)
    }
    if start != text.endIndex {
      lines.append(Line(number: number, offset: lineStartOffset, text: text[start...]))
    }
    self.lines = lines
  }
}

extension Substring {
  /// Indentation width with tabs advancing to the next multiple of 4, as CommonMark counts it.
  package var indentWidth: Int {
    var width = 0
    for character in self {
      if character == " " {
        width += 1
      } else if character == "\t" {
        width += 4 - width % 4
      } else {
        break
      }
    }
    return width
  }

  /// The line without leading spaces and tabs.
  package var withoutIndent: Substring { drop { $0 == " " || $0 == "\t" } }

  /// Whether the line holds only spaces and tabs.
  package var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" } }
}
