#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines that differ between two versions of a file.
///
/// Lines are compared as bytes with their newline, so a last line without one differs from the same text with one.
/// The lines both versions begin and end with are set aside first; the standard library's Myers diff
/// (`difference(from:)`) compares the lines between.
public struct LineDiff: Sendable, Equatable {
  /// Consecutive old lines replaced by consecutive new lines, as 0-based half-open line ranges; either may be empty.
  public struct Change: Sendable, Equatable {
    /// The old lines removed.
    public var old: Range<Int>
    /// The new lines in their place.
    public var new: Range<Int>

    /// Creates a change.
    public init(old: Range<Int>, new: Range<Int>) {
      self.old = old
      self.new = new
    }
  }

  /// The old version.
  public let old: [UInt8]
  /// The new version.
  public let new: [UInt8]
  /// Byte ranges of the old version's lines, each with its newline when it has one.
  public let oldLines: [Range<Int>]
  /// Byte ranges of the new version's lines, each with its newline when it has one.
  public let newLines: [Range<Int>]
  /// The changes in order, separated by at least one unchanged line; empty when the versions are the same.
  public let changes: [Change]

  /// The diff of `old` against `new`.
  public init(old: [UInt8], new: [UInt8]) {
    let oldLines = Self.lineRanges(of: old)
    let newLines = Self.lineRanges(of: new)
    self.old = old
    self.new = new
    self.oldLines = oldLines
    self.newLines = newLines
    changes = old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        Self.changes(from: oldLines, to: newLines) { oldLine, newLine in
          oldLine.count == newLine.count
            && memcmp(old.baseAddress! + oldLine.lowerBound, new.baseAddress! + newLine.lowerBound, oldLine.count) == 0
        }
      }
    }
  }

  /// The diff of the UTF-8 of `old` against that of `new`.
  public init(old: String, new: String) {
    self.init(old: Array(old.utf8), new: Array(new.utf8))
  }

  /// Old line `index` (0-based) without its newline.
  public func oldText(ofLine index: Int) -> String { Self.text(oldLines[index], of: old) }

  /// New line `index` (0-based) without its newline.
  public func newText(ofLine index: Int) -> String { Self.text(newLines[index], of: new) }

  private static func text(_ line: Range<Int>, of bytes: [UInt8]) -> String {
    let end = bytes[line].last == UInt8(ascii: "\n") ? line.upperBound - 1 : line.upperBound
    return String(decoding: bytes[line.lowerBound..<end], as: UTF8.self)
  }

  /// The byte ranges of the lines of `bytes`, none empty: each ends after a newline, but the last may end without one.
  private static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = 0
      while start < buffer.count {
        guard let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) else {
          ranges.append(start..<buffer.count)
          return
        }
        let end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        ranges.append(start..<end)
        start = end
      }
    }
    return ranges
  }

  /// The changes that turn the `old` lines into the `new` ones: the lines both begin and end with set aside, Myers
  /// on the rest, and each run of removed and inserted lines between two unchanged lines made one change.
  private static func changes<Line>(from old: [Line], to new: [Line], by same: (Line, Line) -> Bool) -> [Change] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, same(old[prefix], new[prefix]) { prefix += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > prefix, newEnd > prefix, same(old[oldEnd - 1], new[newEnd - 1]) {
      oldEnd -= 1
      newEnd -= 1
    }
    let oldMiddle = old[prefix..<oldEnd]
    let newMiddle = new[prefix..<newEnd]
    // A one-site fix leaves a few lines that share none: Myers would remove them all and insert the others.
    if oldMiddle.count * newMiddle.count <= 64,
      !oldMiddle.contains(where: { line in newMiddle.contains { same(line, $0) } })
    {
      return oldMiddle.isEmpty && newMiddle.isEmpty ? [] : [Change(old: prefix..<oldEnd, new: prefix..<newEnd)]
    }
    var removed = [Bool](repeating: false, count: oldEnd - prefix + 1)
    var inserted = [Bool](repeating: false, count: newEnd - prefix + 1)
    for change in newMiddle.difference(from: oldMiddle, by: same) {
      switch change {
      case .remove(let offset, _, _): removed[offset] = true
      case .insert(let offset, _, _): inserted[offset] = true
      }
    }
    var changes: [Change] = []
    var oldLine = prefix
    var newLine = prefix
    while oldLine < oldEnd || newLine < newEnd {
      let start = (old: oldLine, new: newLine)
      while removed[oldLine - prefix] || inserted[newLine - prefix] {
        if removed[oldLine - prefix] { oldLine += 1 } else { newLine += 1 }
      }
      if (oldLine, newLine) == start {
        oldLine += 1
        newLine += 1
      } else {
        changes.append(Change(old: start.old..<oldLine, new: start.new..<newLine))
      }
    }
    return changes
  }
}
