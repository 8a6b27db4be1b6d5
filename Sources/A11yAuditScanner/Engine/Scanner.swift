import A11yAuditModel
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scans Swift sources: finds the files, parses each once, runs every rule and collects findings and screens.
public struct Scanner: Sendable {
  /// The rules run on every file, in report order.
  public let rules: [any Rule.Type]
  /// Cross-file facts handed to every rule.
  public let project: ProjectContext
  /// The project's `.a11y-audit.yml`; nil reads it from the root of each folder scan (in-memory scans use the
  /// default).
  public let configuration: Configuration?
  /// Bytes of source whose trees a folder scan keeps between its two passes (a tree takes about 60 times its
  /// source); the files beyond it are checked in the first pass and parsed again only when the project changes what
  /// their rules saw, so that memory stays bounded on large projects.
  public var treeBudget = Scanner.defaultTreeBudget
  /// Told after each file of each pass, for a progress line; nil reports nothing.
  public var progress: ScanProgress?
  /// The folder scan's cache (see ``ScanCache``); nil scans in full every time (`--no-cache`).
  public var cache: ScanCache?
  /// Threads a scan works on at most (`--jobs N`); nil uses every core.
  public var jobs: Int?
  /// What a long-lived session keeps of its last folder scan, so that a rescan after a few edits parses those files
  /// alone (see ``ScanMemory``); nil keeps nothing.
  public var memory: ScanMemory?
  /// Runs the opt-in rules too, whatever the project's configuration opts in (`--all-rules`).
  public var runsEveryRule = false

  /// None: every file is checked in the first pass, its tree let go, and parsed again only when the project changes
  /// what its rules saw, so that a scan's memory stays flat whatever the project's size (a tree takes about 60 times
  /// its source).
  public static let defaultTreeBudget = 0

  /// Creates a scanner running `rules` as the configuration lets them: the registry's rules by default, of which a
  /// folder's configuration runs the opt-in ones it names (see ``RuleDescription/isOptIn``); rules chosen in code
  /// run whether opt-in or not (``runsEveryRule``).
  public init(
    rules: [any Rule.Type]? = nil, project: ProjectContext = ProjectContext(), configuration: Configuration? = nil
  ) {
    self.rules = rules ?? RuleRegistry.all
    self.project = project
    self.configuration = configuration
    runsEveryRule = rules != nil
  }

  /// Scans a folder (skipping hidden folders, symbolic links and non-Swift files) or a single `.swift` file.
  ///
  /// The first pass reads, parses and indexes every file once, one file per core at a time; the project's helpers
  /// are resolved from the indexes; the second pass runs every rule over the kept trees. Past ``treeBudget`` the
  /// first pass runs the rules at once, with the facts of the file alone, and keeps only the file's bytes, index
  /// facts and that scan; the second pass keeps the scan when the project's facts are the ones its rules saw (on
  /// the names the file holds, see ``SpeculativeScan``), and otherwise parses the file again.
  public func scan(root: AuditRoot) throws -> ScanResult {
    try run(root: root).result
  }

  /// Scans the folder or `.swift` file at `root` (see ``scan(root:)-(AuditRoot)``).
  public func scan(root: URL) throws -> ScanResult {
    try scan(root: try AuditRoot(url: root))
  }

