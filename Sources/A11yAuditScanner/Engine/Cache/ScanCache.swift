import A11yAuditModel
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder scan's cache: the last scan's result with the hash of every file it read, so that a rescan of unchanged
/// files reads the result instead of parsing again.
///
/// Beside it, `files.json` and `facts.json` keep each file's part of the last scan and the facts behind it (see
/// ``ScanMemoryDocument``): when a few files changed and the project's facts did not, a rescan parses and checks those
/// files alone, as a session's does from its ``ScanMemory``.
///
/// The cache is keyed by the tool's version and build, the rules that run and the bytes of `.a11y-audit.yml`; a
/// rescan hashes every Swift and resource file it would read, and uses the cached result only when the files and
/// their hashes are exactly those of the cached scan. Anything else (a change, a cache that is corrupt, truncated,
/// of another layout or of another tool) is a full scan that writes the cache again: the cache can make a scan
/// faster, never different.
///
/// It lives in the user's cache folder (``home``), in a folder named for the scanned folder's real path, as
/// SwiftLint keeps its cache: never in the project, where a repository could commit a cache with its violations
/// taken out and have a fresh clone's scan trust it. It is only used once the project's `.a11y-audit` folder exists
/// (the first scan that records into the store makes it): a scan of a folder the tool has not been set up in
/// (`scan --no-store` of a checkout, a fixture) neither reads nor writes one.
public struct ScanCache: Sendable {
  /// The environment variable that names the cache home in place of the user's cache folder.
  public static let homeVariable = "A11Y_AUDIT_CACHE_DIR"

  /// The scanned folder.
  public var root: URL
  /// The cache folder of this scanned folder, under the cache home.
  public var folder: URL
  /// The tool version the key names (``ToolVersion/current``); another version's cache is not used.
  public var toolVersion = ToolVersion.current

  /// The cache of the scanned folder `root` under the cache home `home` (``home`` by default).
  public init(root: URL, home: URL) {
    self.root = root
    let real = AuditRoot.realPath(root.path) ?? root.standardizedFileURL.path
    let name = String(URL(fileURLWithPath: real).lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    folder = home.appendingPathComponent("scans", isDirectory: true)
      .appendingPathComponent("\(name.prefix(40))-\(ContentHash(real).description.prefix(16))", isDirectory: true)
  }

  /// The cache of the scanned folder `root` under the user's cache home; nil when there is none.
  public init?(root: URL) {
    guard let home = Self.home else { return nil }
    self.init(root: root, home: home)
  }

  /// Where caches are kept: `$A11Y_AUDIT_CACHE_DIR`, else `$XDG_CACHE_HOME/a11y-audit`, else the user's cache folder
  /// (`~/Library/Caches/a11y-audit` on macOS, `~/.cache/a11y-audit` elsewhere); nil when none is an absolute path.
  public static var home: URL? {
    let environment = ProcessInfo.processInfo.environment
    if let own = environment[homeVariable], own.hasPrefix("/") {
      return URL(fileURLWithPath: own, isDirectory: true)
    }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("a11y-audit", isDirectory: true)
    }
    let user = FileManager.default.homeDirectoryForCurrentUser
    guard user.path.hasPrefix("/"), user.path != "/" else { return nil }
    #if os(macOS)
      return user.appendingPathComponent("Library/Caches/a11y-audit", isDirectory: true)
    #else
      return user.appendingPathComponent(".cache/a11y-audit", isDirectory: true)
    #endif
  }

  /// The cached scan.
  package var file: URL { folder.appendingPathComponent("scan.json") }

  /// Whether the project is set up for the tool: its `.a11y-audit` folder exists, as a real folder.
  package var isAvailable: Bool { AuditFolder.isSetUp(root: root) }

  /// The cache key of a scan running `rules` under the configuration file's bytes (nil when there is none), by the
  /// tool of version `toolVersion`.
  package static func key(rules: [any Rule.Type], configuration: [UInt8]?, toolVersion: String) -> String {
    var text = "a11y-audit scan cache \(ScanCacheDocument.currentFormat)\u{1F}\(toolVersion)\u{1F}\(build)\u{1F}"
    text += rules.map { $0.description.id }.joined(separator: ",")
    text += "\u{1F}"
    var bytes = Array(text.utf8)
    if let configuration { bytes += [1] + configuration } else { bytes.append(0) }
    return ContentHash(bytes).description
  }

  /// The running program's size and modification time: a rebuilt tool (same version, other rules) has another.
  package static let build: String = {
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

  /// The cached document's header when it reads and its key is `key`, its result read only when asked for (a rescan
  /// after an edit has no use for it); otherwise why not.
  package func read(key: String) -> Result<ScanCacheRead, ScanCacheUse.Reason> {
    guard let data = FileManager.default.contents(atPath: file.path) else { return .failure(.absent) }
    guard let header = StoreJSONReader.read(data, as: ScanCacheDocument.Header.self),
      header.format == ScanCacheDocument.currentFormat
    else { return .failure(.unreadable) }
    guard header.key == key else { return .failure(.otherKey) }
    return .success(ScanCacheRead(header: header, data: data))
  }

  /// Writes `document` atomically, and the folder's `.gitignore`; a cache that cannot be written is no error (the
  /// next scan is a full one).
  package func write(_ document: ScanCacheDocument) {
    do {
      try prepareFolder()
      let data = StoreJSONWriter.write(document, reservingCapacity: 1_024 + document.result.findings.count * 1_024)
      try AtomicFile.write(data + Data([0x0A]), to: file)
    } catch {}
  }

  /// Makes the cache folder, readable by its user alone.
  package func prepareFolder() throws {
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// The hashes of `files` (absolute path, path relative to the root) on up to `jobs` threads, in order; nil when one
  /// cannot be read (the scan then reports it, and is not cached).
  package static func hashes(of files: [(path: String, file: String)], jobs: Int?) -> [CachedFile]? {
    let hashes = IndexedResults<CachedFile>(count: files.count)
    ParallelWork.perform(iterations: files.count, jobs: jobs) { index in
      guard case .success(let bytes) = SourceFileReader.contents(ofPath: files[index].path) else { return }
      hashes.set(CachedFile(file: files[index].file, hash: ContentHash(bytes).description), at: index)
    }
    let values = hashes.values
    return values.count == files.count ? values : nil
  }
}
