extension TextEdit {
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
}
