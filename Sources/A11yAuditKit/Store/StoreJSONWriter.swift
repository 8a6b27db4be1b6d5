import Foundation

/// Writes a store document as the bytes `JSONEncoder` writes for it (pretty-printed, keys sorted, slashes not
/// escaped, ISO 8601 dates), an order of magnitude faster: the TUI saves the whole store on every change.
///
/// Each type's keys are listed here in the encoder's sorted order; `StoreJSONWriterTests` compares the bytes
/// with `JSONEncoder`'s on generated stores, on every character and on dates over the years.
struct StoreJSONWriter {
  private var bytes: [UInt8] = []
  private var depth = 0

  /// The document's bytes, without the store file's trailing newline.
  static func write(_ document: StoreDocument) -> Data {
    var writer = StoreJSONWriter()
    writer.bytes.reserveCapacity(1_024 + document.findings.count * 1_024)
    writer.document(document)
    return Data(writer.bytes)
  }

  // MARK: - The store's types

  private mutating func document(_ document: StoreDocument) {
    object {
      $0.key("checklistTicks") { $0.array(document.checklistTicks) { $0.tick($1) } }
      $0.key("findings") { $0.array(document.findings) { $0.record($1) } }
      $0.key("schemaVersion") { $0.int(document.schemaVersion) }
      $0.key("screens") { $0.array(document.screens) { $0.screenRecord($1) } }
    }
  }

  private mutating func record(_ record: FindingRecord) {
    object {
      if let audit = record.audit { $0.key("audit") { $0.array(audit) { $0.reference($1) } } }
      $0.key("finding") { $0.finding(record.finding) }
      $0.key("history") { $0.array(record.history) { $0.historyEntry($1) } }
      $0.key("notes") { $0.array(record.notes) { $0.note($1) } }
      $0.key("presence") { $0.string(record.presence.rawValue) }
      $0.key("status") { $0.string(record.status.rawValue) }
    }
  }

  private mutating func finding(_ finding: Finding) {
    object {
      $0.key("category") { $0.string(finding.category.rawValue) }
      $0.key("context") { $0.string(finding.context) }
      $0.key("file") { $0.string(finding.file) }
      $0.key("id") { $0.string(finding.id) }
      if let kind = finding.kind { $0.key("kind") { $0.string(kind) } }
      $0.key("message") { $0.string(finding.message) }
      $0.key("passing") { $0.bool(finding.passing) }
      $0.key("recommendation") { $0.string(finding.recommendation) }
      $0.key("rule") { $0.string(finding.rule) }
      $0.key("severity") { $0.string(finding.severity.rawValue) }
      $0.key("snippet") { $0.string(finding.snippet) }
      $0.key("span") { $0.span(finding.span) }
      if let fix = finding.suggestedFix { $0.key("suggestedFix") { $0.string(fix) } }
    }
  }

  private mutating func span(_ span: SourceSpan) {
    object {
      $0.key("end") { $0.position(span.end) }
      $0.key("start") { $0.position(span.start) }
    }
  }

  private mutating func position(_ position: SourcePosition) {
    object {
      $0.key("column") { $0.int(position.column) }
      $0.key("line") { $0.int(position.line) }
    }
  }

  private mutating func historyEntry(_ entry: HistoryEntry) {
    object {
      $0.key("at") { $0.date(entry.at) }
      $0.key("by") { $0.string(entry.by.rawValue) }
      if let from = entry.from { $0.key("from") { $0.string(from.rawValue) } }
      $0.key("reason") { $0.string(entry.reason) }
      $0.key("to") { $0.string(entry.to.rawValue) }
    }
  }

  private mutating func note(_ note: Note) {
    object {
      $0.key("at") { $0.date(note.at) }
      $0.key("text") { $0.string(note.text) }
    }
  }

  private mutating func reference(_ reference: AuditReference) {
    object {
      $0.key("line") { $0.int(reference.line) }
      $0.key("path") { $0.string(reference.path) }
      if let recommendation = reference.recommendation {
        $0.key("recommendation") { $0.string(recommendation) }
      }
      if let severity = reference.severity { $0.key("severity") { $0.string(severity.rawValue) } }
      $0.key("title") { $0.string(reference.title) }
      if let type = reference.type { $0.key("type") { $0.string(type) } }
    }
  }

  private mutating func screenRecord(_ record: ScreenRecord) {
    object {
      $0.key("present") { $0.bool(record.present) }
      $0.key("review") { $0.string(record.review.rawValue) }
      $0.key("screen") { $0.screen(record.screen) }
    }
  }

  private mutating func screen(_ screen: Screen) {
    object {
      $0.key("file") { $0.string(screen.file) }
      $0.key("group") { $0.string(screen.group) }
      $0.key("line") { $0.int(screen.line) }
      $0.key("name") { $0.string(screen.name) }
    }
  }

  private mutating func tick(_ tick: ChecklistTick) {
    object {
      $0.key("at") { $0.date(tick.at) }
      $0.key("checked") { $0.bool(tick.checked) }
      $0.key("file") { $0.string(tick.file) }
      $0.key("text") { $0.string(tick.text) }
    }
  }

  // MARK: - Structure, as JSONEncoder's pretty printing lays it out

  /// Keys written so far in the object being written, to put the separators between its members.
  private var membersInObject = 0

  private mutating func newline() {
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
  }

  private mutating func object(_ members: (inout StoreJSONWriter) -> Void) {
    let outer = membersInObject
    membersInObject = 0
    bytes.append(UInt8(ascii: "{"))
    depth += 1
    members(&self)
    depth -= 1
    if membersInObject == 0 { bytes.append(0x0A) }
    newline()
    bytes.append(UInt8(ascii: "}"))
    membersInObject = outer
  }

  private mutating func key(_ name: StaticString, _ value: (inout StoreJSONWriter) -> Void) {
    if membersInObject > 0 { bytes.append(UInt8(ascii: ",")) }
    membersInObject += 1
    newline()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    bytes.append(contentsOf: [UInt8(ascii: "\""), 0x20, UInt8(ascii: ":"), 0x20])
    value(&self)
  }

  private mutating func array<Element>(_ elements: [Element], _ element: (inout StoreJSONWriter, Element) -> Void) {
    bytes.append(UInt8(ascii: "["))
    depth += 1
    for (index, value) in elements.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      newline()
      element(&self, value)
    }
    depth -= 1
    if elements.isEmpty { bytes.append(0x0A) }
    newline()
    bytes.append(UInt8(ascii: "]"))
  }

  // MARK: - Values

  private mutating func int(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  private mutating func bool(_ value: Bool) {
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A string with the escapes `JSONEncoder` writes: `\"`, `\\`, `\b`, `\t`, `\n`, `\f`, `\r`, and `\u00xx` for
  /// the other control characters; everything else as its UTF-8 bytes.
  private mutating func string(_ value: String) {
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
  private mutating func date(_ date: Date) {
    let seconds = date.timeIntervalSince1970
    if seconds == seconds.rounded(.down), let text = StoreDate.text(seconds: Int(exactly: seconds)) {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: text.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    bytes.append(contentsOf: (try? encoder.encode(date)) ?? Data("null".utf8))
  }
}
