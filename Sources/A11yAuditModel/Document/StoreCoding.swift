import Foundation

/// Encodes and decodes the store file in its one canonical, git-friendly form.
package enum StoreCoding {
  /// Pretty, key-sorted JSON with a trailing newline: the same bytes for the same state.
  ///
  /// The bytes are `JSONEncoder`'s (``encodeWithFoundation(_:)``), written by ``StoreJSONWriter``.
  package static func encode(_ document: StoreDocument) throws -> Data {
    var data = StoreJSONWriter.write(document.canonicalized())
    data.append(0x0A)
    return data
  }

  /// The same bytes as ``encode(_:)``, written by `JSONEncoder`: the definition the writer is tested against.
  package static func encodeWithFoundation(_ document: StoreDocument) throws -> Data {
    var data = try JSONOutput.encoder().encode(document.canonicalized())
    data.append(0x0A)
    return data
  }

  /// Decodes a store, refusing newer schema versions before reading the rest.
  ///
  /// A file of the current version as this tool writes it is read by ``StoreJSONReader``; anything else
  /// (older or newer versions, hand edits, damage) by `JSONDecoder`, which says what is wrong.
  package static func decode(_ data: Data, path: String) throws(StoreError) -> StoreDocument {
    if let document = StoreJSONReader.read(data) { return document }
    return try decodeVersionChecked(data, path: path)
  }

  /// ``decode(_:path:)``, and the fields of the file the document does not hold (see
  /// ``unknownFields(in:of:)``), looked for only in a file the fast reader gave up on.
  package static func decodeNotingUnknownFields(
    _ data: Data, path: String
  ) throws(StoreError) -> (document: StoreDocument, unknownFields: [String]) {
    if let document = StoreJSONReader.read(data) { return (document, []) }
    let document = try decodeVersionChecked(data, path: path)
    return (document, unknownFields(in: data, of: document))
  }

  /// The document as the version-checking `JSONDecoder` reads it: what the fast reader gives up on.
  private static func decodeVersionChecked(_ data: Data, path: String) throws(StoreError) -> StoreDocument {
    do {
      return try foundationDecoder().decode(VersionCheckedDocument.self, from: data).document
    } catch let error as VersionCheckedDocument.VersionError {
      switch error {
      case .newer(let found):
        throw StoreError(
          path: path, reason: .newerVersion(found: found, supported: StoreDocument.currentSchemaVersion))
      case .invalid(let found):
        throw StoreError(path: path, reason: .corrupt("schemaVersion \(found) is not valid"))
      }
    } catch {
      throw StoreError(path: path, reason: containsConflictMarkers(data) ? .conflictMarkers : .corrupt(describe(error)))
    }
  }

  /// Whether `data` holds the three kinds of line git writes around a conflict it could not merge as text
  /// (`<<<<<<< ours`, `=======`, `>>>>>>> theirs`): none can start a line of store JSON, whose lines start with
  /// spaces, brackets or braces.
  package static func containsConflictMarkers(_ data: Data) -> Bool {
    var found: Set<String> = []
    for line in data.split(separator: 0x0A) where line.count >= 7 {
      let start = String(decoding: line.prefix(7), as: UTF8.self)
      if ["<<<<<<<", "=======", ">>>>>>>"].contains(start) { found.insert(start) }
      if found.count == 3 { return true }
    }
    return false
  }

  /// The fields of the store file `data` that `document`, read from it, does not hold: a newer tool's optional fields,
  /// which a save by this one would drop. Key paths such as `findings[].reviewer`, sorted; empty when every field is
  /// known. Only a file of the current schema the fast reader gave up on can hold one (an older schema's fields are
  /// migrated, not unknown).
  private static func unknownFields(in data: Data, of document: StoreDocument) -> [String] {
    guard let written = try? JSONSerialization.jsonObject(with: data),
      (written as? [String: Any])?["schemaVersion"] as? Int == StoreDocument.currentSchemaVersion,
      let known = try? JSONSerialization.jsonObject(with: encode(document))
    else { return [] }
    return keyPaths(of: written).subtracting(keyPaths(of: known)).sorted()
  }

  /// The key paths of a JSON value, arrays' items sharing `[]`.
  private static func keyPaths(of value: Any, prefix: String = "") -> Set<String> {
    if let object = value as? [String: Any] {
      return object.reduce(into: []) { paths, member in
        // A known optional field written as `null` is read as absent, not unknown.
        guard !(member.value is NSNull) else { return }
        let path = prefix.isEmpty ? member.key : "\(prefix).\(member.key)"
        paths.insert(path)
        paths.formUnion(keyPaths(of: member.value, prefix: path))
      }
    }
    if let array = value as? [Any] {
      return array.reduce(into: []) { $0.formUnion(keyPaths(of: $1, prefix: prefix + "[]")) }
    }
    return []
  }

  /// The document as `JSONDecoder` decodes it, without the version check: what the reader is tested and timed
  /// against.
  package static func decodeWithFoundation(_ data: Data) throws -> StoreDocument {
    try foundationDecoder().decode(StoreDocument.self, from: data)
  }

  /// The decoder for the files the reader gives up on, matching the encoder of ``encodeWithFoundation(_:)``.
  private static func foundationDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// A store read in one pass that checks `schemaVersion` before it decodes anything else.
  private struct VersionCheckedDocument: Decodable {
    enum VersionError: Error {
      case newer(Int)
      case invalid(Int)
    }

    private enum Key: String, CodingKey {
      case schemaVersion
    }

    var document: StoreDocument

    init(from decoder: any Decoder) throws {
      let version = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .schemaVersion)
      guard version <= StoreDocument.currentSchemaVersion else { throw VersionError.newer(version) }
      guard version >= 1 else { throw VersionError.invalid(version) }
      document = try StoreDocument(from: decoder)
    }
  }

  /// A short, one-line account of a decoding error.
  package static func describe(_ error: Error) -> String {
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
