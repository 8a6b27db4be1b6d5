/// Whether a scan's result came from the cache (``ScanResult/cacheUse``).
public enum ScanCacheUse: Equatable, Sendable {
  /// The scan ran without a cache (`--no-cache`, a single file, an in-memory scan).
  case off
  /// Every file and the key were those of the cached scan: the result was read, nothing was parsed.
  case reused
  /// A full scan ran, and wrote the cache, for `reason`.
  case rebuilt(Reason)
  /// A few files changed and the project's facts did not: only those files were parsed and checked, the others'
  /// findings came from the session's last scan (see ``ScanMemory``).
  case warm(parsedFiles: Int)

  /// Why the cache was not used.
  public enum Reason: String, Error, Equatable, Sendable {
    case absent = "no cache yet"
    case unreadable = "the cache file is corrupt, truncated or of another layout"
    case otherKey =
      "the cache was written by another version or build of the tool, other rules or another configuration"
    case filesChanged = "files were added, removed, renamed or changed"
    case unreadableFile = "a file could not be read"
  }
}
