/// Turns the character codes the terminal sends into ``Key``s. Function keys (arrows, PgDn, F1, …)
/// arrive from ncurses as key codes and are mapped in the backend.
enum KeyDecoder {
  /// The key for a character code read by `get_wch`, or nil for codes that mean nothing to the TUI.
  static func key(forCharacter code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 0: return .ctrl("@")
    case 1...26:
      guard let letter = Unicode.Scalar(code + 96) else { return nil }
      return .ctrl(Character(letter))
    case 28...31: return nil
    default:
      guard let scalar = Unicode.Scalar(code), !scalar.properties.generalCategory.isControl else { return nil }
      return .char(Character(scalar))
    }
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isControl: Bool {
    switch self {
    case .control, .format, .surrogate, .unassigned, .privateUse: true
    default: false
    }
  }
}
