import Foundation
import Testing

@testable import A11yAuditKit

/// A scan through the cache gives what a full scan gives, whatever changed since the cache was written and whatever
/// state the cache file is in.
@Suite struct ScanCacheTests {
  /// A change to the cross-file helper fixture between two scans.
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case none, edited, added, deleted, renamed, helperChanged, configurationChanged, resourceChanged
    var testDescription: String { rawValue }
  }

  /// A copy of the cross-file helper fixture set up for the tool (its `.a11y-audit` folder exists).
  private func project() throws -> FixtureTree {
    let tree = try FixtureTree(copying: "CrossFileHelpers")
    try FileManager.default.createDirectory(
      at: tree.root.appendingPathComponent(".a11y-audit"), withIntermediateDirectories: true)
    try tree.write("Resources/Info.plist", text: Self.infoPlist(landscape: false))
    return tree
  }

  private static func infoPlist(landscape: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array>\
    <string>UIInterfaceOrientationPortrait</string>\(landscape ? "<string>UIInterfaceOrientationLandscapeLeft</string>" : "")\
    </array></dict></plist>
    """
  }

  private func cached(_ tree: FixtureTree, version: String = ToolVersion.current) throws -> A11yAuditKit.Scanner.Outcome
  {
    var scanner = A11yAuditKit.Scanner()
    scanner.cache = tree.cache
    scanner.cache?.toolVersion = version
    return try scanner.run(root: AuditRoot(url: tree.root))
  }

  private func uncached(_ tree: FixtureTree) throws -> A11yAuditKit.Scanner.Outcome {
    try A11yAuditKit.Scanner().run(root: AuditRoot(url: tree.root))
  }

  /// Everything a scan hands on: findings (ids included), screens, files, problems, settings, former ids, edits.
  private func expectSame(
    _ cached: A11yAuditKit.Scanner.Outcome, _ full: A11yAuditKit.Scanner.Outcome, _ comment: Comment
  ) {
    let (a, b) = (cached.result, full.result)
    #expect(a.findings == b.findings, comment)
    #expect(a.findings.map(\.id) == b.findings.map(\.id), comment)
    #expect(a.screens == b.screens, comment)
    #expect(a.files == b.files && a.resourceFiles == b.resourceFiles, comment)
    #expect(a.lines == b.lines && a.indexedFiles == b.indexedFiles, comment)
    #expect(a.problems == b.problems, comment)
    #expect(a.filesCheckingSetting == b.filesCheckingSetting, comment)
    #expect(a.formerIDs == b.formerIDs, comment)
    #expect(a.root == b.root, comment)
    #expect(cached.edits == full.edits, comment)
  }

  private func apply(_ change: Change, to tree: FixtureTree) throws {
    let root = tree.root
    switch change {
    case .none: break
    case .edited:
      try tree.write(
        "Views/SettingsView.swift",
        text: try String(contentsOf: root.appendingPathComponent("Views/SettingsView.swift"), encoding: .utf8)
          .replacingOccurrences(of: ".bouncy", with: ".spring()"))
    case .added:
      try tree.write(
        "Views/BannerView.swift",
        text: """
          import SwiftUI

          struct BannerView: View {
              @State private var shown = false
              var body: some View {
                  Text("New").offset(y: shown ? 0 : -40).animation(.spring(), value: shown)
              }
          }
          """)
    case .deleted:
      try FileManager.default.removeItem(at: root.appendingPathComponent("Views/SettingsView.swift"))
    case .renamed:
      try FileManager.default.moveItem(
        at: root.appendingPathComponent("Views/SettingsView.swift"),
        to: root.appendingPathComponent("Views/PreferencesView.swift"))
    case .helperChanged:
      try tree.write(
        "Support/MotionHelpers.swift",
        text: try String(contentsOf: root.appendingPathComponent("Support/MotionHelpers.swift"), encoding: .utf8)
          .replacingOccurrences(
            of: "static var calmSpring: Animation { .spring(duration: 0.5, bounce: 0.2) }",
            with: "static var calmSpring: Animation? {\n"
              + "        UIAccessibility.isReduceMotionEnabled ? nil : .spring(duration: 0.5, bounce: 0.2)\n    }"))
    case .configurationChanged:
      try tree.write(".a11y-audit.yml", text: "disabled_rules: [transition-reduce-motion]\n")
    case .resourceChanged:
      try tree.write("Resources/Info.plist", text: Self.infoPlist(landscape: true))
    }
  }

  @Test(arguments: Change.allCases)
  func aCachedRescanGivesTheFullScansResult(after change: Change) throws {
    let tree = try project()
    defer { tree.remove() }
    let first = try cached(tree)
    #expect(first.result.cacheUse == .rebuilt(.absent))
    let reused = try cached(tree)
    #expect(reused.result.cacheUse == .reused)
    expectSame(reused, try uncached(tree), "before the change")

    try apply(change, to: tree)
    let rescan = try cached(tree)
    // An edit that changes no project fact is checked alone, from the cache's files.json and facts.json.
    let expected: ScanCacheUse =
      switch change {
      case .none: .reused
      case .edited, .renamed: .warm(parsedFiles: 1)
      case .configurationChanged: .rebuilt(.otherKey)
      case .added, .deleted, .helperChanged, .resourceChanged: .rebuilt(.filesChanged)
      }
    #expect(rescan.result.cacheUse == expected)
    expectSame(rescan, try uncached(tree), "after \(change)")
    let again = try cached(tree)
    #expect(again.result.cacheUse == .reused)
    expectSame(again, try uncached(tree), "the rescan after \(change) read from the cache")
  }

  /// The dashboard and the MCP server keep their last scan in memory: whatever changed, a rescan gives the full
  /// scan's result, from the kept scans where the project's facts allow it.
  @Test(arguments: Change.allCases)
  func aWarmRescanGivesTheFullScansResult(after change: Change) throws {
    let tree = try project()
    defer { tree.remove() }
    var scanner = A11yAuditKit.Scanner()
    scanner.memory = ScanMemory()
    #expect(try scanner.run(root: AuditRoot(url: tree.root)).result.cacheUse == .off)
    try apply(change, to: tree)
    let rescan = try scanner.run(root: AuditRoot(url: tree.root))
    expectSame(rescan, try uncached(tree), "warm, after \(change)")
    switch change {
    case .none: #expect(rescan.result.cacheUse == .warm(parsedFiles: 0))
    case .edited, .renamed: #expect(rescan.result.cacheUse == .warm(parsedFiles: 1))
    case .added, .deleted, .helperChanged, .configurationChanged, .resourceChanged:
      // A view added or removed changes the project's facts (its views), like a helper, the rules or the resources.
      #expect(rescan.result.cacheUse == .off, "a change to the project's facts, rules or resources is a full scan")
    }
    // And again, from the memory the rescan left.
    try tree.write("Views/Note.swift", text: "// \(change)\n")
    expectSame(try scanner.run(root: AuditRoot(url: tree.root)), try uncached(tree), "warm twice, after \(change)")
  }

  /// Edits the card view's body in a way that changes one of its findings and no project fact; returns the text
  /// before.
  private func editCardBody(_ tree: FixtureTree) throws -> String {
    let card = try String(contentsOf: tree.root.appendingPathComponent("Views/CardView.swift"), encoding: .utf8)
    try tree.write(
      "Views/CardView.swift",
      text: card.replacingOccurrences(
        of: "withAnimation(.calmSpring) { isExpanded.toggle() }",
        with: "withAnimation(.calmSpring) { isExpanded = !isExpanded }"))
    return card
  }

  /// An edit inside a view's body changes no fact another file depends on: that file alone is parsed, and its
  /// findings change as a full scan's do.
  @Test func anEditInsideABodyIsCheckedAloneAndTheOtherFilesAreKept() throws {
    let tree = try project()
    defer { tree.remove() }
    var scanner = A11yAuditKit.Scanner()
    scanner.memory = ScanMemory()
    let before = try scanner.run(root: AuditRoot(url: tree.root))
    _ = try editCardBody(tree)
    let after = try scanner.run(root: AuditRoot(url: tree.root))
    #expect(after.result.cacheUse == .warm(parsedFiles: 1))
    expectSame(after, try uncached(tree), "warm, after an edit in a body")
    #expect(after.result.findings != before.result.findings, "the edit changed no finding")
  }

  /// The cache is keyed by more than the files: a helper changed in one file changes the verdict in another.
  @Test func aHelperMadeToConsultTheSettingTurnsItsUseInAnotherFilePassing() throws {
    let tree = try project()
    defer { tree.remove() }
    func calmSpringUse(_ outcome: A11yAuditKit.Scanner.Outcome) -> Finding? {
      outcome.result.findings.first { $0.file == "Views/CardView.swift" && $0.line == 18 }
    }
    _ = try cached(tree)
    #expect(calmSpringUse(try cached(tree))?.passing == false)
    try apply(.helperChanged, to: tree)
    #expect(calmSpringUse(try cached(tree))?.passing == true)
  }

  @Test func anotherVersionOfTheToolDoesNotReadTheCache() throws {
    let tree = try project()
    defer { tree.remove() }
    _ = try cached(tree)
    let other = try cached(tree, version: "99.0.0")
    #expect(other.result.cacheUse == .rebuilt(.otherKey))
    expectSame(other, try uncached(tree), "another version")
    #expect(try cached(tree, version: "99.0.0").result.cacheUse == .reused)
  }

  /// Every kind of damage: the result is the full scan's, and the cache is written whole again.
  @Test(arguments: [
    "truncated", "empty", "garbage", "not UTF-8", "another layout", "a member missing", "a hash changed",
    "a finding changed", "an edit backwards",
  ])
  func aDamagedCacheIsIgnoredAndRebuilt(damage: String) throws {
    let tree = try project()
    defer { tree.remove() }
    _ = try cached(tree)
    let file = tree.cache.file
    let bytes = try Data(contentsOf: file)
    let text = String(decoding: bytes, as: UTF8.self)
    let damaged: Data =
      switch damage {
      case "truncated": bytes.prefix(bytes.count / 2)
      case "empty": Data()
      case "garbage": Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 131) })
      case "not UTF-8": bytes.prefix(200) + Data([0xFF, 0xFE, 0xC0]) + bytes.dropFirst(200)
      case "another layout":
        Data(
          text.replacingOccurrences(
            of: "\"format\" : \(ScanCacheDocument.currentFormat)",
            with: "\"format\" : \(ScanCacheDocument.currentFormat + 1)"
          ).utf8)
      case "a member missing": Data(text.replacingOccurrences(of: "\"lines\" : ", with: "\"lynes\" : ").utf8)
      // A hash that no longer matches its file: the file counts as changed.
      case "a hash changed":
        Data(text.replacingOccurrences(of: "\"hash\" : \"", with: "\"hash\" : \"0", options: [], range: nil).utf8)
      case "an edit backwards":
        // Valid JSON, but a range that ends before it starts: reading it must not trap.
        Data(text.replacing(/("range" : \[\s*)(\d)/) { "\($0.1)9999999\($0.2)" }.utf8)
      default: Data(text.replacingOccurrences(of: "\"passing\" : false", with: "\"passing\" : maybe").utf8)
      }
    #expect(damaged != bytes, "the damage changed nothing")
    try damaged.write(to: file)

    let rescan = try cached(tree)
    #expect(rescan.result.cacheUse != .reused, "a damaged cache was used")
    expectSame(rescan, try uncached(tree), "a cache \(damage)")
    #expect(try cached(tree).result.cacheUse == .reused, "the cache was not written again")
  }

  /// A cache that cannot be written (a folder or a symbolic link where its file goes, a file over the size limit) is
  /// no error: the scan is the full scan's, and what is in the cache's place is left as it was.
  @Test(arguments: ["a folder", "a symbolic link"])
  func aCacheThatCannotBeWrittenLeavesTheScanWholeAndItsPlaceAsItWas(fault: String) throws {
    let tree = try project()
    defer { tree.remove() }
    let cache = tree.cache
    try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
    let elsewhere = tree.root.appendingPathComponent("elsewhere.json")
    try Data("kept".utf8).write(to: elsewhere)
    for file in [cache.file, cache.memoryFile] {
      if fault == "a folder" {
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
      } else {
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
      }
    }

    let scan = try cached(tree)

    expectSame(scan, try uncached(tree), "with \(fault) in the cache's place")
    for file in [cache.file, cache.memoryFile] {
      let type = try FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType
      #expect(type == (fault == "a folder" ? .typeDirectory : .typeSymbolicLink))
    }
    #expect(try Data(contentsOf: elsewhere) == Data("kept".utf8))
  }

  /// The command line has no session: after an edit inside a body, the cache's per-file part checks that file alone.
  @Test func aRescanFromTheCommandLineChecksTheEditedFileAlone() throws {
    let tree = try project()
    defer { tree.remove() }
    let before = try cached(tree)
    #expect(FileManager.default.fileExists(atPath: tree.cache.memoryFile.path))
    let card = try editCardBody(tree)
    let after = try cached(tree)
    #expect(after.result.cacheUse == .warm(parsedFiles: 1))
    expectSame(after, try uncached(tree), "from the disk, after an edit in a body")
    #expect(after.result.findings != before.result.findings, "the edit changed no finding")
    // Edited again: the per-file part the rescan wrote is the one read.
    try tree.write("Views/CardView.swift", text: card + "\n// edited twice\n")
    let twice = try cached(tree)
    #expect(twice.result.cacheUse == .warm(parsedFiles: 1))
    expectSame(twice, try uncached(tree), "from the disk, twice")
  }

  /// Every kind of damage to the per-file part: the rescan after an edit is a full scan with the full scan's result,
  /// and writes the part whole again.
  @Test(arguments: [
    "files.json truncated", "files.json garbage", "files.json of another layout", "a file's line missing",
    "an edit backwards in files.json",
    "a navigation use of no style", "a declaration of no role", "a colour of no kind", "an area this build lacks",
    "facts.json truncated",
    "facts.json garbage", "facts.json of another scan", "an area's facts damaged", "facts.json missing",
  ])
  func aDamagedPerFilePartIsIgnoredAndRebuilt(damage: String) throws {
    let tree = try project()
    defer { tree.remove() }
    let cache = tree.cache
    _ = try cached(tree)
    let files = try Data(contentsOf: cache.memoryFile)
    let facts = try Data(contentsOf: cache.factsFile)
    let filesText = String(decoding: files, as: UTF8.self)
    let factsText = String(decoding: facts, as: UTF8.self)
    let generation = try #require(filesText.firstMatch(of: /"generation":"([^"]+)"/)?.1)
    func write(_ text: String, to file: URL) throws { try Data(text.utf8).write(to: file) }
    switch damage {
    case "files.json truncated": try files.prefix(files.count / 2).write(to: cache.memoryFile)
    case "files.json garbage":
      try Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 131) }).write(to: cache.memoryFile)
    case "files.json of another layout":
      let format = ScanMemoryDocument.currentFormat
      try write(
        filesText.replacingOccurrences(of: "\"format\":\(format)", with: "\"format\":\(format + 1)"),
        to: cache.memoryFile)
    case "a file's line missing":
      var lines = filesText.split(separator: "\n", omittingEmptySubsequences: false)
      lines.remove(at: 2)
      try write(lines.joined(separator: "\n"), to: cache.memoryFile)
    case "an edit backwards in files.json":
      try write(filesText.replacingOccurrences(of: "\"range\":[", with: "\"range\":[9999999"), to: cache.memoryFile)
    case "a navigation use of no style":
      try write(filesText.replacingOccurrences(of: "\"style\":\"", with: "\"style\":\"x"), to: cache.memoryFile)
    case "facts.json truncated": try facts.prefix(facts.count / 2).write(to: cache.factsFile)
    case "facts.json garbage": try write("{\"generation\":[]}", to: cache.factsFile)
    case "facts.json of another scan":
      try write(factsText.replacingOccurrences(of: String(generation), with: "another"), to: cache.factsFile)
    case "an area's facts damaged":
      try write(factsText.replacingOccurrences(of: "\"helperNames\"", with: "\"helperNamez\""), to: cache.factsFile)
    case "facts.json missing": try FileManager.default.removeItem(at: cache.factsFile)
    case "a declaration of no role":
      try write(filesText.replacingOccurrences(of: "\"role\":\"", with: "\"role\":\"x"), to: cache.memoryFile)
    case "an area this build lacks":
      try write(
        filesText.replacingOccurrences(of: "\"ColorConstants\":", with: "\"ColourConstants\":"), to: cache.memoryFile)
    default:
      let empty = "\"ColorConstants\":{\"qualified\":{}"
      #expect(filesText.contains(empty), "no file's colour constants are in files.json")
      try write(
        filesText.replacingOccurrences(
          of: empty, with: "\"ColorConstants\":{\"qualified\":{\"Theme.accent\":{\"paint\":{}}}"),
        to: cache.memoryFile)
    }
    let damaged = (try? Data(contentsOf: cache.memoryFile), try? Data(contentsOf: cache.factsFile))
    #expect(damaged.0 != files || damaged.1 != facts, "the damage changed nothing")
    try apply(.edited, to: tree)
    let rescan = try cached(tree)
    #expect(rescan.result.cacheUse == .rebuilt(.filesChanged), "a damaged per-file part was used")
    expectSame(rescan, try uncached(tree), "\(damage)")
    try tree.write("Views/Note.swift", text: "// \(damage)\n")
    let again = try cached(tree)
    #expect(again.result.cacheUse == .warm(parsedFiles: 1), "the per-file part was not written again")
    expectSame(again, try uncached(tree), "\(damage), written again")
  }

  /// The project's facts and each file's facts the per-file part keeps read back as they were, for every fixture tree
  /// and every area (a rescan compares them with `==`).
  @Test func theFactsOfEveryFixtureTreeReadBackEqual() throws {
    var areasWithFacts: Set<String> = []
    for tree in try TreeBudgetTests.trees() + [("colours", try SpeculativeScanTests.crossFileColours().root)] {
      let listing = A11yAuditKit.Scanner.listSources(root: try AuditRoot(url: tree.root))
      let parsed = A11yAuditKit.Scanner.parse(
        listing.sources, plan: IndexPlan(rules: RuleRegistry.all), treeBudget: .max
      )
      .files
      let resolved = ProjectContext.resolve(parsed.map(\.index))
      let project = resolved.completed(with: parsed)
      let facts = ScanMemoryFacts(generation: "g", resolved: resolved, project: project)
      let back = try #require(StoreJSONReader.read(StoreJSONWriter.write(facts), as: ScanMemoryFacts.self))
      #expect(back.resolved.hasSameFacts(as: resolved), "\(tree.name): resolved facts")
      #expect(back.project.hasSameFacts(as: project), "\(tree.name): completed facts")
      for file in parsed {
        let written = StoreJSONWriter.write(file.index.fileFacts)
        let read = try #require(StoreJSONReader.read(written, as: AreaFileFacts.self), "\(tree.name)/\(file.file)")
        #expect(read == file.index.fileFacts, "\(tree.name)/\(file.file)")
        let index = SourceFileIndex(isComplete: file.index.isComplete, facts: read)
        #expect(index.hasSameFacts(as: file.index), "\(tree.name)/\(file.file)")
      }
      // Which areas the trees hold facts of, so that the comparison is not of empty facts alone.
      for area in RuleRegistry.facts where Self.holdsFacts(of: area, project) { areasWithFacts.insert("\(area)") }
    }
    #expect(
      areasWithFacts.count == RuleRegistry.facts.count, "areas with facts in the trees: \(areasWithFacts.sorted())")
  }

  private static func holdsFacts<F: ProjectFacts>(of area: F.Type, _ project: ProjectContext) -> Bool {
    project.facts(area) != F(files: [])
  }

  @Test func aFolderWhereTheCacheFileGoesLeavesTheScanWhole() throws {
    let tree = try project()
    defer { tree.remove() }
    let file = tree.cache.file
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let rescan = try cached(tree)
    #expect(rescan.result.cacheUse == .rebuilt(.absent))
    expectSame(rescan, try uncached(tree), "a folder in the cache file's place")
  }

  /// The cache is kept outside the project, in a folder named for the project's real path, readable by its user
  /// alone; a folder not set up for the tool gets none.
  @Test func theCacheLivesOutsideTheProjectAndAFolderNotSetUpGetsNoCache() throws {
    let tree = try project()
    defer { tree.remove() }
    _ = try cached(tree)
    #expect(FileManager.default.fileExists(atPath: tree.cache.file.path))
    #expect(!tree.cache.folder.path.hasPrefix(tree.root.path + "/"))
    let linked = tree.root.deletingLastPathComponent().appendingPathComponent(tree.root.lastPathComponent + ".link")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: tree.root)
    defer { try? FileManager.default.removeItem(at: linked) }
    #expect(ScanCache(root: linked, home: tree.cacheHome).folder == tree.cache.folder, "keyed by the real path")
    let mode = try FileManager.default.attributesOfItem(atPath: tree.cache.folder.path)[.posixPermissions] as? Int
    #expect(mode == 0o700)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tree.root.appendingPathComponent(".a11y-audit").path)
        .allSatisfy { !$0.hasPrefix("cache") })

    let bare = try FixtureTree(copying: "CrossFileHelpers")
    defer { bare.remove() }
    #expect(try cached(bare).result.cacheUse == .off)
    #expect(!FileManager.default.fileExists(atPath: bare.root.appendingPathComponent(".a11y-audit").path))
  }

  /// A repository that commits a cache (where the tool once kept it, or anywhere in the tree) with its violations
  /// taken out and a finding made up cannot make a scan of a fresh clone trust it: the scan is the full scan's.
  @Test func aCacheTheRepositoryShipsIsNeverRead() throws {
    let tree = try project()
    defer { tree.remove() }
    let full = try uncached(tree)
    #expect(!full.result.findings.isEmpty)
    // The cache a clean scan writes, forged: no findings but a made-up one, in the project's own folder.
    let forger = try project()
    defer { forger.remove() }
    _ = try cached(forger)
    let genuine = try String(contentsOf: forger.cache.file, encoding: .utf8)
    let forged = genuine.replacingOccurrences(
      of: #""findings" : \[[\s\S]*?\n    \]"#, with: #""findings" : [ ]"#, options: .regularExpression)
    #expect(forged != genuine)
    for name in ["scan.json", "files.json", "facts.json"] {
      let source = forger.cache.folder.appendingPathComponent(name)
      let data = name == "scan.json" ? Data(forged.utf8) : try Data(contentsOf: source)
      try tree.write(".a11y-audit/cache/\(name)", contents: data)
    }

    let scan = try cached(tree)

    #expect(scan.result.cacheUse == .rebuilt(.absent))
    expectSame(scan, full, "with a cache committed in the project")
  }

  @Test func oneThreadOrManyGiveTheSameScan() throws {
    let tree = try project()
    defer { tree.remove() }
    let all = try uncached(tree)
    for jobs in [1, 2, 5] {
      var scanner = A11yAuditKit.Scanner()
      scanner.jobs = jobs
      expectSame(try scanner.run(root: AuditRoot(url: tree.root)), all, "--jobs \(jobs)")
    }
  }

  /// `bench-scan`'s cache figures measure what they name, on a copy: the tree itself is left as it was.
  @Test func theCacheBenchmarkReadsTheCacheWhenNothingChangedAndRescansAfterAnEdit() throws {
    let tree = try FixtureTree(copying: "CrossFileHelpers")
    defer { tree.remove() }
    let bench = try CacheBenchmark.run(root: tree.root, repetitions: 1)
    #expect(bench.unchangedUse == .reused)
    #expect(bench.oneChangedUse == .warm(parsedFiles: 1))
    #expect(bench.warmOneChangedUse == .warm(parsedFiles: 1))
    #expect(bench.cacheBytes > 1_000)
    #expect(!FileManager.default.fileExists(atPath: tree.root.appendingPathComponent(".a11y-audit").path))

    let copies = try FixtureTree()
    defer { copies.remove() }
    try FileManager.default.removeItem(at: copies.root)
    let copied = try CorpusCopies.make(of: tree.root, copies: 3, into: copies.root)
    #expect(copied == 3 * 5)
    let scanned = try A11yAuditKit.Scanner().scan(root: copies.root)
    #expect(scanned.files.count == 15 && scanned.files.filter { $0.hasPrefix("copy-3/") }.count == 5)
  }

  @Test func theContentHashIsStableAndSeesEveryByte() {
    #expect(ContentHash([]).description == ContentHash([]).description)
    #expect(ContentHash("struct A {}").description.count == 32)
    #expect(ContentHash(hex: ContentHash("x").description) == ContentHash("x"))
    var seen: Set<ContentHash> = []
    let base = Array("import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n".utf8)
    seen.insert(ContentHash(base))
    for index in base.indices {
      var changed = base
      changed[index] ^= 0x01
      seen.insert(ContentHash(changed))
      seen.insert(ContentHash(Array(base[..<index])))
    }
    #expect(seen.count == 1 + base.count * 2, "two inputs hashed alike")
  }
}
