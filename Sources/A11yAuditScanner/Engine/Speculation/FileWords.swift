/// The words of a file's text: every run of identifier characters (ASCII letters, digits, `_`, and any byte of a
/// non-ASCII character), in code, comments and strings alike.
///
/// A rule can only look up a project fact by a name the file holds (a helper it calls, a type it extends, a view it
/// declares), so the facts keyed by names outside these words cannot change what the rules report in the file (see
/// ``ProjectFacts/projected(onto:)``). Taking comments and strings too only keeps more.
package struct FileWords {
  /// The words, each by the FNV-1a hash of its bytes: no string is made for them, and two words sharing a hash only
  /// make the file seem to hold one more name (its facts are kept, never lost).
  private var words: Set<UInt64> = []
  /// The words right after a dot (`faint` in `.faint` and `Color.faint`): the names of members used.
  private var members: Set<UInt64> = []
  /// The views the file declares, by their own name (`Detail` for `Orders.Detail`).
  package private(set) var views: Set<String> = []

  /// The words of `bytes`, and the views of `index` when given.
  package init(_ bytes: [UInt8], index: SourceFileIndex? = nil) {
    views = Set((index?.screens ?? []).map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name })
    words.reserveCapacity(bytes.count / 16)
    var hash = Self.emptyHash
    var inWord = false
    // Whether the last byte before the current word, spaces and line breaks aside, is a dot.
    var afterDot = false
    var lastMark: UInt8 = 0
    for byte in bytes {
      if Self.isWordByte(byte) {
        if !inWord {
          inWord = true
          hash = Self.emptyHash
          afterDot = lastMark == UInt8(ascii: ".")
        }
        hash = Self.hashing(hash, byte)
        continue
      }
      if inWord {
        insert(hash, isMember: afterDot)
        inWord = false
        lastMark = 0
      }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")
        && byte != UInt8(ascii: "\r")
      {
        lastMark = byte
      }
    }
    if inWord { insert(hash, isMember: afterDot) }
  }

  private mutating func insert(_ hash: UInt64, isMember: Bool) {
    words.insert(hash)
    if isMember { members.insert(hash) }
  }

  private static let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325

  @inline(__always)
  private static func hashing(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    bytes.reduce(emptyHash, hashing)
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
    guard let dot = name.lastIndex(of: ".") else { return name.isEmpty || members.contains(Self.hash(name.utf8)) }
    return members.contains(Self.hash(name[name.index(after: dot)...].utf8)) && contains(String(name[..<dot]))
  }

  /// Whether the file may hold `name`: each word of it (`Theme` and `accent` in `Theme.accent`, `Int` and `Array` in
  /// `Array<Int>`) is among the file's words. A name without any word (an operator) may always be there.
  package func contains(_ name: String) -> Bool {
    var hash = Self.emptyHash
    var inWord = false
    for byte in name.utf8 {
      if Self.isWordByte(byte) {
        hash = Self.hashing(hash, byte)
        inWord = true
      } else if inWord {
        guard words.contains(hash) else { return false }
        hash = Self.emptyHash
        inWord = false
      }
    }
    return !inWord || words.contains(hash)
  }
}
