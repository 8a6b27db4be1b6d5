import A11yAuditModel
import Foundation

/// What a long-lived session (the dashboard, the MCP server) keeps of its last folder scan, and the scan cache keeps
/// on disk for the next command (see ``ScanMemoryDocument``), so that a rescan after a few edits parses and checks
/// only the edited files: every file's hash, index facts (no tree) and scan, and the project's facts before and after
/// completion.
///
/// A warm rescan hashes every file, parses the changed and added ones, and resolves the project's facts again from
/// the kept facts of the others. Only when those facts are the ones the last scan resolved, and every changed, added
/// or removed file gives the completion of the project's facts what it gave before (its uses of a typography type, the
/// views it builds; see ``ProjectContext/completionDigest(of:)``), are the other files' scans reused; otherwise the
/// rescan is a full scan. So a changed helper (whose facts change) is a full scan, and an edit inside a view's body
/// that leaves what it uses as it was is a warm one.
public final class ScanMemory: @unchecked Sendable {
  private let lock = NSLock()
  private var snapshot: Snapshot?

  /// An empty memory: the next scan is a full one.
  public init() {}

  /// The last scan kept, if any.
  package var last: Snapshot? { lock.withLock { snapshot } }

  /// Keeps `snapshot` (nil forgets).
  package func keep(_ snapshot: Snapshot?) { lock.withLock { self.snapshot = snapshot } }

  /// What a full scan's second pass leaves for the memory (``Scanner/run(on:root:problems:resources:remembering:)``).
  package struct Checked {
    /// The project's facts resolved from the files' own indexes, before completion.
    package var resolved: ProjectContext
    /// The completed facts the rules saw.
    package var project: ProjectContext
    /// Each file's index facts before the project pass indexed some files in full after all.
    package var preUse: [SourceFileIndex]
    /// Each file as the rules saw it: its path, whether it was indexed in full and what it gave to the project's
    /// completion.
    package var files: [Kept]
    package var scans: [SourceFileScan]
  }

  /// What the memory keeps of a file's text: no bytes, only what a rescan asks of them.
  package struct Kept: Sendable {
    package var file: String
    /// Whether the rules saw the file indexed in full (``SourceFileIndex/isComplete``).
    package var isIndexed: Bool
    /// The digest of what the file gave to the completion of the project's facts
    /// (``ProjectContext/completionDigest(of:)``), empty when nothing: an edit that changes it changes what completion
    /// counts.
    package var completionDigest: String
  }

  /// One kept file.
  package struct Entry: Sendable {
    package var hash: String
    /// The file's index facts before the project pass (see ``Checked/preUse``).
    package var preUse: SourceFileIndex
    package var isIndexed: Bool
    package var completionDigest: String
    package var scan: SourceFileScan
    /// The entry's line in the cache's `files.json`, once read from there or written there: written again as it is.
    package var cachedLine: Data?
  }

  /// The last scan of a folder.
  package struct Snapshot: Sendable {
    package var key: String
    package var root: String
    package var resources: [CachedFile]
    package var resolved: ProjectContext
    package var project: ProjectContext
    package var entries: [String: Entry]

    package init(
      key: String, root: String, resources: [CachedFile], resolved: ProjectContext, project: ProjectContext,
      entries: [String: Entry]
    ) {
      self.key = key
      self.root = root
      self.resources = resources
      self.resolved = resolved
      self.project = project
      self.entries = entries
    }

    /// The snapshot of a full scan that read files with `hashes`, in scan order.
    package init?(key: String, root: String, resources: [CachedFile], hashes: [CachedFile], checked: Checked) {
      let count = checked.files.count
      guard hashes.count == count, checked.preUse.count == count, checked.scans.count == count else { return nil }
      var entries: [String: Entry] = [:]
      for index in 0..<count {
        let kept = checked.files[index]
        guard hashes[index].file == kept.file else { return nil }
        entries[kept.file] = Entry(
          hash: hashes[index].hash, preUse: checked.preUse[index], isIndexed: kept.isIndexed,
          completionDigest: kept.completionDigest, scan: checked.scans[index])
      }
      self.init(
        key: key, root: root, resources: resources, resolved: checked.resolved, project: checked.project,
        entries: entries)
    }
  }
}

