/// The diff of an automatic fix or a suppression in a box, waiting for `y`.
struct ConfirmFixLayout: Equatable, Sendable {
  let lines: [String]
  let top: Int
  let height: Int
  /// Whether the diff is drawn in a box (false in the linear screen-reader layout).
  let boxed: Bool

  init(diff: String, size: Size, boxed: Bool = true, edit: PendingEdit = .fix(id: "")) {
    self.boxed = boxed
    lines =
      [edit.question, ""]
      + diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    top = PageLayout.bodyTop
    height = PageLayout.bodyHeight(size)
  }

  var visibleRows: Int { max(1, boxed ? height - 2 : height) }

  func clamp(_ offset: Int) -> Int { max(0, min(offset, lines.count - visibleRows)) }
}

enum ConfirmFixView {
  static func draw(_ layout: ConfirmFixLayout, offset: Int, into frame: inout Frame, glyphs: Glyphs) {
    let width = frame.width
    guard layout.boxed else {
      for row in 0..<layout.visibleRows {
        let index = offset + row
        frame.fill(row: layout.top + row, from: 0, role: .normal)
        guard layout.lines.indices.contains(index) else { continue }
        let text = layout.lines[index]
        let role: Role = index == 0 ? .header : (text.hasPrefix("-") ? .dim : .normal)
        frame.write(StyledLine(text, role), row: layout.top + row, ellipsis: glyphs.ellipsis)
      }
      frame.cursor = Position(row: layout.top, column: 0)
      return
    }
    let inner = max(0, width - 2)
    let rule = String(repeating: glyphs.horizontal, count: inner)
    frame.write(
      StyledLine(glyphs.topLeft + rule + glyphs.topRight, .border), row: layout.top, ellipsis: glyphs.ellipsis)
    for row in 0..<layout.visibleRows {
      let y = layout.top + 1 + row
      frame.fill(row: y, from: 0, role: .normal)
      frame.write(glyphs.vertical, row: y, column: 0, role: .border)
      let index = offset + row
      if layout.lines.indices.contains(index) {
        let text = layout.lines[index]
        let role: Role = index == 0 ? .header : (text.hasPrefix("-") ? .dim : .normal)
        frame.write(StyledLine(text, role), row: y, column: 2, limit: width - 1, ellipsis: glyphs.ellipsis)
      }
      frame.write(glyphs.vertical, row: y, column: width - 1, role: .border)
    }
    frame.write(
      StyledLine(glyphs.bottomLeft + rule + glyphs.bottomRight, .border), row: layout.top + layout.height - 1,
      ellipsis: glyphs.ellipsis)
    frame.cursor = Position(row: layout.top + 1, column: 2)
  }
}
