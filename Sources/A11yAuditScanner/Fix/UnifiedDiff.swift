/// Renders a ``LineDiff`` as a unified diff: `--- a/file` and `+++ b/file`, then `@@ -a,b +c,d @@` hunks with
/// three lines of context, removed lines before added ones, and `\ No newline at end of file` after a last line
/// that has none. Changes closer than twice the context share a hunk.
public enum UnifiedDiff {
  /// Lines of unchanged context around each change.
  public static let contextLines = 3

  /// The unified diff of `diff`, labelled `a/file` and `b/file`; empty when nothing changed.
  public static func make(file: String, diff: LineDiff) -> String {
    make(file: file, diff: diff, firstLine: 0)
  }

  /// The same, for a diff of part of the files that starts at line `firstLine` (0-based) of both.
  private static func make(file: String, diff: LineDiff, firstLine: Int) -> String {
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
      render(diff.changes[hunkStart...hunkEnd], of: diff, firstLine: firstLine, into: &output)
      hunkStart = hunkEnd + 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The unified diff of applying `edits` to `original` (see ``TextEdit/apply(_:to:)``); empty when nothing changes.
  public static func make(file: String, original: [UInt8], edits: [TextEdit]) -> String {
    make(file: file, diff: LineDiff(old: original, new: TextEdit.apply(edits, to: original)))
  }

  /// The same text, from the lines around the edits alone (`lines` is `original`'s line table), so that a fix in a
  /// large file costs what its lines cost: the lines before and after the edits are the same in both versions, and
  /// the diff sets aside the lines both versions begin and end with before it compares the rest.
  ///
  /// Setting aside the lines both begin with can run past the edits (a line taken out of a run of equal lines shows
  /// as the run's last), so the window grows past the edits until its last change ends a whole context before the
  /// window does, or the window reaches the end of the file. Before the edits, one line more than the context is
  /// enough: no change starts before the first edited line.
  package static func make(file: String, original: [UInt8], edits: [TextEdit], lines: LineTable) -> String {
    guard let lower = edits.map(\.range.lowerBound).min(), let upper = edits.map(\.range.upperBound).max() else {
      return ""
    }
    let margin = contextLines + 1
    let firstLine = max(0, lines.line(containing: lower) - margin)
    let start = lines.start(of: firstLine)
    let lastEditedLine = lines.line(containing: upper)
    let shifted = edits.map {
      TextEdit(range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), replacement: $0.replacement)
    }
    var linesAfter = margin
    while true {
      let end = min(original.count, lines.start(of: lastEditedLine + linesAfter + 1))
      let window = Array(original[start..<end])
      let diff = LineDiff(old: window, new: TextEdit.apply(shifted, to: window))
      let endsInside = diff.changes.last.map { $0.old.upperBound + contextLines <= diff.oldLines.count } ?? true
      if endsInside || end == original.count { return make(file: file, diff: diff, firstLine: firstLine) }
      linesAfter *= 2
    }
  }

  /// Appends the hunk of `changes` with its context.
  private static func render(
    _ changes: ArraySlice<LineDiff.Change>, of diff: LineDiff, firstLine: Int, into output: inout [UInt8]
  ) {
    let first = changes.first!
    let last = changes.last!
    let oldStart = max(0, first.old.lowerBound - contextLines)
    let oldEnd = min(diff.oldLines.count, last.old.upperBound + contextLines)
    let newStart = oldStart + first.new.lowerBound - first.old.lowerBound
    let newEnd = oldEnd + last.new.upperBound - last.old.upperBound
    output.append(
      contentsOf: ("@@ -\(start(firstLine + oldStart, firstLine + oldEnd)),\(oldEnd - oldStart) "
        + "+\(start(firstLine + newStart, firstLine + newEnd)),\(newEnd - newStart) @@\n")
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
