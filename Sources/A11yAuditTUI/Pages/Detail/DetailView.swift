/// Draws one finding in full, scrolled by ``AppState/detailOffset``.
enum DetailView {
  static func draw(_ state: AppState, id: String, into frame: inout Frame, glyphs: Glyphs) {
    let top = PageLayout.bodyTop
    frame.cursor = Position(row: top, column: 0)
    guard let index = state.index(ofFinding: id) else { return }
    let lines = DetailLayout.lines(
      for: state.findings[index], source: state.source, width: state.size.width, glyphs: glyphs,
      linear: state.prefs.linear)
    for row in 0..<PageLayout.bodyHeight(state.size) {
      let line = state.detailOffset + row
      guard lines.indices.contains(line) else { break }
      frame.write(lines[line], row: top + row, ellipsis: glyphs.ellipsis)
    }
  }
}
