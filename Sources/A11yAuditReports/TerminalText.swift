/// Text from sources, audits and the store made safe to write to a terminal or a log: control characters are shown,
/// never sent.
///
/// A string literal, a file name or a note from another branch can hold an escape sequence that retitles the
/// terminal, rewrites what is on screen, or (with `\r` or a line feed) forges a line of output. Each C0 control
/// character and DEL is shown as its Unicode control picture (`␛` for escape, `␍` for carriage return), each C1
/// control character and each bidirectional embedding, override or isolate (the "Trojan Source" characters, which
/// reorder what a reader sees) as `�`.
public enum TerminalText {
  /// `text` with its control characters replaced; line feeds are kept when `keepingLineFeeds` (multi-line output),
  /// tabs are always kept.
  public static func escaping(_ text: String, keepingLineFeeds: Bool = true) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineFeeds: keepingLineFeeds) }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(needsEscape(scalar, keepingLineFeeds: keepingLineFeeds) ? picture(of: scalar) : scalar)
    }
    return String(scalars)
  }

  /// Whether `scalar` must not reach a terminal as it is.
  public static func needsEscape(_ scalar: Unicode.Scalar, keepingLineFeeds: Bool = false) -> Bool {
    switch scalar.value {
    case 0x0A: !keepingLineFeeds
    case 0x09: false
    case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// What is shown for `scalar`: its control picture (U+2400 onwards) for C0 and DEL, else U+FFFD.
  public static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }
}
