import A11yAuditKit

/// The free-text search of the findings list: whether a finding's message, file, rule id or rule title contains
/// the text, in any case.
///
/// ASCII text is compared byte by byte with its case folded, without lowercasing copies of every field: typing
/// a search walks up to every finding on each key.
struct FindingSearch: Sendable {
  private let lowered: String
  /// The lowercased text's bytes when it is ASCII, else nil (then every field is lowercased and compared).
  private let asciiNeedle: [UInt8]?

  init(_ text: String) {
    lowered = text.lowercased()
    asciiNeedle = lowered.utf8.allSatisfy { $0 < 0x80 } ? Array(lowered.utf8) : nil
  }

  func matches(_ record: UnsafePointer<FindingRecord>) -> Bool {
    contains(record.pointee.finding.message) || contains(record.pointee.finding.file)
      || contains(record.pointee.finding.rule) || contains(record.pointee.listTitle)
  }

  func matches(_ record: FindingRecord) -> Bool {
    withUnsafePointer(to: record) { matches($0) }
  }

  /// Which records of `table` match, by index: each file and rule is searched once, then only messages.
  func matches(in table: FindingTable) -> (Int) -> Bool {
    let files = table.files.map(contains)
    let rules = table.rules.map { rule in contains(rule) || (RuleTitles.byID[rule].map(contains) ?? false) }
    let records = table.records
    let fileOfRecord = table.fileOfRecord
    let ruleOfRecord = table.ruleOfRecord
    return { index in
      files[fileOfRecord[index]] || rules[ruleOfRecord[index]]
        || records.withUnsafeBufferPointer { contains($0[index].finding.message) }
    }
  }

  private func contains(_ haystack: String) -> Bool {
    if let needle = asciiNeedle,
      let found = haystack.utf8.withContiguousStorageIfAvailable({ Self.asciiContains($0, needle) }),
      let found
    {
      return found
    }
    return haystack.lowercased().contains(lowered)
  }

  /// Whether ASCII `haystack` contains `needle` (lowercase) ignoring case, or nil when `haystack` is not ASCII.
  private static func asciiContains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool? {
    func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    guard !haystack.contains(where: { $0 >= 0x80 }) else { return nil }
    guard !needle.isEmpty else { return false }
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count) where folded(haystack[start]) == needle[0] {
      var offset = 1
      while offset < needle.count && folded(haystack[start + offset]) == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
    }
    return false
  }
}
