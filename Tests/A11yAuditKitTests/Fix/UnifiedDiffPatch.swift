/// A unified diff read back as `patch` reads it: its hunks, checked against their headers, and applied to a text.
struct UnifiedDiffPatch {
  /// One `@@ -a,b +c,d @@` hunk.
  struct Hunk {
    var oldStart: Int
    var oldCount: Int
    var newStart: Int
    var newCount: Int
    /// Body lines: a marker (` `, `-` or `+`) and the line's bytes, newline included unless the diff marks its
    /// absence.
    var lines: [(marker: Character, text: [UInt8])]

    /// Unchanged lines before the first change.
    var leadingContext: Int { lines.prefix { $0.marker == " " }.count }
    /// Unchanged lines after the last change.
    var trailingContext: Int { lines.reversed().prefix { $0.marker == " " }.count }
    /// The longest run of unchanged lines between two changes.
    var longestInnerContext: Int {
      let inner = lines.dropFirst(leadingContext).dropLast(trailingContext)
      return inner.split { $0.marker != " " }.map(\.count).max() ?? 0
    }
    /// The 0-based old line of the first change, and the old line just past the last.
    var changedOldLines: Range<Int> {
      let first = oldStart - (oldCount == 0 ? 0 : 1) + leadingContext
      let last = oldStart - (oldCount == 0 ? 0 : 1) + oldCount - trailingContext
      return first..<last
    }
  }

  /// Why a diff could not be read or applied.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The file named by the `---`/`+++` lines (nil for an empty diff).
  var file: String?
  var hunks: [Hunk] = []

  /// Reads `diff`, failing when a header's counts disagree with its body.
  init(_ diff: String) throws {
    var lines = Self.lines(of: Array(diff.utf8))
    guard !lines.isEmpty else { return }
    guard lines.count >= 2, lines[0].starts(with: Array("--- a/".utf8)), lines[1].starts(with: Array("+++ b/".utf8)),
      lines[0].dropFirst(6) == lines[1].dropFirst(6)
    else { throw Failure(description: "no ---/+++ header") }
    file = String(decoding: lines[0].dropFirst(6).dropLast(), as: UTF8.self)
    lines.removeFirst(2)
    for line in lines {
      let text = String(decoding: line, as: UTF8.self)
      switch line.first.map({ Character(UnicodeScalar($0)) }) {
      case "@":
        hunks.append(try Self.header(text))
      case " ", "-", "+":
        guard !hunks.isEmpty else { throw Failure(description: "a body line before any hunk: \(text)") }
        hunks[hunks.count - 1].lines.append((Character(UnicodeScalar(line[0])), Array(line.dropFirst())))
      case "\\":
        guard text == "\\ No newline at end of file\n", let last = hunks.last?.lines.last,
          last.text.last == UInt8(ascii: "\n")
        else { throw Failure(description: "a misplaced \(text)") }
        hunks[hunks.count - 1].lines[hunks[hunks.count - 1].lines.count - 1].text.removeLast()
      default:
        throw Failure(description: "an unknown line: \(text)")
      }
    }
    for hunk in hunks {
      let old = hunk.lines.filter { $0.marker != "+" }.count
      let new = hunk.lines.filter { $0.marker != "-" }.count
      guard old == hunk.oldCount, new == hunk.newCount else {
        throw Failure(
          description: "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@ has \(old) old "
            + "and \(new) new lines")
      }
    }
  }

  /// `old` with every hunk applied, failing when a hunk's old lines or start lines do not match.
  func apply(to old: [UInt8]) throws -> [UInt8] {
    let oldLines = Self.lines(of: old)
    var result: [[UInt8]] = []
    var next = 0
    for hunk in hunks {
      var line = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      guard line >= next, line <= oldLines.count else {
        throw Failure(description: "a hunk at old line \(hunk.oldStart) out of order or past the end")
      }
      result += oldLines[next..<line]
      guard result.count == (hunk.newCount == 0 ? hunk.newStart : hunk.newStart - 1) else {
        throw Failure(description: "a hunk starts at new line \(hunk.newStart), not \(result.count + 1)")
      }
      for (marker, text) in hunk.lines {
        if marker != "+" {
          guard line < oldLines.count, oldLines[line] == text else {
            throw Failure(description: "old line \(line + 1) is not \(String(decoding: text, as: UTF8.self))")
          }
          line += 1
        }
        if marker != "-" { result.append(text) }
      }
      next = line
    }
    result += oldLines[next...]
    return Array(result.joined())
  }

  private static func header(_ text: String) throws -> Hunk {
    let fields = text.split(separator: " ")
    guard fields.count == 4, fields[0] == "@@", fields[3] == "@@\n", fields[1].first == "-", fields[2].first == "+"
    else { throw Failure(description: "a malformed hunk header: \(text)") }
    func numbers(_ field: Substring) throws -> (Int, Int) {
      let parts = field.dropFirst().split(separator: ",").compactMap { Int($0) }
      guard parts.count == 2 else { throw Failure(description: "a malformed range in \(text)") }
      return (parts[0], parts[1])
    }
    let (oldStart, oldCount) = try numbers(fields[1])
    let (newStart, newCount) = try numbers(fields[2])
    return Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: [])
  }

  /// The lines of `bytes`, each with its newline when it has one.
  private static func lines(of bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) + [10] }
    if bytes.last == UInt8(ascii: "\n") || bytes.isEmpty {
      lines.removeLast()
    } else {
      lines[lines.count - 1].removeLast()
    }
    return lines
  }
}
