import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder scan's cache, `.a11y-audit/cache/scan.json` under the scanned folder: the last scan's result with the
/// hash of every file it read, so that a rescan of unchanged files reads the result instead of parsing again.
///
/// Beside it, `files.json` and `facts.json` keep each file's part of the last scan and the facts behind it (see
/// ``ScanMemoryDocument``): when a few files changed and the project's facts did not, a rescan parses and checks those
/// files alone, as a session's does from its ``ScanMemory``.
///
/// The cache is keyed by the tool's version and build, the rules that run and the bytes of `.a11y-audit.yml`; a
/// rescan hashes every Swift and resource file it would read, and uses the cached result only when the files and
/// their hashes are exactly those of the cached scan. Anything else (a change, a cache that is corrupt, truncated,
/// of another layout or of another tool) is a full scan that writes the cache again: the cache can make a scan
/// faster, never different. The folder holds a `.gitignore` of `*`, so git never sees it.
///
/// The cache lives in the project's `.a11y-audit` folder and is only used once that folder exists (the first scan
/// that records into the store makes it): a scan of a folder the tool has not been set up in (`scan --no-store` of a
/// checkout, a fixture) writes nothing there.
public struct ScanCache: Sendable {
  /// The cache folder, `<root>/.a11y-audit/cache`.
  public var folder: URL
  /// The tool version the key names (``ToolVersion/current``); another version's cache is not used.
  public var toolVersion = ToolVersion.current

  /// The cache of the scanned folder `root`.
  public init(root: URL) {
    folder = root.appendingPathComponent(".a11y-audit/cache", isDirectory: true)
  }

  /// The cached scan.
  var file: URL { folder.appendingPathComponent("scan.json") }

  /// Whether the project's `.a11y-audit` folder, which holds the cache folder, exists.
  var isAvailable: Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// The cache key of a scan running `rules` under the configuration file's bytes (nil when there is none), by the
  /// tool of version `toolVersion`.
  static func key(rules: [any Rule.Type], configuration: [UInt8]?, toolVersion: String) -> String {
    var text = "a11y-audit scan cache \(ScanCacheDocument.currentFormat)\u{1F}\(toolVersion)\u{1F}\(build)\u{1F}"
    text += rules.map { $0.description.id }.joined(separator: ",")
    text += "\u{1F}"
    var bytes = Array(text.utf8)
    if let configuration { bytes += [1] + configuration } else { bytes.append(0) }
    return ContentHash(bytes).description
  }

  /// The running program's size and modification time: a rebuilt tool (same version, other rules) has another.
  static let build: String = {
    var status = stat()
    #if os(Linux)
      let path = "/proc/self/exe"
    #else
      let path = CommandLine.arguments.first ?? ""
    #endif
    guard stat(path, &status) == 0 else { return "unknown" }
    #if os(Linux)
      return "\(status.st_size)-\(status.st_mtim.tv_sec)-\(status.st_mtim.tv_nsec)"
    #else
      return "\(status.st_size)-\(status.st_mtimespec.tv_sec)-\(status.st_mtimespec.tv_nsec)"
    #endif
  }()

  /// The cached document when it reads whole and its key is `key`; otherwise why not.
  func read(key: String) -> Result<ScanCacheDocument, ScanCacheUse.Reason> {
    guard let data = FileManager.default.contents(atPath: file.path) else { return .failure(.absent) }
    guard let document = StoreJSONReader.read(data, as: ScanCacheDocument.self),
      document.format == ScanCacheDocument.currentFormat,
      document.result.edits.allSatisfy({ $0.edits.allSatisfy(\.isValid) })
    else { return .failure(.unreadable) }
    guard document.key == key else { return .failure(.otherKey) }
    return .success(document)
  }

  /// Writes `document` atomically, and the folder's `.gitignore`; a cache that cannot be written is no error (the
  /// next scan is a full one).
  func write(_ document: ScanCacheDocument) {
    do {
      try prepareFolder()
      let data = StoreJSONWriter.write(document, reservingCapacity: 1_024 + document.result.findings.count * 1_024)
      try AtomicFile.write(data + Data([0x0A]), to: file)
    } catch {}
  }

  /// Makes the cache folder and its `.gitignore` of `*`.
  func prepareFolder() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ignore = folder.appendingPathComponent(".gitignore")
    if !FileManager.default.fileExists(atPath: ignore.path) {
      try AtomicFile.write(
        Data("# The scan cache of a11y-audit: local to this machine, rebuilt when missing.\n*\n".utf8), to: ignore)
    }
  }

  /// The hashes of `files` (absolute path, path relative to the root) on up to `jobs` threads, in order; nil when one
  /// cannot be read (the scan then reports it, and is not cached).
  static func hashes(of files: [(path: String, file: String)], jobs: Int?) -> [CachedFile]? {
    let hashes = IndexedResults<CachedFile>(count: files.count)
    ParallelWork.perform(iterations: files.count, jobs: jobs) { index in
      guard case .success(let bytes) = SourceFileReader.contents(ofPath: files[index].path) else { return }
      hashes.set(CachedFile(file: files[index].file, hash: ContentHash(bytes).description), at: index)
    }
    let values = hashes.values
    return values.count == files.count ? values : nil
  }
}

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
