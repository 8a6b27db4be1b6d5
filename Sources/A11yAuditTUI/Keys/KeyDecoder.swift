/// Turns the character codes the terminal sends into ``Key``s. Function keys (arrows, PgDn, F1, …)
/// arrive from ncurses as key codes and are mapped in the backend.
///
/// What the terminal sends of its own accord is consumed whole and gives no keys: replies and reports in control
/// strings (DCS `ESC P`, OSC `ESC ]`, SOS `ESC X`, PM `ESC ^`, APC `ESC _`, each up to ST `ESC \`, BEL, CAN or SUB)
/// and control sequences ncurses does not know (CSI `ESC [` up to its final byte). An Esc is held until the next code
/// (or a pause in the input) says whether it starts one of these or is the Esc key.
struct KeyDecoder {
  private enum State: Equatable {
    /// Between keys.
    case ground
    /// After an Esc: a key, or the start of a sequence.
    case escape
    /// Inside a control string.
    case controlString
    /// After an Esc inside a control string: ST when a backslash follows.
    case controlStringEscape
    /// Inside a control sequence, before its final byte.
    case controlSequence
  }

  private var state = State.ground

  /// Whether codes read so far wait for more (an Esc, or an unfinished sequence): the backend then reads with a
  /// timeout, and tells ``inputPaused()`` when none comes.
  var awaitsMore: Bool { state != .ground }

  /// The keys the code `code` completes: none inside a sequence; the held Esc, then this code's key, after an Esc that
  /// starts no sequence.
  mutating func keys(forCharacter code: UInt32) -> [Key] {
    switch state {
    case .ground:
      if code == 27 {
        state = .escape
        return []
      }
      // The 8-bit forms (C1 codes) of the same: the 7-bit one's final plus 0x40.
      if (0x80...0x9F).contains(code) && Self.controlStringStarts.contains(code - 0x40) {
        state = .controlString
        return []
      }
      if code == Self.controlSequenceStart + 0x40 {
        state = .controlSequence
        return []
      }
      return Self.key(forCharacter: code).map { [$0] } ?? []
    case .escape:
      state = .ground
      if Self.controlStringStarts.contains(code) {
        state = .controlString
        return []
      }
      if code == Self.controlSequenceStart {
        state = .controlSequence
        return []
      }
      return [.escape] + keys(forCharacter: code)
    case .controlString:
      switch code {
      case 27: state = .controlStringEscape
      case 0x07, 0x18, 0x1A, 0x9C: state = .ground
      default: break
      }
      return []
    case .controlStringEscape:
      state = .ground
      // ESC \ is the string terminator; an Esc before anything else ends the string and starts afresh.
      return code == 0x5C ? [] : keys(forCharacter: 27) + keys(forCharacter: code)
    case .controlSequence:
      if (0x20...0x3F).contains(code) { return [] }
      state = .ground
      return (0x40...0x7E).contains(code) ? [] : keys(forCharacter: code)
    }
  }

  /// The keys held back when no more input follows: an Esc read alone is the Esc key; an unfinished sequence is
  /// dropped.
  mutating func inputPaused() -> [Key] {
    defer { state = .ground }
    return state == .escape ? [.escape] : []
  }

  /// The codes that follow an Esc to start a control string: `P` (DCS), `X` (SOS), `]` (OSC), `^` (PM), `_` (APC).
  private static let controlStringStarts: Set<UInt32> = [0x50, 0x58, 0x5D, 0x5E, 0x5F]
  /// The code that follows an Esc to start a control sequence: `[` (CSI).
  private static let controlSequenceStart: UInt32 = 0x5B

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
