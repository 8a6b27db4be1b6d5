import A11yAuditModel
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScanCache {
  /// Each file's part of the last scan (``ScanMemoryDocument``).
  package var memoryFile: URL { folder.appendingPathComponent("files.json") }
  /// The project's facts behind it (``ScanMemoryFacts``).
  package var factsFile: URL { folder.appendingPathComponent("facts.json") }

  /// Writes `snapshot`, its files in `order` (scan order), as `facts.json` then `files.json`, each atomically and
  /// naming the same generation; when either cannot be written, `files.json` is removed (the next rescan after an
  /// edit is then a full scan). Returns the snapshot with each entry's line, so that the next write converts only
  /// the entries a rescan changed.
  @discardableResult
  package func writeMemory(_ snapshot: ScanMemory.Snapshot, order: [String]) -> ScanMemory.Snapshot {
    guard order.count == snapshot.entries.count else { return snapshot }
    let generation = UUID().uuidString
    let header = ScanMemoryDocument(
      key: snapshot.key, generation: generation, root: snapshot.root, resources: snapshot.resources,
      fileCount: order.count)
    var data = StoreJSONWriter.write(header, compact: true) + Data([0x0A])
    var written = snapshot
    for file in order {
      guard var entry = snapshot.entries[file] else { return snapshot }
      if entry.cachedLine == nil {
        let cached = CachedFileScan(file: file, entry: entry)
        entry.cachedLine = StoreJSONWriter.write(cached, reservingCapacity: 4_096, compact: true)
        written.entries[file] = entry
      }
      data += entry.cachedLine!
      data.append(0x0A)
    }
    do {
      try prepareFolder()
      let facts = ScanMemoryFacts(generation: generation, resolved: snapshot.resolved, project: snapshot.project)
      try AtomicFile.write(StoreJSONWriter.write(facts, reservingCapacity: 65_536, compact: true), to: factsFile)
      try AtomicFile.write(data, to: memoryFile)
      return written
    } catch {
      // A per-file part of another generation must not be paired with these facts; only a file of ours is removed.
      if AtomicFile.refusal(for: memoryFile, writing: false) == nil { unlink(memoryFile.path) }
      return snapshot
    }
  }

  /// The lines of `data` (indexed from 0), without their line feeds; the last is empty when `data` ends with one.
  private static func lines(of data: Data) -> [Data] {
    var ranges: [Range<Int>] = []
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var start = 0
      while let found = memchr(base + start, 0x0A, raw.count - start) {
        let end = base.distance(to: UnsafeRawPointer(found))
        ranges.append(start..<end)
        start = end + 1
      }
      ranges.append(start..<raw.count)
    }
    return ranges.map { data[$0] }
  }

  /// The last scan kept on disk when both files read whole, belong together and were written under `key` for the
  /// folder `root`; the project's other files are `resources` (read again rather than cached). Its lines are read on
  /// up to `jobs` threads. Nil otherwise: a damaged, foreign or half-written memory is never used.
  package func readMemory(
    key: String, root: String, resources: ProjectResources, jobs: Int? = nil
  ) -> ScanMemory.Snapshot? {
    guard let data = FileManager.default.contents(atPath: memoryFile.path) else {
      return nil
    }
    let split = Self.lines(of: data)
    guard split.last?.isEmpty == true, let first = split.first,
      let header = StoreJSONReader.read(Data(first), as: ScanMemoryDocument.self),
      header.format == ScanMemoryDocument.currentFormat, header.key == key, header.root == root,
      header.fileCount == split.count - 2,
      let factsData = FileManager.default.contents(atPath: factsFile.path),
      let facts = StoreJSONReader.read(factsData, as: ScanMemoryFacts.self),
      facts.generation == header.generation
    else { return nil }
    let lines = Array(split.dropFirst().dropLast())
    let read = IndexedResults<(file: String, entry: ScanMemory.Entry)>(count: lines.count)
    ParallelWork.perform(iterations: lines.count, jobs: jobs) { index in
      let line = lines[index]
      guard let cached = StoreJSONReader.read(line, as: CachedFileScan.self),
        TextEdit.areInFile(cached.edits)
      else { return }
      let scan = SourceFileScan(cached: cached)
      let preUse = SourceFileIndex(isComplete: cached.isComplete, facts: cached.facts)
      let entry = ScanMemory.Entry(
        hash: cached.hash, preUse: preUse, isIndexed: cached.isIndexed, completionDigest: cached.completionDigest,
        scan: scan, cachedLine: line)
      read.set((cached.file, entry), at: index)
    }
    let values = read.values
    guard values.count == lines.count else { return nil }
    let entries = Dictionary(values.map { ($0.file, $0.entry) }) { first, _ in first }
    guard entries.count == lines.count else { return nil }
    return ScanMemory.Snapshot(
      key: key, root: root, resources: header.resources, resolved: facts.resolved.with(resources),
      project: facts.project.with(resources), entries: entries)
  }
}

extension CachedFileScan {
  /// `entry`, the kept scan of `file`, as the cache keeps it.
  package init(file: String, entry: ScanMemory.Entry) {
    let scan = entry.scan
    self.init(
      file: file, hash: entry.hash, isComplete: entry.preUse.isComplete, facts: entry.preUse.fileFacts,
      isIndexed: entry.isIndexed,
      completionDigest: entry.completionDigest, lines: scan.lines, findings: scan.findings, screens: scan.screens,
      consultedSettings: scan.consultedSettings, partialProblems: scan.partialProblems,
      formerIDs: scan.formerIDs, edits: scan.edits, navigation: scan.navigation)
  }
}

extension SourceFileScan {
  /// The scan `cached` keeps.
  package init(cached: CachedFileScan) {
    navigation = cached.navigation
    findings = cached.findings
    screens = cached.screens
    lines = cached.lines
    consultedSettings = cached.consultedSettings
    partialProblems = cached.partialProblems
    formerIDs = cached.formerIDs
    edits = cached.edits
  }
}

extension TextEdit {
  /// Whether every edit of `byID` replaces offsets of a file (a damaged cache may say otherwise).
  package static func areInFile(_ byID: [String: [TextEdit]]) -> Bool {
    byID.values.allSatisfy { $0.allSatisfy { $0.range.lowerBound >= 0 } }
  }
}
