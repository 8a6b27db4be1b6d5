extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  package var trimmingSpaces: String {
    guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
    let end = lastIndex(where: { $0 != " " && $0 != "\t" })!
    return String(self[start...end])
  }

  /// The text without the given leading and trailing characters.
  package func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
