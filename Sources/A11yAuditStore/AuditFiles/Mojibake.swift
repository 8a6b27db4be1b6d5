/// Repairs UTF-8 text that was decoded as Windows-1252 and re-encoded (`ðŸ”´` for 🔴, `â†’` for →),
/// as audits pasted through the wrong tool arrive.
public enum Mojibake {
  /// `text` with every double-encoded run decoded; text without such runs comes back unchanged.
  public static func repair(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value >= 0xC2 && $0.value <= 0xF4 }) else { return text }
    var output = ""
    var run: [UInt8] = []
    var runText = ""
    func flush() {
      guard !run.isEmpty else { return }
      if run.contains(where: { $0 >= 0x80 }), let decoded = decode(run) {
        output += decoded
      } else {
        output += runText
      }
      run = []
      runText = ""
    }
    for character in text {
      var bytes: [UInt8] = []
      for scalar in character.unicodeScalars {
        guard let byte = windows1252Byte(scalar) else {
          bytes = []
          break
        }
        bytes.append(byte)
      }
      if bytes.isEmpty || bytes.allSatisfy({ $0 < 0x80 }) {
        flush()
        output.append(character)
      } else {
        run += bytes
        runText.append(character)
      }
    }
    flush()
    return output
  }

  /// Bytes Windows-1252 leaves undefined (tools that met them often dropped them), most likely first:
  /// 0x9D starts the dingbats (❌ ❗) audits use.
  private static let undefinedBytes: [UInt8] = [0x9D, 0x8F, 0x8D, 0x90, 0x81]

  /// UTF-8 decoding of `bytes`, also trying to put back one dropped undefined byte (`âŒ` is ❌ without 0x9D).
  private static func decode(_ bytes: [UInt8]) -> String? {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    guard bytes.count <= 16 else { return nil }
    for position in 1...bytes.count {
      for byte in undefinedBytes {
        var candidate = bytes
        candidate.insert(byte, at: position)
        if let text = String(validating: candidate, as: UTF8.self) { return text }
      }
    }
    return nil
  }

  /// The Windows-1252 byte that decodes to `scalar`, if any.
  package static func windows1252Byte(_ scalar: Unicode.Scalar) -> UInt8? {
    let value = scalar.value
    if value < 0x80 || (0xA0...0xFF).contains(value) { return UInt8(value) }
    if let index = windows1252High.firstIndex(of: value) { return UInt8(0x80 + index) }
    // Bytes 0x81, 0x8D, 0x8F, 0x90, 0x9D are undefined in Windows-1252 and pass through as C1 controls.
    if [0x81, 0x8D, 0x8F, 0x90, 0x9D].contains(value) { return UInt8(value) }
    return nil
  }

  /// Scalars of Windows-1252 bytes 0x80…0x9F (0 where the byte is undefined).
  private static let windows1252High: [UInt32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E,
    0x0178,
  ]
}
