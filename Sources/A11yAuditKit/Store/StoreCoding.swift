import Foundation

/// Encodes and decodes the store file in its one canonical, git-friendly form.
enum StoreCoding {
  /// Pretty, key-sorted JSON with a trailing newline: the same bytes for the same state.
  static func encode(_ document: StoreDocument) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    var data = try encoder.encode(document.canonicalized())
    data.append(0x0A)
    return data
  }

  /// Decodes a store, refusing newer schema versions before reading the rest.
  static func decode(_ data: Data, path: String) throws(StoreError) -> StoreDocument {
    struct Header: Decodable { var schemaVersion: Int }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw StoreError(path: path, reason: .corrupt(describe(error)))
    }
    guard header.schemaVersion <= StoreDocument.currentSchemaVersion else {
      throw StoreError(
        path: path,
        reason: .newerVersion(found: header.schemaVersion, supported: StoreDocument.currentSchemaVersion))
    }
    guard header.schemaVersion >= 1 else {
      throw StoreError(path: path, reason: .corrupt("schemaVersion \(header.schemaVersion) is not valid"))
    }
    do {
      return try decoder.decode(StoreDocument.self, from: data)
    } catch {
      throw StoreError(path: path, reason: .corrupt(describe(error)))
    }
  }

  /// A short, one-line account of a decoding error.
  static func describe(_ error: Error) -> String {
    guard let decodingError = error as? DecodingError else { return "not valid JSON" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "top level" : keys.joined(separator: ".")
    }
    switch decodingError {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(context))"
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\" at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \(path(context))"
    @unknown default:
      return "not valid JSON"
    }
  }
}
