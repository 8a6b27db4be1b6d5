/// How the terminal may draw: decided once at start from options, the locale and the terminal.
struct DisplayPrefs: Equatable, Sendable {
  /// Colour is allowed (the backend still checks `has_colors()`).
  var colors: Bool
  /// Only ASCII glyphs: `--ascii`, or a locale whose codeset is not UTF-8.
  var ascii: Bool
  /// One pane of plain lines: no boxes or bars, every row a sentence (`--screen-reader`).
  var linear = false
}
