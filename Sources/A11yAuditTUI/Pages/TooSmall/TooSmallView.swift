/// Draws the notice shown while the terminal is below the minimum size.
enum TooSmallView {
  static func draw(_ state: AppState, into frame: inout Frame, glyphs: Glyphs) {
    let minimum = Size.minimum
    let text =
      "Terminal too small (\(state.size.width)\(glyphs.times)\(state.size.height)); "
      + "need \(minimum.width)\(glyphs.times)\(minimum.height) \(glyphs.dash) q quits"
    for (row, line) in TextWrap.lines(text, width: frame.width).prefix(frame.height).enumerated() {
      frame.write(line, row: row, column: 0, role: .normal)
    }
    frame.cursor = Position(row: 0, column: 0)
  }
}
