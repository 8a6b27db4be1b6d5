import A11yAuditModel
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The JSON file that holds triage state, by default `<root>/.a11y-audit/store.json`.
///
/// Saves are atomic (temporary file in the same folder, `fsync`, `rename`) and every
/// read-modify-write holds an exclusive lock, so concurrent processes never lose each other's changes.
/// A corrupt or newer-version file is refused and never rewritten.
public struct Store: Sendable {
  /// Folder name under the audited root.
  public static let folderName = AuditFolder.name
  /// File name inside that folder.
  public static let fileName = "store.json"

  /// Location of the store file.
  public let url: URL
  /// Whether this is a root's default store, whose folder must be a real folder (see ``AuditFolder``); a store named
  /// by path (`--store`) may live wherever its user put it.
  package let isInAuditFolder: Bool

  /// A store at an explicit path.
  public init(url: URL) {
    self.url = url.standardizedFileURL
    isInAuditFolder = false
  }

  /// The default store of an audited root.
  public init(root: URL) {
    url = AuditFolder.url(root: root).appendingPathComponent(Store.fileName).standardizedFileURL
    isInAuditFolder = true
  }

  /// Path used in messages.
  public var path: String { url.path }

  /// Whether the file exists.
  public var exists: Bool { FileManager.default.fileExists(atPath: path) }

  /// Reads the store; a missing file is an empty store. A folder or a symbolic link in its place is refused.
  public func load() throws(StoreError) -> StoreDocument {
    try loadKeepingUnknownFields().document
  }

  /// Reads the store, and the fields it holds that this tool does not know (see
  /// ``StoreCoding/unknownFields(in:of:)``): a store that holds any is read, but never rewritten.
  package func loadKeepingUnknownFields() throws(StoreError) -> (document: StoreDocument, unknownFields: [String]) {
    try checkFolder()
    if let refusal = AtomicFile.refusal(for: url, writing: false) {
      throw StoreError(path: path, reason: .io("\(refusal); it was left as it is"))
    }
    guard exists else { return (StoreDocument(), []) }
    return try StoreCoding.decodeNotingUnknownFields(try read(), path: path)
  }

  /// The refusal to write a store that holds fields this tool does not know, which the save would drop.
  package static func unknownFieldsError(_ fields: [String], path: String) -> StoreError {
    let shown = fields.listed(upTo: 3)
    return StoreError(
      path: path,
      reason: .io(
        "holds fields this version of a11y-audit does not know (\(shown)), written by a newer one; saving would drop "
          + "them, so nothing was changed (upgrade a11y-audit)"))
  }

  /// Reads the store with `JSONDecoder` alone, without the fast reader: for `bench-tui`, which prints both times.
  public func loadWithJSONDecoder() throws -> StoreDocument {
    guard exists else { return StoreDocument() }
    return try StoreCoding.decodeWithFoundation(try read())
  }

  /// Locks the store, reads it, lets `body` change it and saves it if anything changed.
  ///
  /// The file is only written when the state differs, and never when it could not be read.
  @discardableResult
  public func update<T>(_ body: (inout StoreDocument) throws -> T) throws -> T {
    try createFolder()
    let lock = try FileLock(directory: url.deletingLastPathComponent(), storePath: path)
    defer { lock.unlock() }
    let (original, unknownFields) = try loadKeepingUnknownFields()
    var document = original
    let result = try body(&document)
    if document.canonicalized() != original.canonicalized() || !exists {
      guard unknownFields.isEmpty else { throw Self.unknownFieldsError(unknownFields, path: path) }
      try save(document)
    }
    return result
  }

  /// Locks the store, hands `decide` the file's bytes (nil when there is no file) and saves the document it returns;
  /// nothing is written when it returns nil or throws. For ``StoreConflictResolver``, which replaces a file that
  /// ``update(_:)`` refuses to read (git's conflict markers).
  package func replace(_ decide: (Data?) throws(StoreError) -> StoreDocument?) throws(StoreError) {
    try createFolder()
    let lock = try FileLock(directory: url.deletingLastPathComponent(), storePath: path)
    defer { lock.unlock() }
    if let refusal = AtomicFile.refusal(for: url, writing: true) {
      throw StoreError(path: path, reason: .io("\(refusal); it was left as it is"))
    }
    guard let document = try decide(exists ? try read() : nil) else { return }
    try save(document)
  }

  /// The bytes the store would be saved as.
  public static func encoded(_ document: StoreDocument) throws -> Data {
    try StoreCoding.encode(document)
  }

  // MARK: - Files

  private func read() throws(StoreError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw StoreError(path: path, reason: .io("cannot read the store (\(error.localizedDescription))"))
    }
  }

  /// Refuses a root's store whose folder is a symbolic link or a file.
  private func checkFolder() throws(StoreError) {
    guard isInAuditFolder, let refusal = AuditFolder.refusal(for: url.deletingLastPathComponent()) else { return }
    throw StoreError(path: path, reason: .io(refusal))
  }

  private func createFolder() throws(StoreError) {
    try checkFolder()
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw StoreError(path: path, reason: .io("cannot create folder \(folder.path)"))
    }
  }

  private func save(_ document: StoreDocument) throws(StoreError) {
    let data: Data
    do {
      data = try StoreCoding.encode(document)
    } catch {
      throw StoreError(path: path, reason: .io("cannot encode the store"))
    }
    removeTemporaryFilesOfInterruptedSaves()
    try AtomicFile.write(data, to: url)
  }

  /// Deletes the temporary files of saves that were killed before their rename (`kill -9`, a power cut). Called under
  /// the lock, when no other save can be writing one, and before this save writes its own: they would otherwise pile
  /// up in a folder committed with the app, and at most the last killed save's file is ever left.
  private func removeTemporaryFilesOfInterruptedSaves() {
    let folder = url.deletingLastPathComponent()
    let prefix = AtomicFile.temporaryPrefix(for: url)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(prefix) {
      unlink(folder.appendingPathComponent(name).path)
    }
  }
}