  /// Scans `root` and keeps the edits that fix its violations: from ``cache`` when it holds a scan of exactly these
  /// files under the same key; from ``memory`` and the changed files alone when a warm rescan can
  /// (``ScanMemory``); otherwise in full (writing the cache, and the memory).
  package func run(root: AuditRoot) throws -> Outcome {
    let listing = Self.listSources(root: root)
    let configuration = try configuration ?? projectConfiguration(folder: root.folder)
    let resourceFiles = listing.resources.filter { !configuration.excludes($0.file) }
    var sources = listing.sources.filter { configuration.includes($0.file) }
    // Tests, tools and generated code are left out of a folder scan (a single file is scanned as asked).
    var leftOut = LeftOutCode()
    if root.kind == .folder {
      let shipped = ShippedCodeFilter(included: configuration.include).filter(
        sources, resources: resourceFiles, jobs: jobs)
      sources = shipped.sources
      leftOut = shipped.leftOut
    }
    let optInRulesNotRun = rules.map { $0.description }.filter { $0.isOptIn && !configuration.isEnabled($0.id) }.map(
      \.id)
    // What the scan left out, told by every outcome whether it was read from the cache, rescanned warm or in full.
    let tellingWhatWasLeftOut = { (outcome: inout Outcome) in
      outcome.result.leftOut = leftOut
      outcome.result.optInRulesNotRun = optInRulesNotRun
    }
    // Worked out only for a scan that keeps what it finds (the cache, the memory).
    let keeps = cache != nil || memory != nil
    let key =
      keeps
      ? ScanCache.key(
        rules: configuration.enabled(rules), configuration: Self.configurationBytes(folder: root.folder),
        toolVersion: cache?.toolVersion ?? ToolVersion.current) : ""
    let resourceHashes = keeps ? ScanCache.hashes(of: resourceFiles, jobs: jobs) : nil
    var cacheUse = ScanCacheUse.off
    var cached: ScanCache?
    // The hashes of the Swift files, once worked out for the cache.
    var sourceHashes: [CachedFile]?
    if let cache = usableCache(root: root, walkProblems: listing.problems), let resourceHashes {
      switch cache.read(key: key) {
      case .success(let document):
        let hashes = ScanCache.hashes(of: sources, jobs: jobs)
        sourceHashes = hashes
        if hashes == document.header.sources && resourceHashes == document.header.resources {
          guard let result = document.result() else {
            cacheUse = .rebuilt(.unreadable)
            cached = cache
            break
          }
          var outcome = result.outcome(root: listing.root)
          outcome.result.cacheUse = .reused
          tellingWhatWasLeftOut(&outcome)
          return outcome
        }
        cacheUse = .rebuilt(hashes == nil ? .unreadableFile : .filesChanged)
      case .failure(let reason):
        cacheUse = .rebuilt(reason)
      }
      cached = cache
    }
    var configured = Scanner(rules: rules, project: project, configuration: configuration)
    configured.treeBudget = treeBudget
    configured.progress = progress
    configured.jobs = jobs
    // A session keeps its last scan in memory; the cache keeps it on disk for the next command.
    let remembering =
      (memory != nil || cached != nil) && root.kind == .folder && self.configuration == nil && project.isEmpty
      && listing.problems.isEmpty && resourceHashes != nil
    var readResources: ProjectResources?
    if remembering, let resourceHashes {
      let memory = self.memory ?? ScanMemory()
      if let cached, memory.last.map({ $0.key != key || $0.root != listing.root }) ?? true {
        let read = ProjectResources.read(resourceFiles, areas: RuleRegistry.resources, jobs: jobs)
        readResources = read
        memory.keep(cached.readMemory(key: key, root: listing.root, resources: read, jobs: jobs))
      }
      if let warm = configured.warmRescan(
        sources: sources, memory: memory, key: key, root: listing.root, resources: resourceHashes,
        hashes: sourceHashes)
      {
        if let cached {
          cached.write(
            ScanCacheDocument(
              key: key, sources: warm.hashes, resources: resourceHashes, result: CachedScan(warm.outcome)))
          if let snapshot = memory.last { memory.keep(cached.writeMemory(snapshot, order: warm.hashes.map(\.file))) }
        }
        var outcome = warm.outcome
        tellingWhatWasLeftOut(&outcome)
        return outcome
      }
    }
    let resources = readResources ?? ProjectResources.read(resourceFiles, areas: RuleRegistry.resources, jobs: jobs)
    let (files, problems, hashes) = Self.parse(
      sources, plan: IndexPlan(rules: rules), treeBudget: treeBudget, progress: progress, jobs: jobs,
      speculating: configured.speculativeCheck(resources: resources))
    var (outcome, checked) = configured.run(
      on: consume files, root: listing.root, problems: listing.problems + problems, resources: resources,
      remembering: remembering)
    outcome.result.cacheUse = cacheUse
    tellingWhatWasLeftOut(&outcome)
    let complete = hashes.count == sources.count && problems.isEmpty
    if let cached, let resourceHashes, hashes.count == sources.count {
      cached.write(
        ScanCacheDocument(key: key, sources: hashes, resources: resourceHashes, result: CachedScan(outcome)))
    }
    let snapshot =
      complete && remembering
      ? checked.flatMap {
        ScanMemory.Snapshot(key: key, root: listing.root, resources: resourceHashes ?? [], hashes: hashes, checked: $0)
      } : nil
    let written = snapshot.map { cached?.writeMemory($0, order: hashes.map(\.file)) ?? $0 }
    memory?.keep(written)
    return outcome
  }

