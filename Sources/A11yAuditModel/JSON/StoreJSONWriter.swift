import Foundation

/// Writes a store document as the bytes `JSONEncoder` writes for it (pretty-printed, keys sorted, slashes not
/// escaped, ISO 8601 dates), far faster: the TUI saves the whole store on every change.
///
/// This file holds the JSON layout and values; each store type's members are written by its
/// ``StoreJSONWritable`` conformance, generated from the type's declaration with the keys in the order
/// `JSONEncoder` sorts them (see `Generated/`). `StoreJSONWriterTests` compares the bytes with `JSONEncoder`'s
/// on generated stores, on every character and on dates over the years.
package struct StoreJSONWriter {
  private var bytes: [UInt8] = []
  private var depth = 0

  /// The document's bytes, without the store file's trailing newline.
  package static func write(_ document: StoreDocument) -> Data {
    var writer = StoreJSONWriter()
    writer.bytes.reserveCapacity(1_024 + document.findings.count * 1_024)
    document.write(to: &writer)
    return Data(writer.bytes)
  }

  /// The bytes of `value` (another file in the store's JSON style, such as the scan cache); `compact` leaves out line
  /// breaks, indentation and the spaces around colons (for files only the tool reads).
  package static func write(
    _ value: some StoreJSONWritable, reservingCapacity capacity: Int = 4_096, compact: Bool = false
  ) -> Data {
    var writer = StoreJSONWriter()
    writer.isCompact = compact
    writer.bytes.reserveCapacity(capacity)
    value.write(to: &writer)
    return Data(writer.bytes)
  }

  // MARK: - Structure, as JSONEncoder's pretty printing lays it out

  /// Keys written so far in the object being written, to put the separators between its members.
  private var membersInObject = 0

  /// Whether to write without line breaks, indentation or spaces.
  private var isCompact = false

  private mutating func newline() {
    guard !isCompact else { return }
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
  }

  /// An object whose members `members` writes with ``member(_:_:)`` and ``member(_:ifPresent:)``.
  package mutating func object(_ members: (inout StoreJSONWriter) -> Void) {
    let outer = membersInObject
    membersInObject = 0
    bytes.append(UInt8(ascii: "{"))
    depth += 1
    members(&self)
    depth -= 1
    if membersInObject == 0 && !isCompact { bytes.append(0x0A) }
    newline()
    bytes.append(UInt8(ascii: "}"))
    membersInObject = outer
  }

  /// A member of the object being written.
  package mutating func member(_ name: StaticString, _ value: some StoreJSONWritable) {
    memberName(name)
    value.write(to: &self)
  }

  /// A member that is left out when nil, as `JSONEncoder` leaves out nil optionals.
  package mutating func member(_ name: StaticString, ifPresent value: (some StoreJSONWritable)?) {
    if let value { member(name, value) }
  }

  /// A member whose value `value` writes (an enum case's payload).
  package mutating func member(_ name: StaticString, writing value: (inout StoreJSONWriter) -> Void) {
    memberName(name)
    value(&self)
  }

  /// A member whose name is not known in advance (a dictionary's key), escaped as any string.
  package mutating func member(key: String, _ value: some StoreJSONWritable) {
    startMember()
    string(key)
    endMemberName()
    value.write(to: &self)
  }

  private mutating func memberName(_ name: StaticString) {
    startMember()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    bytes.append(UInt8(ascii: "\""))
    endMemberName()
  }

  /// The separator before a member and its line.
  private mutating func startMember() {
    if membersInObject > 0 { bytes.append(UInt8(ascii: ",")) }
    membersInObject += 1
    newline()
  }

  /// The colon after a member's name.
  private mutating func endMemberName() {
    if isCompact {
      bytes.append(UInt8(ascii: ":"))
    } else {
      bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
    }
  }

  package mutating func array<Element>(_ elements: [Element], _ element: (inout StoreJSONWriter, Element) -> Void) {
    bytes.append(UInt8(ascii: "["))
    depth += 1
    for (index, value) in elements.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      newline()
      element(&self, value)
    }
    depth -= 1
    if elements.isEmpty && !isCompact { bytes.append(0x0A) }
    newline()
    bytes.append(UInt8(ascii: "]"))
  }

  // MARK: - Values

  package mutating func int(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// The shortest digits that read back as `value` (Swift's `description`: `0.5`, `1e-05`); not `JSONEncoder`'s form,
  /// so for the scan cache's values only, never the store's.
  package mutating func double(_ value: Double) {
    bytes.append(contentsOf: value.description.utf8)
  }

  package mutating func bool(_ value: Bool) {
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A string with the escapes `JSONEncoder` writes: `\"`, `\\`, `\b`, `\t`, `\n`, `\f`, `\r`, and `\u00xx` for
  /// the other control characters; everything else as its UTF-8 bytes.
  package mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        start = index + 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
        case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        default:
          bytes += Array("\\u00".utf8) + [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0x0F)]]
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `"2025-11-22T10:04:00Z"`; dates with fractions of a second or outside the years 1900 to 9999 are left to
  /// `JSONEncoder`, so that they come out exactly as it writes them.
  package mutating func date(_ date: Date) {
    let seconds = date.timeIntervalSince1970
    if seconds == seconds.rounded(.down), let text = StoreDate.text(seconds: Int(exactly: seconds)) {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: text.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    bytes.append(contentsOf: (try? JSONOutput.encoder().encode(date)) ?? Data("null".utf8))
  }
}
