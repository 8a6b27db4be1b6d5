/// Draws the key help in a box over a cleared body, so nothing of the screen beneath reads as part of it.
enum HelpView {
  static func draw(_ layout: HelpLayout, offset: Int, into frame: inout Frame, glyphs: Glyphs) {
    for row in PageLayout.bodyTop..<PageLayout.statusRow(Size(width: frame.width, height: frame.height)) {
      frame.fill(row: row, from: 0, role: .normal)
    }
    guard layout.boxed else {
      // The linear layout: the help's lines in place of the screen, no box around them.
      for row in 0..<layout.visibleRows where layout.lines.indices.contains(offset + row) {
        frame.write(layout.lines[offset + row], row: layout.top + row, ellipsis: glyphs.ellipsis)
      }
      frame.cursor = Position(row: layout.top, column: 0)
      return
    }
    let inner = layout.width - 2
    let above = offset > 0
    let below = offset + layout.visibleRows < layout.lines.count
    frame.write(
      border(glyphs.topLeft, glyphs.topRight, note: above ? " more above " : "", inner: inner, glyphs),
      row: layout.top, column: layout.left, limit: layout.left + layout.width, ellipsis: glyphs.ellipsis)
    for row in 0..<layout.visibleRows {
      let y = layout.top + 1 + row
      frame.write(glyphs.vertical, row: y, column: layout.left, role: .border)
      frame.fill(row: y, from: layout.left + 1, to: layout.left + 1 + inner, role: .normal)
      if layout.lines.indices.contains(offset + row) {
        frame.write(
          layout.lines[offset + row], row: y, column: layout.left + 2, limit: layout.left + inner,
          ellipsis: glyphs.ellipsis)
      }
      frame.write(glyphs.vertical, row: y, column: layout.left + layout.width - 1, role: .border)
    }
    frame.write(
      border(glyphs.bottomLeft, glyphs.bottomRight, note: below ? " more below, j scrolls " : "", inner: inner, glyphs),
      row: layout.top + layout.height - 1, column: layout.left, limit: layout.left + layout.width,
      ellipsis: glyphs.ellipsis)
    frame.cursor = Position(row: layout.top + 1, column: layout.left + 2)
  }

  private static func border(_ left: String, _ right: String, note: String, inner: Int, _ glyphs: Glyphs) -> StyledLine
  {
    let lead = String(repeating: glyphs.horizontal, count: 2)
    let rest = max(0, inner - 2 - DisplayWidth.of(note))
    let line = left + lead + note + String(repeating: glyphs.horizontal, count: rest) + right
    return StyledLine(line, .border)
  }
}
