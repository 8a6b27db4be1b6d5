extension String {
  /// The text with each `{name}` replaced by `arguments[name]`; placeholders without a value stay as written.
  package func filling(_ arguments: [String: String]) -> String {
    guard !arguments.isEmpty, utf8.contains(UInt8(ascii: "{")) else { return self }
    var result = ""
    var rest = self[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        result += rest[open...]
        return result
      }
      let name = String(rest[rest.index(after: open)..<close])
      result += arguments[name] ?? String(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
  }
}
