/// Renders a ``LineDiff`` as a unified diff: `--- a/file` and `+++ b/file`, then `@@ -a,b +c,d @@` hunks with
/// three lines of context, removed lines before added ones, and `\ No newline at end of file` after a last line
/// that has none. Changes closer than twice the context share a hunk.
public enum UnifiedDiff {
  /// Lines of unchanged context around each change.
  public static let contextLines = 3

  /// The unified diff of `diff`, labelled `a/file` and `b/file`; empty when nothing changed.
  public static func make(file: String, diff: LineDiff) -> String {
    guard !diff.changes.isEmpty else { return "" }
    var output = Array("--- a/\(file)\n+++ b/\(file)\n".utf8)
    var hunkStart = 0
    while hunkStart < diff.changes.count {
      var hunkEnd = hunkStart
      while hunkEnd + 1 < diff.changes.count,
        diff.changes[hunkEnd + 1].old.lowerBound - diff.changes[hunkEnd].old.upperBound <= 2 * contextLines
      {
        hunkEnd += 1
      }
      render(diff.changes[hunkStart...hunkEnd], of: diff, into: &output)
      hunkStart = hunkEnd + 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The unified diff of applying `edits` to `original` (see ``TextEdit/apply(_:to:)``); empty when nothing changes.
  public static func make(file: String, original: [UInt8], edits: [TextEdit]) -> String {
    make(file: file, diff: LineDiff(old: original, new: TextEdit.apply(edits, to: original)))
  }

  /// Appends the hunk of `changes` with its context.
  private static func render(_ changes: ArraySlice<LineDiff.Change>, of diff: LineDiff, into output: inout [UInt8]) {
    let first = changes.first!
    let last = changes.last!
    let oldStart = max(0, first.old.lowerBound - contextLines)
    let oldEnd = min(diff.oldLines.count, last.old.upperBound + contextLines)
    let newStart = oldStart + first.new.lowerBound - first.old.lowerBound
    let newEnd = oldEnd + last.new.upperBound - last.old.upperBound
    output.append(
      contentsOf:
        "@@ -\(start(oldStart, oldEnd)),\(oldEnd - oldStart) +\(start(newStart, newEnd)),\(newEnd - newStart) @@\n"
        .utf8)
    var line = oldStart
    for change in changes {
      for context in line..<change.old.lowerBound { append(" ", diff.oldLines[context], of: diff.old, to: &output) }
      for removed in change.old { append("-", diff.oldLines[removed], of: diff.old, to: &output) }
      for added in change.new { append("+", diff.newLines[added], of: diff.new, to: &output) }
      line = change.old.upperBound
    }
    for context in line..<oldEnd { append(" ", diff.oldLines[context], of: diff.old, to: &output) }
  }

  /// The 1-based first line of a hunk over lines `start..<end`, or the line before it when it is empty.
  private static func start(_ start: Int, _ end: Int) -> Int { end > start ? start + 1 : start }

  private static func append(_ marker: Character, _ line: Range<Int>, of bytes: [UInt8], to output: inout [UInt8]) {
    output.append(marker.asciiValue!)
    output += bytes[line]
    if bytes[line].last != UInt8(ascii: "\n") {
      output.append(contentsOf: "\n\\ No newline at end of file\n".utf8)
    }
  }
}