extension Scanner {
  /// A warm rescan's outcome and the hashes of the files it read.
  package struct WarmRescan {
    package var outcome: Outcome
    package var hashes: [CachedFile]
  }

  /// Rescans `sources` from ``memory``'s last scan when it can (see ``ScanMemory``), keeping the new scan there; nil
  /// when a full scan is needed. `hashes`, when the cache already worked them out, are the files' hashes: then only
  /// the changed files are read again.
  package func warmRescan(
    sources: [(path: String, file: String)], memory: ScanMemory, key: String, root: String, resources: [CachedFile],
    hashes known: [CachedFile]? = nil
  ) -> WarmRescan? {
    guard let last = memory.last, last.key == key, last.root == root, last.resources == resources else { return nil }
    let known = known.flatMap { $0.count == sources.count ? $0 : nil }
    // Read and hash every file (the changed ones when the hashes are known); any that cannot be read or is not UTF-8
    // goes through a full scan, which says why.
    let read = IndexedResults<(hash: String, bytes: [UInt8])>(count: sources.count)
    ParallelWork.perform(iterations: sources.count, jobs: jobs) { index in
      if let known, last.entries[sources[index].file]?.hash == known[index].hash {
        read.set((known[index].hash, []), at: index)
        return
      }
      guard case .success(let bytes) = SourceFileReader.swiftSource(ofPath: sources[index].path) else { return }
      read.set((ContentHash(bytes).description, bytes), at: index)
    }
    let files = read.values
    guard files.count == sources.count else { return nil }
    let changed = sources.indices.filter { last.entries[sources[$0].file]?.hash != files[$0].hash }
    let listed = Set(sources.map(\.file))
    let removed = last.entries.keys.filter { !listed.contains($0) }
    guard changed.count + removed.count <= max(8, sources.count / 4) else { return nil }

    // A removed file that gave something to the completion of the project's facts changed them.
    guard !removed.contains(where: { last.entries[$0]?.completionDigest.isEmpty == false }) else { return nil }

    let plan = IndexPlan(rules: rules)
    var parsed: [Int: ParsedSource] = [:]
    for index in changed {
      parsed[index] = ParsedSource(file: sources[index].file, bytes: files[index].bytes, plan: plan)
    }
    let preUse = sources.indices.map { index in
      parsed[index].map { SourceFileIndex(factsOf: $0.index) } ?? last.entries[sources[index].file]!.preUse
    }
    let resolved = project.adding(ProjectContext.resolve(preUse).with(last.project.resources))
    guard resolved.hasSameFacts(as: last.resolved) else { return nil }

    // The project is the one the kept scans saw, when each changed file gives its completion what it gave before
    // (an added file, nothing): check the changed files against it.
    let project = last.project
    let usesNeedles = resolved.useNeedles
    var checkedFiles: [Int: (source: ParsedSource, completionDigest: String)] = [:]
    for (index, source) in parsed {
      let checked =
        !source.index.isComplete && !usesNeedles.isEmpty && source.bytes.containsAny(of: usesNeedles)
        ? ParsedSource(file: source.file, bytes: source.bytes) : source
      let digest = project.completionDigest(of: checked)
      guard digest == last.entries[source.file]?.completionDigest ?? "" else { return nil }
      checkedFiles[index] = (checked, digest)
    }
    let checker = fileChecker
    var entries = last.entries
    for key in removed { entries[key] = nil }
    for (index, checked) in checkedFiles {
      let source = checked.source
      entries[source.file] = ScanMemory.Entry(
        hash: files[index].hash, preUse: preUse[index], isIndexed: source.index.isComplete,
        completionDigest: checked.completionDigest, scan: checker.scan(source, in: project))
    }
    let ordered = sources.map { entries[$0.file]! }
    var outcome = assemble(
      ordered.map(\.scan), files: sources.map(\.file), indexedFiles: ordered.count(where: \.isIndexed),
      project: project, root: root, problems: [])
    outcome.result.cacheUse = .warm(parsedFiles: changed.count)
    memory.keep(
      ScanMemory.Snapshot(
        key: key, root: root, resources: resources, resolved: last.resolved, project: project, entries: entries))
    let hashes = sources.indices.map { CachedFile(file: sources[$0].file, hash: files[$0].hash) }
    return WarmRescan(outcome: outcome, hashes: hashes)
  }
}
