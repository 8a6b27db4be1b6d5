/// The views declared in one file, sorted by first line, for finding the view whose declaration or extension spans a
/// line (the innermost when they nest, the first listed when two start on the same line; a view whose last line is
/// unknown, from a store written before the navigation graph, spans its file from its first line) in logarithmic
/// time rather than by looking at every view: a file of thousands of views has thousands of findings.
public struct ScreenSpanIndex: Sendable {
  private struct Entry: Sendable {
    var start: Int
    var end: Int
    /// Position among the views' spans as listed, which breaks ties between spans starting on the same line.
    var order: Int
    var screen: Screen
  }

  /// Spans in `file`, by first line then order.
  private let entries: [Entry]
  /// The last line any of `entries[0...i]` reaches: no span at or before `i` holds a line past it.
  private let reach: [Int]

  /// The spans of `screens` in `file`.
  public init(file: String, screens: [Screen]) {
    var entries: [Entry] = []
    for screen in screens {
      for span in screen.spans where span.file == file {
        entries.append(Entry(start: span.start, end: span.end, order: entries.count, screen: screen))
      }
    }
    entries.sort { ($0.start, $0.order) < ($1.start, $1.order) }
    var reach: [Int] = []
    reach.reserveCapacity(entries.count)
    for entry in entries { reach.append(max(reach.last ?? Int.min, entry.end)) }
    self.entries = entries
    self.reach = reach
  }

  /// The view whose span holds `line`, the innermost when they nest.
  public func owner(of line: Int) -> Screen? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].start <= line { low = middle + 1 } else { high = middle }
    }
    var best: Entry?
    var index = low - 1
    while index >= 0, reach[index] >= line {
      let entry = entries[index]
      if let found = best, entry.start < found.start { break }
      if entry.end >= line && (best == nil || entry.order < best!.order) { best = entry }
      index -= 1
    }
    return best?.screen
  }
}
