import PropertyBased
import Testing

@testable import A11yAuditKit

/// What a unified diff promises, on random texts: `patch` turns the old text into the new one, and the hunks have the
/// shape `diff -u` gives them.
@Suite struct UnifiedDiffPropertyTests {
  /// Texts of a few recurring lines (as `}` and blank lines recur in code), with or without a last newline.
  static let texts = zip(Gen<String?>.element(of: ["a", "b", "c", "}", ""]).map { $0! }.array(of: 0...24), Gen.bool)
    .map { lines, endsWithNewline in lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "") }

  /// A numbered file and a copy with up to four lines deleted, inserted or replaced; each with or without a last
  /// newline.
  static let scatteredChanges = zip(
    Gen.int(in: 0...60), zip(Gen.int(in: 0...999), Gen.int(in: 0...2)).array(of: 0...4), Gen.bool, Gen.bool
  ).map { count, changes, oldEndsWithNewline, newEndsWithNewline in
    let old = (0..<count).map { "line \($0)" }
    var new = old
    for (number, (position, kind)) in changes.enumerated() {
      let line = position * (new.count + 1) / 1000
      switch kind {
      case 0 where line < new.count: new.remove(at: line)
      case 1: new.insert("inserted \(number)", at: line)
      default: if line < new.count { new[line] = "changed \(number)" }
      }
    }
    func text(_ lines: [String], _ endsWithNewline: Bool) -> String {
      lines.joined(separator: "\n") + (endsWithNewline && !lines.isEmpty ? "\n" : "")
    }
    return (text(old, oldEndsWithNewline), text(new, newEndsWithNewline))
  }

  /// `text` and edits given as a position per mille of its length, a length and a replacement.
  private static func edited(_ text: String, _ edits: [(Int, Int, String)]) -> (String, [TextEdit]) {
    let size = text.utf8.count
    return (
      text,
      edits.map { position, length, replacement in
        let start = position * size / 1000
        return TextEdit(range: start..<min(size, start + length), replacement: replacement)
      }
    )
  }

  /// A file of code-like bytes and up to five edits, as offsets scaled to its length.
  static let editedFiles = zip(
    Gen<Character?>.element(of: Array("ab{} \n")).map { $0! }.string(of: 0...120),
    zip(
      Gen.int(in: 0...1000), Gen.int(in: 0...8),
      Gen<Character?>.element(of: Array("xy\n")).map { $0! }.string(of: 0...6)
    ).array(of: 0...5)
  ).map(edited)

  /// A file of up to 300 recurring lines and up to four edits anywhere in it.
  static let editedLongFiles = zip(
    Gen<String?>.element(of: ["a", "b", "{", "}", ""]).map { $0! }.array(of: 0...300), Gen.bool,
    zip(
      Gen.int(in: 0...1000), Gen.int(in: 0...12),
      Gen<Character?>.element(of: Array("xy}\n")).map { $0! }.string(of: 0...8)
    ).array(of: 1...4)
  ).map { lines, endsWithNewline, edits in
    edited(lines.joined(separator: "\n") + (endsWithNewline ? "\n" : ""), edits)
  }

  /// A fix's diff is made from the lines around its edits (so that it does not cost the whole file): it is the
  /// whole file's diff, hunk headers and context included.
  @Test func theDiffAroundTheEditsIsTheDiffOfTheWholeFile() async {
    func expectSameDiff(_ text: String, _ edits: [TextEdit]) {
      let bytes = Array(text.utf8)
      let whole = UnifiedDiff.make(file: "F.swift", original: bytes, edits: edits)
      #expect(UnifiedDiff.make(file: "F.swift", original: bytes, edits: edits, lines: LineTable(bytes)) == whole)
    }
    // A line taken out of a run of equal lines shows as the run's last, past the window's first guess.
    expectSameDiff("{\n{\n{\n{\nb\n}\nb", [TextEdit(range: 0..<2, replacement: "")])
    expectSameDiff(String(repeating: "{\n", count: 40) + "b\n}\nb", [TextEdit(range: 0..<2, replacement: "")])
    await propertyCheck(count: 500, input: Self.editedLongFiles) { expectSameDiff($0, $1) }
    await propertyCheck(count: 300, input: Self.editedFiles) { expectSameDiff($0, $1) }
  }

  @Test func theHunksOfAnyTwoTextsTurnTheFirstIntoTheSecond() async {
    await propertyCheck(count: 300, input: Self.texts, Self.texts) { old, new in
      expectWellFormedDiff(from: old, to: new)
    }
  }

  @Test func scatteredChangesGetHunksOfThreeContextLinesMergedOnlyWhenClose() async {
    await propertyCheck(count: 300, input: Self.scatteredChanges) { old, new in
      expectWellFormedDiff(from: old, to: new)
    }
  }

  @Test func theSuggestedFixOfAnyEditsTurnsTheFileIntoTheEditedFile() async {
    await propertyCheck(count: 300, input: Self.editedFiles) { text, edits in
      let original = Array(text.utf8)
      let edited = TextEdit.apply(edits, to: original)
      let diff = UnifiedDiff.make(file: "F.swift", original: original, edits: edits)

      #expect(diff == UnifiedDiff.make(file: "F.swift", diff: LineDiff(old: original, new: edited)))
      expectWellFormedDiff(from: text, to: String(decoding: edited, as: UTF8.self))
    }
  }

  @Test func lineDiffChangesAreFewestSeparatedAndRebuildTheNewText() async {
    await propertyCheck(count: 300, input: Self.texts, Self.texts) { old, new in
      let diff = LineDiff(old: old, new: new)
      let oldLines = diff.oldLines.map { Array(diff.old[$0]) }
      let newLines = diff.newLines.map { Array(diff.new[$0]) }
      var rebuilt: [[UInt8]] = []
      var next = 0
      for (index, change) in diff.changes.enumerated() {
        #expect(!change.old.isEmpty || !change.new.isEmpty)
        #expect(index == 0 || change.old.lowerBound > next, "changes are separated by an unchanged line")
        rebuilt += oldLines[next..<change.old.lowerBound] + newLines[change.new]
        next = change.old.upperBound
      }
      rebuilt += oldLines[next...]

      #expect(rebuilt == newLines)
      #expect(Array(oldLines.joined()) == Array(old.utf8) && Array(newLines.joined()) == Array(new.utf8))
      let changedLines = diff.changes.map { $0.old.count + $0.new.count }.reduce(0, +)
      #expect(changedLines == oldLines.count + newLines.count - 2 * Self.longestCommonSubsequence(oldLines, newLines))
    }
  }

  @Test func aTextAgainstItselfGivesAnEmptyDiff() async {
    await propertyCheck(input: Self.texts) { text in
      #expect(LineDiff(old: text, new: text).changes.isEmpty)
      #expect(UnifiedDiff.make(file: "F.swift", diff: LineDiff(old: text, new: text)).isEmpty)
    }
  }

  /// The length of the longest common subsequence of `a` and `b`, by dynamic programming.
  private static func longestCommonSubsequence(_ a: [[UInt8]], _ b: [[UInt8]]) -> Int {
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    return lengths[0][0]
  }

  /// Applies the rendered diff of `old` against `new` to `old`, and checks the shape of every hunk.
  private func expectWellFormedDiff(
    from old: String, to new: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let diff = UnifiedDiff.make(file: "F.swift", diff: LineDiff(old: old, new: new))
    let context = UnifiedDiff.contextLines
    let oldLineCount = old.utf8.count { $0 == UInt8(ascii: "\n") } + (old.isEmpty || old.hasSuffix("\n") ? 0 : 1)
    do {
      let patch = try UnifiedDiffPatch(diff)
      #expect(try patch.apply(to: Array(old.utf8)) == Array(new.utf8), "\(diff)", sourceLocation: sourceLocation)
      #expect(patch.hunks.isEmpty == (Array(old.utf8) == Array(new.utf8)), sourceLocation: sourceLocation)
      for hunk in patch.hunks {
        let changed = hunk.changedOldLines
        #expect(hunk.lines.contains { $0.marker != " " }, "an empty hunk in\n\(diff)", sourceLocation: sourceLocation)
        #expect(hunk.leadingContext == min(context, changed.lowerBound), "\(diff)", sourceLocation: sourceLocation)
        #expect(
          hunk.trailingContext == min(context, oldLineCount - changed.upperBound), "\(diff)",
          sourceLocation: sourceLocation)
        #expect(hunk.longestInnerContext <= 2 * context, "\(diff)", sourceLocation: sourceLocation)
      }
      for (previous, next) in zip(patch.hunks, patch.hunks.dropFirst()) {
        #expect(
          next.changedOldLines.lowerBound - previous.changedOldLines.upperBound > 2 * context, "\(diff)",
          sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("\(error) in\n\(diff)", sourceLocation: sourceLocation)
    }
  }
}
