/// Word wrapping by display width.
enum TextWrap {
  /// `text` broken into lines of at most `width` columns, at spaces where possible; a word wider than a line is cut
  /// into pieces that fill one each. Existing newlines are kept. Each character is measured with `columns` at most
  /// twice, however long the word it is in.
  static func lines(_ text: String, width: Int, columns: (Character) -> Int = DisplayWidth.of) -> [String] {
    let width = max(1, width)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        let wordWidth = word.reduce(0) { $0 + columns($1) }
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          result.append(line)
        }
        if wordWidth <= width {
          line = String(word)
          lineWidth = wordWidth
          continue
        }
        var start = word.startIndex
        lineWidth = 0
        for index in word.indices {
          let characterWidth = columns(word[index])
          if lineWidth + characterWidth > width && index != start {
            result.append(String(word[start..<index]))
            start = index
            lineWidth = 0
          }
          lineWidth += characterWidth
        }
        line = String(word[start...])
      }
      result.append(line)
    }
    return result
  }
}
