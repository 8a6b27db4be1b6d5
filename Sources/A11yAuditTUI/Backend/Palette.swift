import A11yAuditKit
import CNcurses

/// Attributes and colour pairs for each ``Role``. Monochrome uses reverse, bold, underline and dim only.
@MainActor
struct Palette {
  struct Style {
    var attributes: attr_t
    var pair: Int16
  }

  private let colored: Bool

  /// Sets up colours when allowed and the terminal has them; otherwise a monochrome palette.
  init(colors allowed: Bool) {
    colored = allowed && has_colors()
    guard colored else { return }
    start_color()
    use_default_colors()
    for (pair, color) in Palette.pairs { init_pair(pair, color, -1) }
  }

  /// One pair per coloured role, each on the terminal's own background (-1).
  private static let pairs: [(Int16, Int16)] = [
    (1, Int16(COLOR_RED)), (2, Int16(COLOR_YELLOW)), (3, Int16(COLOR_CYAN)), (4, Int16(COLOR_GREEN)),
    (5, Int16(COLOR_RED)),
  ]

  func style(_ role: Role) -> Style {
    let bold = cn_a_bold()
    switch role {
    case .normal, .border, .hint: return Style(attributes: cn_a_normal(), pair: 0)
    case .selected: return Style(attributes: cn_a_reverse(), pair: 0)
    case .header: return Style(attributes: bold, pair: 0)
    case .title: return Style(attributes: bold | cn_a_underline(), pair: 0)
    case .dim: return Style(attributes: cn_a_dim(), pair: 0)
    case .error: return Style(attributes: bold, pair: colored ? 5 : 0)
    case .severity(let severity):
      switch severity {
      case .critical: return Style(attributes: bold, pair: colored ? 1 : 0)
      case .high: return Style(attributes: bold, pair: colored ? 2 : 0)
      case .medium: return Style(attributes: cn_a_normal(), pair: colored ? 3 : 0)
      case .low: return Style(attributes: cn_a_normal(), pair: colored ? 4 : 0)
      case .none: return Style(attributes: cn_a_normal(), pair: 0)
      }
    }
  }
}
