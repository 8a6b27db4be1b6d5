/// The words of a file's text: every run of identifier characters (ASCII letters, digits, `_`, and any byte of a
/// non-ASCII character), in code, comments and strings alike.
///
/// A rule can only look up a project fact by a name the file holds (a helper it calls, a type it extends, a view it
/// declares), so the facts keyed by names outside these words cannot change what the rules report in the file (see
/// ``ProjectFacts/projected(onto:)``). Taking comments and strings too only keeps more.
package struct FileWords {
  private var words: Set<String> = []
  /// The words right after a dot (`faint` in `.faint` and `Color.faint`): the names of members used.
  private var members: Set<String> = []
  /// The views the file declares, by their own name (`Detail` for `Orders.Detail`).
  package private(set) var views: Set<String> = []

  /// The words of `bytes`, and the views of `index` when given.
  package init(_ bytes: [UInt8], index: SourceFileIndex? = nil) {
    views = Set((index?.screens ?? []).map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name })
    var start: Int?
    // Whether the last byte before the current word, spaces and line breaks aside, is a dot.
    var afterDot = false
    var lastMark: UInt8 = 0
    for index in bytes.indices {
      let byte = bytes[index]
      if Self.isWordByte(byte) {
        if start == nil {
          start = index
          afterDot = lastMark == UInt8(ascii: ".")
        }
        continue
      }
      if let first = start {
        insert(bytes[first..<index], isMember: afterDot)
        start = nil
        lastMark = 0
      }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")
        && byte != UInt8(ascii: "\r")
      {
        lastMark = byte
      }
    }
    if let first = start { insert(bytes[first..<bytes.endIndex], isMember: afterDot) }
  }

  private mutating func insert(_ slice: ArraySlice<UInt8>, isMember: Bool) {
    let word = String(decoding: slice, as: UTF8.self)
    words.insert(word)
    if isMember { members.insert(word) }
  }

  @inline(__always)
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), 0x80...0xFF:
      return true
    default:
      return false
    }
  }

  /// Whether the file may use the member `name` (`faint`), or `Theme.accent` with `accent` right after a dot.
  package func containsMember(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return members.contains(name) || name.isEmpty }
    return members.contains(String(name[name.index(after: dot)...])) && contains(String(name[..<dot]))
  }

  /// Whether the file may hold `name`: each word of it (`Theme` and `accent` in `Theme.accent`, `Int` and `Array` in
  /// `Array<Int>`) is among the file's words. A name without any word (an operator) may always be there.
  package func contains(_ name: String) -> Bool {
    if name.utf8.allSatisfy(Self.isWordByte) { return name.isEmpty || words.contains(name) }
    var current: [UInt8] = []
    for byte in name.utf8 {
      if Self.isWordByte(byte) {
        current.append(byte)
      } else if !current.isEmpty {
        guard words.contains(String(decoding: current, as: UTF8.self)) else { return false }
        current.removeAll(keepingCapacity: true)
      }
    }
    return current.isEmpty || words.contains(String(decoding: current, as: UTF8.self))
  }
}
