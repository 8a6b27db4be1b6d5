import Foundation

/// The one way the tool writes JSON for people and programs: pretty-printed, keys sorted (so output diffs well),
/// slashes unescaped, ISO 8601 dates, and a trailing newline.
public enum JSONOutput {
  /// A new encoder with the tool's settings.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// `value` as JSON with a trailing newline.
  public static func encode(_ value: some Encodable) throws -> Data {
    var data = try encoder().encode(value)
    data.append(0x0A)
    return data
  }
}
