/// Builds finding ids that identify a site by what it is, not where it is.
///
/// The id hashes the rule, the file, the enclosing declarations, the site's tokens (so whitespace,
/// indentation and comments don't matter) and the site's index among identical sites in the same
/// declaration. Lines inserted above a site therefore keep its id; editing the site itself gives a new one.
public enum Fingerprint {
  /// A 16-hex-digit id.
  public static func make(rule: String, file: String, context: String, tokens: String, occurrence: Int) -> String {
    let key = [rule, file, context, tokens, String(occurrence)].joined(separator: "\u{1F}")
    return hex(fnv1a64(key))
  }

  /// 64-bit FNV-1a over the UTF-8 bytes: small, stable across platforms and releases.
  static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
