/// Builds finding ids that identify a site by what it is, not where it is.
///
/// The id hashes the rule, the file, the enclosing declarations, the site's tokens (so whitespace,
/// indentation and comments don't matter) and the site's index among identical sites in the same
/// declaration. Lines inserted above a site therefore keep its id; editing the site itself gives a new one.
public enum Fingerprint {
  /// A 16-hex-digit id.
  public static func make(rule: String, file: String, context: String, tokens: String, occurrence: Int) -> String {
    // The FNV-1a hash of the parts joined by U+001F, computed part by part.
    var hash = offsetBasis
    for (index, part) in [rule, file, context, tokens, String(occurrence)].enumerated() {
      if index > 0 { hash = fnv1a64(0x1F, hash) }
      for byte in part.utf8 { hash = fnv1a64(byte, hash) }
    }
    return hex(hash)
  }

  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

  /// One step of 64-bit FNV-1a over UTF-8 bytes: small, stable across platforms and releases.
  private static func fnv1a64(_ byte: UInt8, _ hash: UInt64) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  package static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
