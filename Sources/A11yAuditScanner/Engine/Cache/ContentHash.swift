/// A 128-bit hash of a file's bytes that is the same on every machine and in every run (Swift's `Hasher` is seeded
/// per process): how the scan cache tells a changed file from an unchanged one.
///
/// Two 64-bit lanes over 8-byte words, each with its own multiplier, finished with the length and MurmurHash3's
/// `fmix64`. It detects edits, not attackers: the cache it keys is the user's own, rebuilt with `--no-cache`.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
  package var high: UInt64
  package var low: UInt64

  /// The hash of `bytes`.
  package init(_ bytes: UnsafeRawBufferPointer) {
    var a: UInt64 = 0x243F_6A88_85A3_08D3
    var b: UInt64 = 0x1319_8A2E_0370_7344
    let words = bytes.count / 8
    for index in 0..<words {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
      a = ((a ^ word) &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(by: 31)
      b = (b &+ word) &* 0xC2B2_AE3D_27D4_EB4F
      b ^= b >> 29
    }
    var tail: UInt64 = 0
    for index in stride(from: bytes.count - 1, through: words * 8, by: -1) {
      tail = (tail << 8) | UInt64(bytes[index])
    }
    a = ((a ^ tail) &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(by: 31)
    b = ((b &+ tail) &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
    high = Self.finish(a ^ b.rotatedLeft(by: 17))
    low = Self.finish(b &+ a.rotatedLeft(by: 41))
  }

  /// The hash of `bytes`.
  package init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBytes { ContentHash($0) }
  }

  /// The hash of the UTF-8 of `text`.
  package init(_ text: String) {
    self.init(Array(text.utf8))
  }

  /// A hash read back from its 32 hexadecimal digits.
  package init?(hex: String) {
    guard hex.utf8.count == 32, let high = UInt64(hex.prefix(16), radix: 16),
      let low = UInt64(hex.suffix(16), radix: 16)
    else { return nil }
    self.high = high
    self.low = low
  }

  /// 32 lowercase hexadecimal digits.
  package var description: String { Self.hex(high) + Self.hex(low) }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func finish(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}

extension UInt64 {
  fileprivate func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
