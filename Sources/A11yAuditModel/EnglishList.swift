extension Int {
  /// `1 file`, `3 files`: the number with `noun`, plural with an `s` unless it is one.
  public func counted(_ noun: String) -> String {
    "\(self) \(noun)\(self == 1 ? "" : "s")"
  }
}

extension Array where Element == String {
  /// `a, b, c and 2 more`: the first `limit` items, then how many are left out and `noun`.
  public func listed(upTo limit: Int, more noun: String = "more") -> String {
    guard count > limit else { return joined(separator: ", ") }
    return prefix(limit).joined(separator: ", ") + " and \(count - limit) \(noun)"
  }
}
