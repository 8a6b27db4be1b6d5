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

  /// The command that resolves a store git left with conflict markers.
  public static let resolveCommand = "a11y-audit merge-store --resolve"
  /// The command that installs git's merge driver for the store in a clone, so merges never leave markers.
  public static let installDriverCommand = "a11y-audit init --git-config"

  /// What went wrong, without the path.
  public var detail: String {
    switch reason {
    case .corrupt(let detail):
      "corrupt store (\(detail)); fix or move the file away, it was left unchanged"
    case .conflictMarkers:
      "has git conflict markers: run `\(Self.resolveCommand)` (or `\(Self.installDriverCommand)` "
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

extension StoreError: UserFacingError {}
