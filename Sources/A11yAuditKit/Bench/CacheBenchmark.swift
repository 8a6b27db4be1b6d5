import A11yAuditModel
import A11yAuditScanner
import Foundation

/// How long rescans take with the scan cache (see ``ScanCache``), measured on a copy of a tree so that the tree
/// itself is never written: a full scan that writes the cache, a rescan with nothing changed, and a rescan after
/// one file changed. Medians of the runs.
public struct CacheBenchmark: Sendable {
  /// A full scan writing the cache, in seconds.
  public var fullScanSeconds: Double
  /// A rescan of the unchanged tree, in seconds.
  public var unchangedSeconds: Double
  /// A rescan after one Swift file changed, from the command line (the cache's `files.json` and `facts.json`), in
  /// seconds.
  public var oneChangedSeconds: Double
  /// Size of the cache's files, in bytes.
  public var cacheBytes: Int
  /// What the unchanged rescan did with the cache (``ScanCacheUse/reused`` when it worked).
  public var unchangedUse: ScanCacheUse
  /// What the rescan after one change did.
  public var oneChangedUse: ScanCacheUse
  /// A rescan after one Swift file changed, in a session that keeps its last scan (the dashboard, the MCP server),
  /// in seconds.
  public var warmOneChangedSeconds: Double
  /// What that rescan did (``ScanCacheUse/warm(parsedFiles:)`` when the edit changed no project fact).
  public var warmOneChangedUse: ScanCacheUse

  /// Copies what a scan of `root` reads into a temporary folder, and measures there `repetitions` times.
  public static func run(root: URL, repetitions: Int = 5, scanner: Scanner = Scanner()) throws -> CacheBenchmark {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-cache-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try CorpusCopies.make(of: root, copies: 1, into: copy)
    let tree = copy.appendingPathComponent("copy-1")
    // Set up for the tool, as a project with a store is: the cache is used once its `.a11y-audit` folder exists.
    try FileManager.default.createDirectory(
      at: tree.appendingPathComponent(".a11y-audit"), withIntermediateDirectories: true)
    let auditRoot = try AuditRoot(url: tree)
    guard let edited = Scanner.listSources(root: auditRoot).sources.first else {
      throw ScanError.notFound(path: root.path)
    }
    var scanner = scanner
    let cache = ScanCache(root: tree, home: copy.appendingPathComponent("cache-home"))
    scanner.cache = cache
    var full: [Double] = []
    var unchanged: [Double] = []
    var oneChanged: [Double] = []
    var uses: (unchanged: ScanCacheUse, oneChanged: ScanCacheUse) = (.off, .off)
    for run in 0..<max(1, repetitions) {
      try? FileManager.default.removeItem(at: cache.folder)
      full.append(try ScanBenchmark.seconds { _ = try scanner.scan(root: auditRoot) }.wall)
      unchanged.append(try ScanBenchmark.seconds { uses.unchanged = try scanner.scan(root: auditRoot).cacheUse }.wall)
      try append("\n// bench edit \(run)\n", toFileAt: edited.path)
      oneChanged.append(try ScanBenchmark.seconds { uses.oneChanged = try scanner.scan(root: auditRoot).cacheUse }.wall)
    }
    let size = [cache.file, cache.memoryFile, cache.factsFile].reduce(0) { total, file in
      total + ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
    }
    // A session's memory fills on its first full scan (a read from the disk cache leaves it empty).
    var warmScanner = scanner
    warmScanner.memory = ScanMemory()
    warmScanner.cache = nil
    _ = try warmScanner.scan(root: auditRoot)
    var warm: [Double] = []
    var warmUse = ScanCacheUse.off
    for run in 0..<max(1, repetitions) {
      try append("// warm edit \(run)\n", toFileAt: edited.path)
      warm.append(try ScanBenchmark.seconds { warmUse = try warmScanner.scan(root: auditRoot).cacheUse }.wall)
    }
    return CacheBenchmark(
      fullScanSeconds: ScanBenchmark.median(full), unchangedSeconds: ScanBenchmark.median(unchanged),
      oneChangedSeconds: ScanBenchmark.median(oneChanged),
      cacheBytes: size, unchangedUse: uses.unchanged, oneChangedUse: uses.oneChanged,
      warmOneChangedSeconds: ScanBenchmark.median(warm), warmOneChangedUse: warmUse)
  }

  /// Appends `text` to the file at `path`: an edit that changes none of the project's facts.
  private static func append(_ text: String, toFileAt path: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }
}
