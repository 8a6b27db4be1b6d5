/// Link text that says nothing of where the link goes ("Learn more", "Click here"), and the Markdown links of a
/// string.
package enum GenericLinkText {
  /// Phrases that name no target, lowercased, without punctuation around them.
  package static let phrases: Set<String> = [
    "learn more", "click here", "tap here", "more", "read more", "here", "link", "more info", "more information",
    "details", "see more", "find out more", "this link", "learn more here", "read more here", "click", "tap",
  ]

  /// Characters trimmed around a phrase before it is compared.
  private static let trimmed: Set<Character> = [
    ".", ",", ":", ";", "!", "?", "…", "›", "»", ">", "→", "-", "–", "—", "\"", "'", "(", ")", "*", "_", "↗", "⇗",
  ]

  /// `text` lowercased, trimmed of spaces and punctuation, with single spaces between words.
  package static func normalized(_ text: String) -> String {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var result = Substring(words)
    while let first = result.first, first.isWhitespace || trimmed.contains(first) { result = result.dropFirst() }
    while let last = result.last, last.isWhitespace || trimmed.contains(last) { result = result.dropLast() }
    return String(result)
  }

  /// Whether `text` is a generic phrase once normalized.
  package static func isGeneric(_ text: String) -> Bool { phrases.contains(normalized(text)) }

  /// The `[text](destination)` links of a Markdown string (`Text("Read our terms [here](https://…)")`), and the text
  /// around them with the links taken out.
  package static func markdownLinks(in text: String) -> (links: [String], rest: String) {
    var links: [String] = []
    var rest = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "[", let close = text[index...].firstIndex(of: "]"),
        text.index(after: close) < text.endIndex, text[text.index(after: close)] == "(",
        let end = text[close...].firstIndex(of: ")")
      {
        links.append(String(text[text.index(after: index)..<close]))
        rest += " "
        index = text.index(after: end)
        continue
      }
      rest.append(text[index])
      index = text.index(after: index)
    }
    return (links, rest)
  }

  /// Whether the text around a string's links holds words (`Read our terms` in `Read our terms [here](…)`): the
  /// sentence gives the link its purpose.
  package static func hasSentence(_ rest: String) -> Bool {
    rest.split(whereSeparator: { !$0.isLetter }).contains { $0.count >= 2 }
  }
}
