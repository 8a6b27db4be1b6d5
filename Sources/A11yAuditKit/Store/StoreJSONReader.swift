import Foundation

/// Reads a store file of the current schema version straight from its UTF-8 bytes, many times faster than
/// `JSONDecoder` on a large store.
///
/// It reads strictly what ``StoreCoding/encode(_:)`` writes and gives up on anything else: another schema
/// version, an unknown or repeated key, `null` where a value is required, a number with a fraction or an
/// exponent, a date in another form, or JSON or UTF-8 that is not valid. ``StoreCoding`` then decodes the
/// file with `JSONDecoder`, which reads what it can and names what is wrong, so the answer is always the same.
struct StoreJSONReader {
  /// Why the reader stopped; never shown, the slower decoder says it in words.
  struct GiveUp: Error {}

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The document in `data`, or nil when the reader gives up.
  static func read(_ data: Data) -> StoreDocument? {
    data.withUnsafeBytes { raw -> StoreDocument? in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard bytes.baseAddress != nil else { return nil }
      var reader = StoreJSONReader(bytes: bytes)
      return try? reader.document()
    }
  }

  // MARK: - The store's types

  private static let documentKeys: [StaticString] = ["schemaVersion", "findings", "screens", "checklistTicks"]

  private mutating func document() throws(GiveUp) -> StoreDocument {
    var version: Int?
    var findings: [FindingRecord]?
    var screens: [ScreenRecord]?
    var ticks: [ChecklistTick]?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.documentKeys, &seen) {
      case 0:
        version = try int()
        guard version == StoreDocument.currentSchemaVersion else { throw GiveUp() }
      case 1: findings = try array { (reader: inout StoreJSONReader) throws(GiveUp) in try reader.record() }
      case 2: screens = try array { (reader: inout StoreJSONReader) throws(GiveUp) in try reader.screenRecord() }
      default: ticks = try array { (reader: inout StoreJSONReader) throws(GiveUp) in try reader.tick() }
      }
    }
    skipWhitespace()
    guard index == bytes.count, let version, let findings, let screens, let ticks else { throw GiveUp() }
    return StoreDocument(schemaVersion: version, findings: findings, screens: screens, checklistTicks: ticks)
  }

  private static let recordKeys: [StaticString] = ["finding", "status", "presence", "notes", "history", "audit"]

  private mutating func record() throws(GiveUp) -> FindingRecord {
    var finding: Finding?
    var status: FixStatus?
    var presence: Presence?
    var notes: [Note]?
    var history: [HistoryEntry]?
    var audit: [AuditReference]?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.recordKeys, &seen) {
      case 0: finding = try self.finding()
      case 1: status = try value()
      case 2: presence = try value()
      case 3: notes = try array { (reader: inout StoreJSONReader) throws(GiveUp) in try reader.note() }
      case 4: history = try array { (reader: inout StoreJSONReader) throws(GiveUp) in try reader.historyEntry() }
      default:
        audit = try isNull() ? nil : array { (reader: inout StoreJSONReader) throws(GiveUp) in try reader.reference() }
      }
    }
    guard let finding, let status, let presence, let notes, let history else { throw GiveUp() }
    return FindingRecord(
      finding: finding, status: status, presence: presence, notes: notes, history: history, audit: audit)
  }

  private static let findingKeys: [StaticString] = [
    "id", "rule", "category", "severity", "file", "span", "snippet", "message", "recommendation", "passing",
    "context", "suggestedFix", "kind",
  ]

  private mutating func finding() throws(GiveUp) -> Finding {
    var id: String?
    var rule: String?
    var category: Category?
    var severity: Severity?
    var file: String?
    var span: SourceSpan?
    var snippet: String?
    var message: String?
    var recommendation: String?
    var passing: Bool?
    var context: String?
    var suggestedFix: String?
    var kind: String?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.findingKeys, &seen) {
      case 0: id = try string()
      case 1: rule = try string()
      case 2: category = try value()
      case 3: severity = try value()
      case 4: file = try string()
      case 5: span = try self.span()
      case 6: snippet = try string()
      case 7: message = try string()
      case 8: recommendation = try string()
      case 9: passing = try bool()
      case 10: context = try string()
      case 11: suggestedFix = try isNull() ? nil : string()
      default: kind = try isNull() ? nil : string()
      }
    }
    guard let id, let rule, let category, let severity, let file, let span, let snippet, let message,
      let recommendation, let passing, let context
    else { throw GiveUp() }
    return Finding(
      id: id, rule: rule, category: category, severity: severity, file: file, span: span, snippet: snippet,
      message: message, recommendation: recommendation, suggestedFix: suggestedFix, passing: passing,
      context: context, kind: kind)
  }

  private static let spanKeys: [StaticString] = ["start", "end"]

  private mutating func span() throws(GiveUp) -> SourceSpan {
    var start: SourcePosition?
    var end: SourcePosition?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.spanKeys, &seen) {
      case 0: start = try position()
      default: end = try position()
      }
    }
    guard let start, let end else { throw GiveUp() }
    return SourceSpan(start: start, end: end)
  }

  private static let positionKeys: [StaticString] = ["line", "column"]

  private mutating func position() throws(GiveUp) -> SourcePosition {
    var line: Int?
    var column: Int?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.positionKeys, &seen) {
      case 0: line = try int()
      default: column = try int()
      }
    }
    guard let line, let column else { throw GiveUp() }
    return SourcePosition(line: line, column: column)
  }

  private static let noteKeys: [StaticString] = ["at", "text"]

  private mutating func note() throws(GiveUp) -> Note {
    var at: Date?
    var text: String?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.noteKeys, &seen) {
      case 0: at = try date()
      default: text = try string()
      }
    }
    guard let at, let text else { throw GiveUp() }
    return Note(at: at, text: text)
  }

  private static let historyKeys: [StaticString] = ["at", "from", "to", "by", "reason"]

  private mutating func historyEntry() throws(GiveUp) -> HistoryEntry {
    var at: Date?
    var from: FixStatus?
    var to: FixStatus?
    var by: Actor?
    var reason: String?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.historyKeys, &seen) {
      case 0: at = try date()
      case 1: from = try isNull() ? nil : value()
      case 2: to = try value()
      case 3: by = try value()
      default: reason = try string()
      }
    }
    guard let at, let to, let by, let reason else { throw GiveUp() }
    return HistoryEntry(at: at, from: from, to: to, by: by, reason: reason)
  }

  private static let referenceKeys: [StaticString] = ["path", "line", "title", "severity", "type", "recommendation"]

  private mutating func reference() throws(GiveUp) -> AuditReference {
    var path: String?
    var line: Int?
    var title: String?
    var severity: Severity?
    var type: String?
    var recommendation: String?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.referenceKeys, &seen) {
      case 0: path = try string()
      case 1: line = try int()
      case 2: title = try string()
      case 3: severity = try isNull() ? nil : value()
      case 4: type = try isNull() ? nil : string()
      default: recommendation = try isNull() ? nil : string()
      }
    }
    guard let path, let line, let title else { throw GiveUp() }
    return AuditReference(
      path: path, line: line, title: title, severity: severity, type: type, recommendation: recommendation)
  }

  private static let screenRecordKeys: [StaticString] = ["screen", "review", "present"]

  private mutating func screenRecord() throws(GiveUp) -> ScreenRecord {
    var screen: Screen?
    var review: ReviewState?
    var present: Bool?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.screenRecordKeys, &seen) {
      case 0: screen = try self.screen()
      case 1: review = try value()
      default: present = try bool()
      }
    }
    guard let screen, let review, let present else { throw GiveUp() }
    return ScreenRecord(screen: screen, review: review, present: present)
  }

  private static let screenKeys: [StaticString] = ["name", "file", "line", "group"]

  private mutating func screen() throws(GiveUp) -> Screen {
    var name: String?
    var file: String?
    var line: Int?
    var group: String?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.screenKeys, &seen) {
      case 0: name = try string()
      case 1: file = try string()
      case 2: line = try int()
      default: group = try string()
      }
    }
    guard let name, let file, let line, let group else { throw GiveUp() }
    return Screen(name: name, file: file, line: line, group: group)
  }

  private static let tickKeys: [StaticString] = ["file", "text", "checked", "at"]

  private mutating func tick() throws(GiveUp) -> ChecklistTick {
    var file: String?
    var text: String?
    var checked: Bool?
    var at: Date?
    var seen: UInt32 = 0
    var first = true
    try begin(UInt8(ascii: "{"))
    while let key = try nextKey(&first) {
      switch try field(key, Self.tickKeys, &seen) {
      case 0: file = try string()
      case 1: text = try string()
      case 2: checked = try bool()
      default: at = try date()
      }
    }
    guard let file, let text, let checked, let at else { throw GiveUp() }
    return ChecklistTick(file: file, text: text, checked: checked, at: at)
  }

  // MARK: - Structure

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func begin(_ byte: UInt8) throws(GiveUp) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == byte else { throw GiveUp() }
    index += 1
  }

  /// The next key of the object being read (its bytes, without quotes), or nil after its closing brace.
  private mutating func nextKey(_ first: inout Bool) throws(GiveUp) -> Range<Int>? {
    skipWhitespace()
    guard index < bytes.count else { throw GiveUp() }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return nil
    }
    if first {
      first = false
    } else {
      guard bytes[index] == UInt8(ascii: ",") else { throw GiveUp() }
      index += 1
      skipWhitespace()
      guard index < bytes.count else { throw GiveUp() }
    }
    guard bytes[index] == UInt8(ascii: "\"") else { throw GiveUp() }
    index += 1
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      // Keys with escapes are not what the encoder writes.
      guard bytes[index] != UInt8(ascii: "\\") else { throw GiveUp() }
      index += 1
    }
    guard index < bytes.count else { throw GiveUp() }
    let key = start..<index
    index += 1
    try begin(UInt8(ascii: ":"))
    return key
  }

  /// Which of `names` the key is; gives up on an unknown or repeated key.
  private func field(_ key: Range<Int>, _ names: [StaticString], _ seen: inout UInt32) throws(GiveUp) -> Int {
    let base = bytes.baseAddress! + key.lowerBound
    for (position, name) in names.enumerated()
    where name.utf8CodeUnitCount == key.count && memcmp(base, name.utf8Start, key.count) == 0 {
      let bit: UInt32 = 1 << UInt32(position)
      guard seen & bit == 0 else { throw GiveUp() }
      seen |= bit
      return position
    }
    throw GiveUp()
  }

  private mutating func array<Element>(
    _ element: (inout StoreJSONReader) throws(GiveUp) -> Element
  ) throws(GiveUp) -> [Element] {
    try begin(UInt8(ascii: "["))
    var result: [Element] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return result
    }
    while true {
      result.append(try element(&self))
      skipWhitespace()
      guard index < bytes.count else { throw GiveUp() }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return result
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw GiveUp() }
      index += 1
    }
  }

  // MARK: - Values

  /// Whether the next value is `null` (consumed if so).
  private mutating func isNull() -> Bool {
    skipWhitespace()
    guard literal("null") else { return false }
    return true
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count, memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0 else {
      return false
    }
    index += count
    return true
  }

  private mutating func bool() throws(GiveUp) -> Bool {
    skipWhitespace()
    if literal("true") { return true }
    if literal("false") { return false }
    throw GiveUp()
  }

  private mutating func int() throws(GiveUp) -> Int {
    skipWhitespace()
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    let start = index
    var value = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      let digit = Int(bytes[index] - UInt8(ascii: "0"))
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) =
        negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      guard !overflow, !overflowAgain else { throw GiveUp() }
      value = sum
      index += 1
    }
    let digits = index - start
    guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { throw GiveUp() }
    if index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw GiveUp()
      default: break
      }
    }
    return value
  }

  private mutating func value<Value: RawRepresentable>() throws(GiveUp) -> Value where Value.RawValue == String {
    guard let value = Value(rawValue: try string()) else { throw GiveUp() }
    return value
  }

  private mutating func string() throws(GiveUp) -> String {
    try begin(UInt8(ascii: "\""))
    let start = index
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        if ascii { return String(decoding: text, as: UTF8.self) }
        guard let string = String(validating: text, as: UTF8.self) else { throw GiveUp() }
        return string
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      guard byte >= 0x20 else { throw GiveUp() }
      if byte >= 0x80 { ascii = false }
      index += 1
    }
    throw GiveUp()
  }

  /// The rest of a string that has escapes in it, from its first byte at `start`.
  private mutating func escapedString(from start: Int) throws(GiveUp) -> String {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let string = String(validating: utf8, as: UTF8.self) else { throw GiveUp() }
        return string
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw GiveUp() }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar) {
            guard literal("\\u") else { throw GiveUp() }
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw GiveUp() }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw GiveUp() }
          utf8.append(contentsOf: UTF8.encode(unicode)!)
        default:
          throw GiveUp()
        }
      default:
        guard byte >= 0x20 else { throw GiveUp() }
        utf8.append(byte)
      }
    }
    throw GiveUp()
  }

  private mutating func hex4() throws(GiveUp) -> UInt32 {
    guard index + 4 <= bytes.count else { throw GiveUp() }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw GiveUp()
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// A date as the encoder writes it, `2025-11-22T10:04:00Z` (UTC, whole seconds), read without a formatter.
  private mutating func date() throws(GiveUp) -> Date {
    try begin(UInt8(ascii: "\""))
    guard index + 21 <= bytes.count, bytes[index + 20] == UInt8(ascii: "\"") else { throw GiveUp() }
    let seconds = try StoreDate.seconds(UnsafeBufferPointer(rebasing: bytes[index..<index + 20]))
    index += 21
    return Date(timeIntervalSince1970: Double(seconds))
  }
}
