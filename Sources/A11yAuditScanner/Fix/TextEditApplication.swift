extension TextEdit {
  /// The edits that can be applied together, in order: edits that change nothing dropped, duplicates (the same
  /// `@Environment` line added for two sites) merged, and an edit overlapping an earlier one left out. Of two edits at
  /// the same place the one given first wins, so the result never depends on hashing.
  public static func compatible(_ edits: [TextEdit]) -> [TextEdit] {
    var seen = Set<TextEdit>()
    let unique = edits.enumerated().filter { !($1.range.isEmpty && $1.replacement.isEmpty) && seen.insert($1).inserted }
    let ordered = unique.sorted {
      ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
        < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
    }
    var kept: [TextEdit] = []
    for (_, edit) in ordered {
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
}
