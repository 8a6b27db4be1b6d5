/// A list screen as lines: headers, and selectable items drawn with `> ` and reversed when selected.
struct ListLayout: Equatable, Sendable {
  struct Line: Equatable, Sendable {
    var spans: [Span]
    /// The item this line shows, or nil for a header or a blank line.
    var item: Int?
    /// Role of a line that is not selected (headers, dimmed rows).
    var fill: Role = .normal
  }

  var lines: [Line] = []
  /// Line of each item, by item index.
  var itemLines: [Int] = []

  mutating func header(_ text: String, _ role: Role = .header) {
    lines.append(Line(spans: [Span(text, role)], item: nil))
  }

  mutating func text(_ spans: [Span]) {
    lines.append(Line(spans: spans, item: nil))
  }

  mutating func item(_ spans: [Span], fill: Role = .normal) {
    itemLines.append(lines.count)
    lines.append(Line(spans: spans, item: itemLines.count - 1, fill: fill))
  }

  var itemCount: Int { itemLines.count }
}

/// Moving a selection through a ``ListLayout`` and keeping it in view.
enum ListNavigation {
  /// `position` after `action`, and a sentence when nothing moved.
  static func move(
    _ position: ListPosition, _ action: Action, in layout: ListLayout, height: Int, noun: String
  ) -> (ListPosition, String?) {
    guard layout.itemCount > 0 else { return (position, "Nothing to select: the list is empty") }
    let page = max(1, height - 1)
    let target: Int
    switch action {
    case .moveDown: target = position.selected + 1
    case .moveUp: target = position.selected - 1
    case .pageDown: target = position.selected + page
    case .pageUp: target = position.selected - page
    case .halfPageDown: target = position.selected + max(1, height / 2)
    case .halfPageUp: target = position.selected - max(1, height / 2)
    case .top: target = 0
    case .bottom: target = layout.itemCount - 1
    default: return (position, nil)
    }
    let clamped = max(0, min(layout.itemCount - 1, target))
    if clamped == position.selected && action != .top && action != .bottom {
      let edge = target > position.selected ? "last" : "first"
      return (position, "Already at the \(edge) \(noun) (\(position.selected + 1) of \(layout.itemCount))")
    }
    var moved = position
    moved.selected = clamped
    return (fit(moved, in: layout, height: height), nil)
  }

  /// `position` with the selection inside the list and its line (and the header just above) in view.
  static func fit(_ position: ListPosition, in layout: ListLayout, height: Int) -> ListPosition {
    var position = position
    position.selected = max(0, min(position.selected, layout.itemCount - 1))
    guard layout.itemLines.indices.contains(position.selected) else {
      position.offset = 0
      return position
    }
    let line = layout.itemLines[position.selected]
    var top = line
    while top > 0 && layout.lines[top - 1].item == nil && line - top < 2 { top -= 1 }
    var offset = position.offset
    if line >= offset + height { offset = line - height + 1 }
    if top < offset { offset = top }
    position.offset = max(0, min(offset, layout.lines.count - height))
    return position
  }
}

/// Draws a ``ListLayout`` in the body, the selected item reversed and marked `>`, the cursor on it.
enum ListView {
  /// In the `linear` layout items are not indented: only the selected one starts with `> `.
  static func draw(
    _ layout: ListLayout, position: ListPosition, top: Int = PageLayout.bodyTop, height: Int,
    into frame: inout Frame, glyphs: Glyphs, linear: Bool = false, empty: String
  ) {
    frame.cursor = Position(row: top, column: 0)
    guard !layout.lines.isEmpty else {
      frame.write(StyledLine(empty), row: top, ellipsis: glyphs.ellipsis)
      return
    }
    for row in 0..<max(0, height) {
      let index = position.offset + row
      guard layout.lines.indices.contains(index) else { break }
      let line = layout.lines[index]
      if let item = line.item {
        let selected = item == position.selected
        let spans =
          selected
          ? [Span("> ", .selected)] + line.spans.map { Span($0.text, .selected) }
          : [Span(linear ? "" : "  ", line.fill)] + line.spans
        frame.write(
          StyledLine(spans, fill: selected ? .selected : line.fill), row: top + row, ellipsis: glyphs.ellipsis)
        if selected { frame.cursor = Position(row: top + row, column: 0) }
      } else {
        frame.write(StyledLine(line.spans, fill: line.fill), row: top + row, ellipsis: glyphs.ellipsis)
      }
    }
  }
}

/// A progress bar of `width` cells: `[####------]`, decoration beside the words that say the same.
enum ProgressBar {
  static func bar(_ done: Int, of total: Int, width: Int = 10, glyphs: Glyphs) -> String {
    let filled = total > 0 ? min(width, (done * width + total / 2) / total) : 0
    return "[" + String(repeating: glyphs.barFull, count: filled)
      + String(repeating: glyphs.barEmpty, count: width - filled) + "]"
  }

  /// `3 of 10 (30%)`.
  static func fraction(_ done: Int, of total: Int) -> String {
    guard total > 0 else { return "0 of 0" }
    return "\(done) of \(total) (\(done * 100 / total)%)"
  }
}
