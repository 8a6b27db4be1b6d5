/// A file's scan made in the first pass, while its tree is at hand and before the project's facts are known: the
/// rules run with the facts of the file alone, and the scan records which areas' project facts they read and what
/// they saw of them (cut down to the file's words, see ``ProjectFacts/projected(onto:)``).
///
/// Once every file is indexed and the project resolved, the scan stands when the project's facts, cut down the same
/// way, are the ones it saw: the rules would read the same values and report the same findings. Only the other files
/// are parsed and checked again. So a large project is parsed once per file without keeping its trees between the
/// passes: a file that reads nothing of the project, or only names no other file declares, is done in one pass.
/// Findings whose verdict the rules leave to the project's facts are decided then (see ``PendingVerdict``).
package struct SpeculativeScan: Sendable {
  /// The file's scan under the facts of the file alone.
  package var scan: SourceFileScan
  /// The project facts the rules read, cut down to the file's words.
  package var seen: ProjectContext

  /// Whether the scan of `source` stands in `project`, the resolved project.
  package func holds(in project: ProjectContext, for source: ParsedSource) -> Bool {
    guard !scan.needsTreeToDecide else { return false }
    guard !scan.readFacts.isEmpty else { return true }
    return project.projected(onto: FileWords(source.bytes, index: source.index), areas: scan.readFacts)
      .hasSameFacts(as: seen)
  }
}

/// What the first pass needs to check a file before the project is known: the rules, the context given from outside
/// and the project's other files (read before the Swift files).
package struct SpeculativeCheck: Sendable {
  package var checker: FileChecker
  package var project: ProjectContext
  package var resources: ProjectResources

  /// The scan of `source` (parsed and indexed in full) as a project of its own, with what it read of that project.
  package func scan(_ source: ParsedSource) -> SpeculativeScan {
    let alone = project.adding(ProjectContext.resolve([source.index]).with(resources))
    let scan = checker.scan(source, in: alone, decidingPending: false)
    let seen =
      scan.readFacts.isEmpty
      ? ProjectContext() : alone.projected(onto: FileWords(source.bytes, index: source.index), areas: scan.readFacts)
    return SpeculativeScan(scan: scan, seen: seen)
  }
}

extension SpeculativeCheck {
  /// This check knowing, beside its project, the facts `files` declare for other files' rules
  /// (``ProjectFacts/mayDeclareSharedFacts(in:)``): those files are parsed and indexed now, as the scan indexes them
  /// (as `plan` says), on up to `jobs` threads, their trees let go.
  /// Unchanged when every tree fits in `treeBudget` bytes of source (no file is checked in the first pass) or no
  /// file may declare such facts.
  package func declaringFirst(
    _ files: [(file: String, bytes: [UInt8])], plan: IndexPlan = .everything, treeBudget: Int, jobs: Int?,
    areas: [any ProjectFacts.Type] = RuleRegistry.facts
  ) -> SpeculativeCheck {
    guard files.reduce(0, { $0 + $1.bytes.count }) > treeBudget else { return self }
    var declaring: [(file: String, bytes: [UInt8])] = []
    var declared: Set<ObjectIdentifier> = []
    for file in files {
      let areasDeclared = areas.filter { $0.mayDeclareSharedFacts(in: file.bytes) }
      guard !areasDeclared.isEmpty else { continue }
      declaring.append(file)
      declared.formUnion(areasDeclared.map { ObjectIdentifier($0) })
    }
    guard !declaring.isEmpty else { return self }
    // Only the areas' facts of these files are kept: no rule reads their nodes now.
    let factsOnly = IndexPlan(keywords: plan.keywords, nodeCollectors: [])
    let indexes = IndexedResults<SourceFileIndex>(count: declaring.count)
    ParallelWork.perform(iterations: declaring.count, jobs: jobs) { [declaring] index in
      let source = ParsedSource(file: declaring[index].file, bytes: declaring[index].bytes, plan: factsOnly)
      indexes.set(SourceFileIndex(factsOf: source.index), at: index)
    }
    let sharing = areas.filter { declared.contains(ObjectIdentifier($0)) }
    var result = self
    result.project = project.adding(ProjectContext.resolve(indexes.values, facts: sharing))
    return result
  }
}
