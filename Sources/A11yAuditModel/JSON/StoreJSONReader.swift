import Foundation

/// Reads a store file of the current schema version straight from its UTF-8 bytes, many times faster than
/// `JSONDecoder` on a large store (`bench-tui` prints both).
///
/// It reads strictly what ``StoreCoding/encode(_:)`` writes and gives up on anything else: another schema
/// version, an unknown or repeated key, `null` where a value is required, a number with a fraction or an
/// exponent, a date in another form, or JSON or UTF-8 that is not valid. ``StoreCoding`` then decodes the
/// file with `JSONDecoder`, which reads what it can and names what is wrong, so the answer is always the same.
///
/// This file holds the JSON structure and values; each store type's members are read by its
/// ``StoreJSONReadable`` conformance, generated from the type's declaration (see `Generated/`).
package struct StoreJSONReader {
  /// Why the reader stopped; never shown, the slower decoder says it in words.
  package struct GiveUp: Error {
    package init() {}
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The document in `data`, or nil when the reader gives up.
  package static func read(_ data: Data) -> StoreDocument? {
    guard let document = read(data, as: StoreDocument.self),
      document.schemaVersion == StoreDocument.currentSchemaVersion
    else { return nil }
    return document
  }

  /// A value of `type` read from the whole of `data` (another file written by ``StoreJSONWriter``, such as the scan
  /// cache), or nil when the reader gives up.
  package static func read<Value: StoreJSONReadable>(_ data: Data, as type: Value.Type) -> Value? {
    data.withUnsafeBytes { raw -> Value? in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard bytes.baseAddress != nil else { return nil }
      var reader = StoreJSONReader(bytes: bytes)
      guard let value = try? Value(storeJSON: &reader) else { return nil }
      reader.skipWhitespace()
      return reader.index == bytes.count ? value : nil
    }
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

  /// The keys of an object being read, and which of them were read.
  package struct Members {
    fileprivate let keys: [StaticString]
    fileprivate var seen: UInt64 = 0
    fileprivate var first = true
    /// Where to look for the next key first: the encoder writes them in the order of ``keys``.
    fileprivate var next = 0
  }

  /// Reads the opening brace of an object whose keys are `keys` (at most 64).
  package mutating func members(_ keys: [StaticString]) throws(GiveUp) -> Members {
    try begin(UInt8(ascii: "{"))
    return Members(keys: keys)
  }

  /// Which of the object's keys comes next, read up to its value, or nil after the closing brace; gives up on
  /// an unknown or repeated key.
  package mutating func nextMember(_ members: inout Members) throws(GiveUp) -> Int? {
    guard let key = try nextKey(&members.first) else { return nil }
    let base = bytes.baseAddress! + key.lowerBound
    let count = members.keys.count
    for offset in 0..<count {
      var position = members.next + offset
      if position >= count { position -= count }
      let name = members.keys[position]
      guard name.utf8CodeUnitCount == key.count, memcmp(base, name.utf8Start, key.count) == 0 else { continue }
      let bit: UInt64 = 1 << UInt64(position)
      guard members.seen & bit == 0 else { throw GiveUp() }
      members.seen |= bit
      members.next = position + 1
      return position
    }
    throw GiveUp()
  }

  /// The value of a member that must be present.
  package func required<Value>(_ value: Value?) throws(GiveUp) -> Value {
    guard let value else { throw GiveUp() }
    return value
  }

  package mutating func array<Element>(
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

  /// Reads an object whose keys are not known in advance (a dictionary), calling `value` with each key in turn to
  /// read its value; gives up on a repeated key.
  package mutating func entries(
    _ value: (inout StoreJSONReader, String) throws(GiveUp) -> Void
  ) throws(GiveUp) {
    try begin(UInt8(ascii: "{"))
    var keys: Set<String> = []
    var first = true
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw GiveUp() }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return
      }
      if first {
        first = false
      } else {
        guard bytes[index] == UInt8(ascii: ",") else { throw GiveUp() }
        index += 1
      }
      let key = try string()
      guard keys.insert(key).inserted else { throw GiveUp() }
      try begin(UInt8(ascii: ":"))
      try value(&self, key)
    }
  }

  /// Reads past the next value, whatever it is, building nothing and checking only its nesting and strings: a member
  /// a reader does not need yet (read in full later, which checks the rest).
  package mutating func skipValue() throws(GiveUp) {
    skipWhitespace()
    guard index < bytes.count else { throw GiveUp() }
    let first = bytes[index]
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") else {
      // A number or a literal: up to the next separator.
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return
        default: index += 1
        }
      }
      return
    }
    var depth = 0
    repeat {
      guard index < bytes.count else { throw GiveUp() }
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        index += 1
      case UInt8(ascii: "\""):
        index += 1
        while true {
          guard index < bytes.count else { throw GiveUp() }
          let byte = bytes[index]
          index += byte == UInt8(ascii: "\\") ? 2 : 1
          if byte == UInt8(ascii: "\"") { break }
        }
      default:
        index += 1
      }
    } while depth > 0
  }

  // MARK: - Values

  /// Whether the next value is `null` (consumed if so).
  package mutating func isNull() -> Bool {
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

  package mutating func bool() throws(GiveUp) -> Bool {
    skipWhitespace()
    if literal("true") { return true }
    if literal("false") { return false }
    throw GiveUp()
  }

  package mutating func int() throws(GiveUp) -> Int {
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

  /// A number as ``StoreJSONWriter/double(_:)`` writes it (`0.5`, `1e-05`, `-inf`, `nan`).
  package mutating func double() throws(GiveUp) -> Double {
    skipWhitespace()
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: break
      default:
        index += 1
        continue
      }
      break
    }
    guard index > start,
      let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    else { throw GiveUp() }
    return value
  }

  package mutating func string() throws(GiveUp) -> String {
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
  package mutating func date() throws(GiveUp) -> Date {
    try begin(UInt8(ascii: "\""))
    guard index + 21 <= bytes.count, bytes[index + 20] == UInt8(ascii: "\"") else { throw GiveUp() }
    let seconds = try StoreDate.seconds(UnsafeBufferPointer(rebasing: bytes[index..<index + 20]))
    index += 21
    return Date(timeIntervalSince1970: Double(seconds))
  }
}