  /// The `.a11y-audit.yml` of the project in `folder` (``Configuration/project`` when it has none), with every
  /// opt-in rule when ``runsEveryRule``.
  public func projectConfiguration(folder: URL) throws -> Configuration {
    var configuration = try Configuration.load(folder: folder)
    if runsEveryRule { configuration.optInRules = nil }
    return configuration
  }

  /// ``cache`` when this scan may use it: a folder set up for the tool (see ``ScanCache/isAvailable``), the project's
  /// own configuration, no context given from outside, every folder listed.
  private func usableCache(root: AuditRoot, walkProblems: [ScanProblem]) -> ScanCache? {
    guard let cache, root.kind == .folder, configuration == nil, project.isEmpty, walkProblems.isEmpty,
      cache.isAvailable
    else {
      return nil
    }
    return cache
  }

  /// The bytes of the folder's `.a11y-audit.yml`, nil when it has none.
  private static func configurationBytes(folder: URL) -> [UInt8]? {
    (try? Configuration.fileBytes(folder: folder)) ?? nil
  }

  /// The Swift files a scan of `root` covers: absolute path and path relative to the root, plus folders that could
  /// not be opened; and, from the same walk, the files the resource areas may read (see ``ResourceFacts``).
  package static func listSources(
    root: AuditRoot, resourceAreas: [any ResourceFacts.Type] = RuleRegistry.resources
  ) -> (
    root: String, sources: [(path: String, file: String)], problems: [ScanProblem],
    resources: [(path: String, file: String)]
  ) {
    switch root.kind {
    case .folder:
      let walker = SourceTreeWalker(root: root.path, resourceNames: ResourceFileNames(resourceAreas))
      return (
        root.path, walker.files.map { (root.path + "/" + $0, $0) }, walker.problems,
        walker.resources.map { (root.path + "/" + $0, $0) }
      )
    case .swiftFile:
      return (root.path, [(root.path, root.name)], [], [])
    }
  }

  /// Reads, parses and indexes `sources` on every core; unreadable files become problems. Trees are kept for
  /// `treeBudget` bytes of source; the other files keep their bytes and the facts of their index, and are checked by
  /// `speculating` (when given) before their tree is let go (see ``SpeculativeScan``), with the facts of the files
  /// that may declare what other files' rules read (``ProjectFacts/mayDeclareSharedFacts(in:)``), indexed first.
  package static func parse(
    _ sources: [(path: String, file: String)], plan: IndexPlan = .everything, treeBudget: Int = defaultTreeBudget,
    progress: ScanProgress? = nil, jobs: Int? = nil, speculating check: SpeculativeCheck? = nil
  ) -> (
    files: [ParsedSource], problems: [ScanProblem], hashes: [CachedFile]
  ) {
    let read = IndexedResults<Result<[UInt8], SourceFileReader.Failure>>(count: sources.count)
    ParallelWork.perform(iterations: sources.count, jobs: jobs) { index in
      read.set(SourceFileReader.swiftSource(ofPath: sources[index].path), at: index)
    }
    let contents = read.values
    var check = check
    if let given = check {
      check = given.declaringFirst(
        sources.indices.compactMap { index in
          guard case .success(let bytes) = contents[index] else { return nil }
          return (sources[index].file, bytes)
        }, plan: plan, treeBudget: treeBudget, jobs: jobs)
    }
    let parsed = IndexedResults<ParsedSource.Outcome>(count: sources.count)
    let hashes = IndexedResults<CachedFile>(count: sources.count)
    let budget = ByteBudget(treeBudget)
    progress?.begin(.parsing, total: sources.count)
    ParallelWork.perform(iterations: sources.count, jobs: jobs) { [check] index in
      switch ParsedSource.Outcome(file: sources[index].file, contents: contents[index], plan: plan) {
      case .parsed(let source):
        // The hash of the bytes this scan read, so that the cache never pairs a result with other bytes.
        hashes.set(CachedFile(file: source.file, hash: ContentHash(source.bytes).description), at: index)
        parsed.set(.parsed(source.keepingTree(within: budget, speculating: check)), at: index)
      case .problem(let problem):
        parsed.set(.problem(problem), at: index)
      }
      progress?.advance()
    }
    var files: [ParsedSource] = []
    var problems: [ScanProblem] = []
    for result in parsed.values {
      switch result {
      case .parsed(let source): files.append(source)
      case .problem(let problem): problems.append(problem)
      }
    }
    return (files, problems, hashes.values)
  }

