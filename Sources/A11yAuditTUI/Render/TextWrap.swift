/// Word wrapping by display width.
enum TextWrap {
  /// `text` broken into lines of at most `width` columns, at spaces where possible. Existing newlines are kept.
  static func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var word = String(word)
        var wordWidth = DisplayWidth.of(word)
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          result.append(line)
          line = ""
          lineWidth = 0
        }
        while wordWidth > width {
          let (head, tail) = split(word, at: width)
          result.append(head)
          word = tail
          wordWidth = DisplayWidth.of(word)
        }
        line = word
        lineWidth = wordWidth
      }
      result.append(line)
    }
    return result
  }

  private static func split(_ word: String, at width: Int) -> (String, String) {
    var used = 0
    var index = word.startIndex
    while index < word.endIndex {
      let columns = DisplayWidth.of(word[index])
      if used + columns > width { break }
      used += columns
      index = word.index(after: index)
    }
    if index == word.startIndex { index = word.index(after: index) }
    return (String(word[..<index]), String(word[index...]))
  }
}
