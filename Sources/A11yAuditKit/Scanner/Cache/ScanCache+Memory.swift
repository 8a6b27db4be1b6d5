import Foundation

extension ScanCache {
  /// Each file's part of the last scan (``ScanMemoryDocument``).
  var memoryFile: URL { folder.appendingPathComponent("files.json") }
  /// The facts behind it (``ScanMemoryFacts``).
  var factsFile: URL { folder.appendingPathComponent("facts.json") }

  /// Writes `snapshot` as `facts.json` then `files.json`, each atomically and naming the same generation; when either
  /// cannot be written, `files.json` is removed (the next rescan after an edit is then a full scan).
  func writeMemory(_ snapshot: ScanMemory.Snapshot) {
    let files = snapshot.entries.keys.sorted()
    let entries = files.map { snapshot.entries[$0]! }
    let generation = UUID().uuidString
    let facts = ScanMemoryFacts(
      generation: generation, resolved: snapshot.resolved, project: snapshot.project,
      files: entries.map { ScanMemoryFacts.File(index: $0.preUse, navigation: $0.scan.navigation) })
    let document = ScanMemoryDocument(
      key: snapshot.key, generation: generation, root: snapshot.root, resources: snapshot.resources,
      files: zip(files, entries).map { CachedFileScan(file: $0, entry: $1) })
    do {
      try prepareFolder()
      try AtomicFile.write(try JSONEncoder().encode(facts), to: factsFile)
      let findings = entries.reduce(0) { $0 + $1.scan.findings.count }
      let data = StoreJSONWriter.write(document, reservingCapacity: 1_024 + files.count * 512 + findings * 1_024)
      try AtomicFile.write(data + Data([0x0A]), to: memoryFile)
    } catch {
      try? FileManager.default.removeItem(at: memoryFile)
    }
  }

  /// The last scan kept on disk when both files read whole, belong together and were written under `key` for the
  /// folder `root`; the project's other files are `resources` (read again rather than cached). Nil otherwise: a
  /// damaged, foreign or half-written memory is never used.
  func readMemory(key: String, root: String, resources: ProjectResources) -> ScanMemory.Snapshot? {
    guard let data = FileManager.default.contents(atPath: memoryFile.path),
      let document = StoreJSONReader.read(data, as: ScanMemoryDocument.self),
      document.format == ScanMemoryDocument.currentFormat, document.key == key, document.root == root,
      document.files.allSatisfy({ $0.edits.allSatisfy { $0.edits.allSatisfy(\.isValid) } }),
      let factsData = FileManager.default.contents(atPath: factsFile.path),
      let facts = try? JSONDecoder().decode(ScanMemoryFacts.self, from: factsData),
      facts.generation == document.generation, facts.files.count == document.files.count
    else { return nil }
    var entries: [String: ScanMemory.Entry] = [:]
    for (cached, fileFacts) in zip(document.files, facts.files) {
      entries[cached.file] = ScanMemory.Entry(
        hash: cached.hash, preUse: fileFacts.index, isIndexed: cached.isIndexed,
        touchesCompletion: cached.touchesCompletion,
        scan: SourceFileScan(cached: cached, navigation: fileFacts.navigation))
    }
    guard entries.count == document.files.count else { return nil }
    return ScanMemory.Snapshot(
      key: key, root: root, resources: document.resources, resolved: facts.resolved.with(resources),
      project: facts.project.with(resources), entries: entries)
  }
}

extension CachedFileScan {
  /// `entry`, the kept scan of `file`, as the cache keeps it.
  init(file: String, entry: ScanMemory.Entry) {
    let scan = entry.scan
    self.init(
      file: file, hash: entry.hash, isIndexed: entry.isIndexed, touchesCompletion: entry.touchesCompletion,
      lines: scan.lines, findings: scan.findings, screens: scan.screens, consultedSettings: scan.consultedSettings,
      suppressionProblems: scan.suppressionProblems, formerIDs: CachedFormerID.list(scan.formerIDs),
      edits: CachedEdits.list(file: file, scan.edits))
  }
}

extension SourceFileScan {
  /// The scan `cached` keeps, with the file's `navigation` facts.
  init(cached: CachedFileScan, navigation: [NavigationGraph.Declared]) {
    findings = cached.findings
    screens = cached.screens
    self.navigation = navigation
    lines = cached.lines
    consultedSettings = cached.consultedSettings
    suppressionProblems = cached.suppressionProblems
    formerIDs = CachedFormerID.dictionary(cached.formerIDs)
    edits = Dictionary(cached.edits.map { ($0.id, $0.textEdits) }) { first, _ in first }
  }
}
