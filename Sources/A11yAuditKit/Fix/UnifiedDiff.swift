/// Applies edits to a file and renders them as a unified diff (`--- a/…`, `+++ b/…`, `@@ … @@` hunks with three
/// lines of context), computed from the edits themselves so it touches only the lines they change.
public enum UnifiedDiff {
  /// Lines of unchanged context around each change.
  public static let contextLines = 3

  /// The edits that can be applied together: sorted, duplicates (the same `@Environment` line added for two
  /// sites) merged, and an edit overlapping an earlier one left out.
  public static func compatible(_ edits: [TextEdit]) -> [TextEdit] {
    var kept: [TextEdit] = []
    for edit in Set(edits).sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }) {
      if let last = kept.last,
        edit.range.lowerBound < last.range.upperBound
          || (edit.range.isEmpty && last.range.isEmpty && edit.range.lowerBound == last.range.lowerBound)
      {
        continue
      }
      kept.append(edit)
    }
    return kept
  }

  /// `original` with `edits` applied (see ``compatible(_:)``).
  public static func apply(_ edits: [TextEdit], to original: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(original.count + 256)
    var cursor = 0
    for edit in compatible(edits) {
      result += original[cursor..<edit.range.lowerBound]
      result += Array(edit.replacement.utf8)
      cursor = edit.range.upperBound
    }
    result += original[cursor...]
    return result
  }

  /// The unified diff of applying `edits` to `original`, labelled `a/file` and `b/file`; empty when nothing
  /// changes.
  public static func make(file: String, original: [UInt8], edits: [TextEdit]) -> String {
    make(file: file, original: original, lines: LineTable(original), edits: edits)
  }

  /// The same diff, reusing the line table of `original`.
  static func make(file: String, original: [UInt8], lines: LineTable, edits: [TextEdit]) -> String {
    let edits = compatible(edits)
    guard !edits.isEmpty else { return "" }
    var changes: [Change] = []
    for edit in edits {
      let change = Change(edit, lines: lines)
      if let last = changes.last,
        change.oldLines.lowerBound < last.oldLines.upperBound
          || (change.oldLines.isEmpty && last.oldLines.isEmpty
            && change.oldLines.lowerBound == last.oldLines.lowerBound)
      {
        changes[changes.count - 1].merge(edit, lines: lines, original: original)
      } else {
        changes.append(change)
      }
    }
    for index in changes.indices { changes[index].render(original: original, lines: lines) }

    var output = Array("--- a/\(file)\n+++ b/\(file)\n".utf8)
    var hunkStart = 0
    var delta = 0
    while hunkStart < changes.count {
      var hunkEnd = hunkStart
      while hunkEnd + 1 < changes.count,
        changes[hunkEnd + 1].oldLines.lowerBound - changes[hunkEnd].oldLines.upperBound <= 2 * contextLines
      {
        hunkEnd += 1
      }
      let first = max(0, changes[hunkStart].oldLines.lowerBound - contextLines)
      let last = min(lines.count, changes[hunkEnd].oldLines.upperBound + contextLines)
      var body: [UInt8] = []
      var oldCount = 0
      var newCount = 0
      func append(_ marker: Character, _ text: ArraySlice<UInt8>) {
        body.append(marker.asciiValue ?? UInt8(ascii: " "))
        body += text
        body.append(UInt8(ascii: "\n"))
      }
      var line = first
      for change in changes[hunkStart...hunkEnd] {
        while line < change.oldLines.lowerBound {
          append(" ", lines.bytes(line, in: original))
          line += 1
          oldCount += 1
          newCount += 1
        }
        for text in change.oldText { append("-", text) }
        for text in change.newText { append("+", text) }
        oldCount += change.oldText.count
        newCount += change.newText.count
        line = change.oldLines.upperBound
      }
      while line < last {
        append(" ", lines.bytes(line, in: original))
        line += 1
        oldCount += 1
        newCount += 1
      }
      let oldStart = oldCount == 0 ? first : first + 1
      let newStart = newCount == 0 ? first + delta : first + delta + 1
      output += Array("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n".utf8)
      output += body
      delta += newCount - oldCount
      hunkStart = hunkEnd + 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Old lines replaced by new lines.
  private struct Change {
    /// 0-based half-open range of replaced old lines (empty for lines inserted before `lowerBound`).
    var oldLines: Range<Int>
    var edits: [TextEdit]
    var oldText: [ArraySlice<UInt8>] = []
    var newText: [ArraySlice<UInt8>] = []

    init(_ edit: TextEdit, lines: LineTable) {
      edits = [edit]
      oldLines = Self.lines(of: edit, in: lines)
    }

    /// An insertion of whole lines at a line start touches no old line; anything else touches the lines it spans.
    private static func lines(of edit: TextEdit, in lines: LineTable) -> Range<Int> {
      let first = lines.line(containing: edit.range.lowerBound)
      if edit.range.isEmpty, lines.start(of: first) == edit.range.lowerBound, edit.replacement.hasSuffix("\n") {
        return first..<first
      }
      let last = lines.line(containing: max(edit.range.lowerBound, edit.range.upperBound - 1))
      return first..<(last + 1)
    }

    mutating func merge(_ edit: TextEdit, lines: LineTable, original: [UInt8]) {
      edits.append(edit)
      let other = Self.lines(of: edit, in: lines)
      oldLines = min(oldLines.lowerBound, other.lowerBound)..<max(oldLines.upperBound, other.upperBound)
    }

    mutating func render(original: [UInt8], lines: LineTable) {
      let start = lines.start(of: oldLines.lowerBound)
      let end = oldLines.isEmpty ? start : lines.end(of: oldLines.upperBound - 1)
      var replaced: [UInt8] = []
      var cursor = start
      for edit in edits {
        replaced += original[cursor..<edit.range.lowerBound]
        replaced += Array(edit.replacement.utf8)
        cursor = edit.range.upperBound
      }
      replaced += original[cursor..<end]
      oldText = Self.split(original[start..<end])
      newText = Self.split(replaced[...])
    }

    private static func split(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
      guard !bytes.isEmpty else { return [] }
      let text = bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes
      return text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }
  }
}

/// Where each line of a file starts.
struct LineTable {
  private var starts: [Int] = [0]
  private let size: Int

  init(_ bytes: [UInt8]) {
    size = bytes.count
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
      starts.append(offset + 1)
    }
  }

  /// Number of lines.
  var count: Int { starts.count }

  /// 0-based line holding byte `offset`.
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Offset of the first byte of `line`.
  func start(of line: Int) -> Int { line < starts.count ? starts[line] : size }

  /// Offset just past `line`, its newline included.
  func end(of line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : size }

  /// The bytes of `line` without its newline.
  func bytes(_ line: Int, in bytes: [UInt8]) -> ArraySlice<UInt8> {
    var end = end(of: line)
    if end > start(of: line), bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    return bytes[start(of: line)..<end]
  }
}
