/// Why the store could not be read or written. Each message is one line naming the file.
public struct StoreError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The file is not valid store JSON (truncated, edited by hand, …).
    case corrupt(String)
    /// The file holds the `<<<<<<<`, `=======` and `>>>>>>>` lines git writes when it merged the store as text (no
    /// merge driver configured in the clone).
    case conflictMarkers
    /// The file was written by a newer a11y-audit.
    case newerVersion(found: Int, supported: Int)
    /// Reading, writing, locking or renaming failed.
    case io(String)
  }

  /// Path of the store file.
  public var path: String
  public var reason: Reason

  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// What went wrong, without the path.
  public var detail: String {
    switch reason {
    case .corrupt(let detail):
      "corrupt store (\(detail)); fix or move the file away, it was left unchanged"
    case .conflictMarkers:
      "has git conflict markers: run `\(StoreMergeDriver.resolveCommand)` (or `\(StoreMergeDriver.installCommand)` "
        + "before merging)"
    case .newerVersion(let found, let supported):
      "store schema version \(found) is newer than this a11y-audit supports (\(supported)); upgrade a11y-audit, the file was left unchanged"
    case .io(let detail):
      detail
    }
  }

  public var description: String {
    // "store.json has git conflict markers: …" reads as a sentence; the other details follow a colon.
    reason == .conflictMarkers ? "\(path) \(detail)" : "\(path): \(detail)"
  }
}