  /// Parses and indexes in-memory files on every core, trees kept for `treeBudget` bytes of source; the others
  /// checked first by `speculating`, when given (see ``SpeculativeScan``).
  package static func parse(
    files: [(file: String, bytes: [UInt8])], treeBudget: Int = defaultTreeBudget,
    speculating check: SpeculativeCheck? = nil
  ) -> [ParsedSource] {
    let parsed = IndexedResults<ParsedSource>(count: files.count)
    let budget = ByteBudget(treeBudget)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let source = ParsedSource(file: files[index].file, bytes: files[index].bytes)
      parsed.set(source.keepingTree(within: budget, speculating: check), at: index)
    }
    return parsed.values
  }

  /// Reads `sources` on every core without parsing them; unreadable and non-UTF-8 files are left out.
  package static func read(_ sources: [(path: String, file: String)]) -> [(file: String, bytes: [UInt8])] {
    let read = IndexedResults<(file: String, bytes: [UInt8])>(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      guard case .success(let bytes) = SourceFileReader.swiftSource(ofPath: sources[index].path) else { return }
      read.set((sources[index].file, bytes), at: index)
    }
    return read.values
  }

  /// Scans in-memory sources as one project (for tests and editors): `file` names each source in findings;
  /// `resources` are the project's other files (asset catalogs, property lists, Xcode projects).
  public func scan(
    sources: [(file: String, text: String)], resources: [ResourceFile] = [], root: String = ""
  ) -> ScanResult {
    run(
      on: sources.map { ParsedSource(file: $0.file, bytes: Array($0.text.utf8)) }, root: root, problems: [],
      resources: ProjectResources(files: resources)
    )
    .outcome.result
  }

  /// Files left unindexed for lack of keywords that mention what another file declares, indexed in full after all:
  /// each area names what its rules look for in such files (``ProjectFacts/useNeedles``), such as the uses of a
  /// project's animation helper (`.slideIn()`) or of a typography type (`Typography.h1`).
  private static func indexingUses(_ parsed: [ParsedSource], needles: [[UInt8]]) -> [ParsedSource] {
    guard !needles.isEmpty, parsed.contains(where: { !$0.index.isComplete }) else { return parsed }
    return parsed.map { source in
      guard !source.index.isComplete, source.bytes.containsAny(of: needles) else { return source }
      return ParsedSource(file: source.file, bytes: source.bytes)
    }
  }

  /// A scan and the edits that fix its violations, by file then finding id.
  package struct Outcome {
    package var result: ScanResult
    package var edits: [String: [String: [TextEdit]]]
  }

  /// The second pass: resolves the project from every file's index, then runs the rules on each kept tree (parsing
  /// again the files whose trees went past the tree budget), and on the project's other files (`resources`). With
  /// `remembering`, also what a warm rescan needs of every file (see ``ScanMemory``).
  package func run(
    on parsed: consuming [ParsedSource], root: String, problems: [ScanProblem],
    resources: ProjectResources = ProjectResources(), remembering: Bool = false
  ) -> (outcome: Outcome, memory: ScanMemory.Checked?) {
    let preUse = remembering ? parsed.map { SourceFileIndex(factsOf: $0.index) } : []
    let resolved = project.adding(ProjectContext.resolve(parsed.map(\.index)).with(resources))
    let parsed = Self.indexingUses(consume parsed, needles: resolved.useNeedles)
    let (project, completionDigests) = resolved.completing(with: parsed, jobs: jobs)
    let files = parsed.map(\.file)
    let indexedFiles = parsed.count { $0.index.isComplete }
    let results = IndexedResults<SourceFileScan>(count: files.count)
    let kept = IndexedResults<ScanMemory.Kept>(count: remembering ? files.count : 0)
    let checker = fileChecker
    // Each worker takes its file out and frees the tree when done with it, rather than the whole project's trees
    // being freed on one thread at the end.
    let sources = IndexedResults(consume parsed)
    let speculations = IndexedResults<Bool>(count: files.count)
    let progress = self.progress
    progress?.begin(.checking, total: files.count)
    ParallelWork.perform(iterations: files.count, jobs: jobs) { index in
      guard var source = sources.take(at: index) else { return }
      let speculation = source.speculation
      source.speculation = nil
      if remembering {
        kept.set(
          ScanMemory.Kept(
            file: source.file, isIndexed: source.index.isComplete, completionDigest: completionDigests[index]),
          at: index)
      }
      defer { progress?.advance() }
      if let speculation {
        let stands = speculation.holds(in: project, for: source)
        speculations.set(stands, at: index)
        if stands {
          results.set(speculation.scan.deciding(in: project), at: index)
          return
        }
      }
      results.set(checker.scan(source.withTree, in: project), at: index)
    }
    let scans = results.values
    var outcome = assemble(
      scans, files: files, indexedFiles: indexedFiles, project: project, root: root, problems: problems)
    let speculated = speculations.values
    outcome.result.firstPassChecks = FirstPassChecks(
      checked: speculated.count, rechecked: speculated.count { !$0 })
    guard remembering else { return (outcome, nil) }
    return (
      outcome,
      ScanMemory.Checked(
        resolved: resolved, project: project, preUse: preUse, files: kept.values, scans: scans)
    )
  }

  /// What the first pass needs to check the files whose trees it lets go, the project's other files being `resources`.
  package func speculativeCheck(resources: ProjectResources) -> SpeculativeCheck {
    SpeculativeCheck(checker: fileChecker, project: project, resources: resources)
  }

  /// The scan of a project from each file's scan (in `files`' order) and the project's other files.
  package func assemble(
    _ scans: [SourceFileScan], files: [String], indexedFiles: Int, project: ProjectContext, root: String,
    problems: [ScanProblem]
  ) -> Outcome {
    let configuration = configuration ?? Configuration()
    let rules = configuration.enabled(rules)
    var findings: [Finding] = []
    var screens: [Screen] = []
    var navigation: [NavigationGraph.Declared] = []
    var checking: [Category: [String]] = [:]
    var lines = 0
    var edits: [String: [String: [TextEdit]]] = [:]
    var partialProblems: [ScanProblem] = []
    var formerIDs: [String: String] = [:]
    findings.reserveCapacity(scans.reduce(0) { $0 + $1.findings.count })
    for (scan, file) in zip(scans, files) {
      if !scan.edits.isEmpty { edits[file] = scan.edits }
      findings += scan.findings
      screens += scan.screens
      navigation += scan.navigation
      lines += scan.lines
      for setting in scan.consultedSettings { checking[setting, default: []].append(file) }
      partialProblems += scan.partialProblems
      formerIDs.merge(scan.formerIDs) { current, _ in current }
    }
    let resourceFindings = ResourceFindingBuilder(resources: project.resources)
    for rule in rules {
      let hits = rule.check(resources: project.resources)
      if !hits.isEmpty { findings += resourceFindings.findings(for: hits, of: rule.description) }
    }
    findings = configuration.applyingSeverities(to: findings)
    findings.sort(by: Finding.byLocation)
    screens.sort { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
    screens = NavigationGraph.place(screens, types: navigation, configuration: configuration)
    let problems = (problems + partialProblems + project.resources.problems).sorted {
      ($0.file, $0.message) < ($1.file, $1.message)
    }
    var result = ScanResult(
      root: root, findings: findings, screens: screens, files: files, lines: lines, problems: problems,
      filesCheckingSetting: checking)
    result.resourceFiles = project.resources.files
    result.indexedFiles = indexedFiles
    result.formerIDs = formerIDs
    return Outcome(result: result, edits: edits)
  }

  /// Findings of one in-memory source, reported as `file` (for tests and editors).
  public func scan(source: String, file: String) -> [Finding] {
    let configuration = configuration ?? Configuration()
    let scan = SourceFileScan(source: source, file: file, rules: configuration.enabled(rules), project: project)
    return configuration.applyingSeverities(to: scan.findings)
  }
}
