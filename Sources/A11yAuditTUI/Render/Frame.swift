import A11yAuditKit

/// One character cell of a frame.
struct Cell: Equatable, Sendable {
  /// The character drawn; a continuation cell of a wide character holds a space and has width 0.
  var character: Character
  /// Columns the character takes: 1, 2 for wide characters, 0 for the cell a wide character covers.
  var width: Int
  var role: Role

  static let blank = Cell(character: " ", width: 1, role: .normal)
}

/// A row and column on the screen, both 0-based.
struct Position: Equatable, Sendable {
  var row: Int
  var column: Int
}

/// What the terminal should show: a grid of cells and where the hardware cursor goes.
struct Frame: Equatable, Sendable {
  let width: Int
  let height: Int
  private(set) var rows: [[Cell]]
  /// Where the cursor goes after painting: column 0 of the selected row, so screen readers follow it.
  var cursor = Position(row: 0, column: 0)
  /// Replace anything outside ASCII with `?` (the terminal's locale cannot show it).
  let asciiOnly: Bool

  init(size: Size, asciiOnly: Bool = false) {
    width = max(0, size.width)
    height = max(0, size.height)
    self.asciiOnly = asciiOnly
    rows = Array(repeating: Array(repeating: .blank, count: width), count: height)
  }

  subscript(row: Int, column: Int) -> Cell { rows[row][column] }

  /// Writes `text` from `column` on `row`, clipped at `limit` (default: the right edge); a control character is
  /// shown as its picture (``TerminalText``), never handed to the terminal.
  /// Returns the column after the last one written.
  @discardableResult
  mutating func write(_ text: String, row: Int, column: Int, role: Role, limit: Int? = nil) -> Int {
    guard rows.indices.contains(row) else { return column }
    let end = min(limit ?? width, width)
    var x = max(0, column)
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // Printable ASCII, by far the most text: one cell per byte, without walking grapheme clusters.
      for byte in text.utf8 {
        guard x < end else { break }
        rows[row][x] = Cell(character: Character(Unicode.Scalar(byte)), width: 1, role: role)
        x += 1
      }
      return x
    }
    for original in TerminalText.escaping(text, keepingLineFeeds: false) {
      let character = displayable(original)
      let columns = DisplayWidth.of(character)
      if columns == 0 { continue }
      if x + columns > end {
        while x < end {
          rows[row][x] = Cell(character: " ", width: 1, role: role)
          x += 1
        }
        break
      }
      rows[row][x] = Cell(character: character, width: columns, role: role)
      if columns == 2 { rows[row][x + 1] = Cell(character: " ", width: 0, role: role) }
      x += columns
    }
    return x
  }

  /// Fills `row` from `column` to `limit` with spaces in `role`.
  mutating func fill(row: Int, from column: Int, to limit: Int? = nil, role: Role) {
    guard rows.indices.contains(row) else { return }
    let end = min(limit ?? width, width)
    var x = max(0, column)
    while x < end {
      rows[row][x] = Cell(character: " ", width: 1, role: role)
      x += 1
    }
  }

  /// Writes a styled line from `column`, truncated with `ellipsis` to fit before `limit`, padded with its fill role.
  mutating func write(_ line: StyledLine, row: Int, column: Int = 0, limit: Int? = nil, ellipsis: String) {
    let end = min(limit ?? width, width)
    let fitted = line.truncated(to: end - column, ellipsis: ellipsis)
    var x = column
    for span in fitted.spans {
      x = write(span.text, row: row, column: x, role: span.role, limit: end)
    }
    fill(row: row, from: x, to: end, role: line.fill)
  }

  /// The frame as plain text: one line per row with trailing spaces trimmed, then `cursor: row,col`.
  var text: String {
    var lines = rows.map { cells -> String in
      var line = String(cells.filter { $0.width > 0 }.map(\.character))
      while line.last == " " { line.removeLast() }
      return line
    }
    lines.append("cursor: \(cursor.row),\(cursor.column)")
    return lines.joined(separator: "\n") + "\n"
  }

  private func displayable(_ character: Character) -> Character {
    if character == "\t" { return " " }
    if asciiOnly && !character.isASCII { return Frame.asciiStandIns[character] ?? "?" }
    return character
  }

  /// ASCII look-alikes for characters common in messages, used when the terminal cannot show them.
  private static let asciiStandIns: [Character: Character] = [
    "×": "x", "‘": "'", "’": "'", "“": "\"", "”": "\"", "–": "-", "—": "-", "−": "-", "·": ".", "•": "*",
    "\u{00A0}": " ",
  ]
}
