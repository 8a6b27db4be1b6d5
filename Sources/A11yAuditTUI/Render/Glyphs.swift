/// Characters that have an ASCII stand-in for terminals whose locale is not UTF-8.
struct Glyphs: Equatable, Sendable {
  var ellipsis: String
  var arrow: String
  var times: String
  var dash: String
  var gutter: String
  var horizontal: String
  var vertical: String
  var topLeft: String
  var topRight: String
  var bottomLeft: String
  var bottomRight: String
  var barFull: String
  var barEmpty: String
  var marker: String

  static let unicode = Glyphs(
    ellipsis: "…", arrow: "→", times: "×", dash: "—", gutter: "│", horizontal: "─", vertical: "│",
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", barFull: "█", barEmpty: "░",
    marker: "▶")

  static let ascii = Glyphs(
    ellipsis: "...", arrow: "->", times: "x", dash: "-", gutter: "|", horizontal: "-", vertical: "|",
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", barFull: "#", barEmpty: "-",
    marker: ">")

  static func forPrefs(_ prefs: DisplayPrefs) -> Glyphs { prefs.ascii ? .ascii : .unicode }
}
