import A11yAuditModel

/// Sorts a project's Swift files into the app and the code no user runs (see ``UnshippedCode``), from the project's
/// manifests (SwiftPM and Xcode targets), folder conventions, and what each file imports and says it is.
package struct ShippedCodeFilter: Sendable {
  /// The kinds of unshipped code the scan keeps all the same (`.a11y-audit.yml`'s `include:`).
  package var included: Set<UnshippedCode> = []

  package init(included: Set<UnshippedCode> = []) { self.included = included }

  /// Folder names that hold tests by convention.
  package static let testFolders: Set<Substring> = [
    "Tests", "UnitTests", "UITests", "TestSupport", "TestHelpers", "TestUtilities", "TestUtils", "Specs",
    "__Snapshots__",
  ]
  /// Endings of folder names that hold tests (`AppTests`, `AppUITests`, `NetworkingSpecs`).
  package static let testFolderEndings = ["Tests", "Specs", "TestSupport", "TestHelpers"]
  /// Folder names that hold tooling: build scripts, release automation, manifests of project generators.
  package static let toolFolders: Set<Substring> = ["fastlane", "Scripts", "scripts", "BuildTools", "Tuist", "Danger"]
  /// Folder names of example and showcase apps beside the app.
  package static let showcaseFolders: Set<Substring> = ["Example", "Examples", "Demo", "Demos", "DemoApp", "Sandbox"]
  /// Endings of folder names of showcase apps (`DesignSystemShowcase`, `ComponentsPlayground`).
  package static let showcaseFolderEndings = ["Showcase", "Playground", "Playgrounds", ".playground", "Examples"]
  /// Folder names of generated code.
  package static let generatedFolders: Set<Substring> = ["Generated", "generated", "DerivedSources", "SwiftGen"]
  /// Endings of generated files' names.
  package static let generatedFileEndings = [".generated.swift", "+Generated.swift", ".pb.swift", ".grpc.swift"]
  /// Names of manifest and tooling files.
  package static let toolFileNames: Set<Substring> = [
    "Package.swift", "Project.swift", "Workspace.swift", "Dangerfile.swift",
  ]

  /// The result of sorting: the files to scan, and how much of each kind was left out.
  package struct Outcome: Sendable {
    package var sources: [(path: String, file: String)]
    package var leftOut: LeftOutCode
  }

  /// Sorts `sources`; `resources` are the project's other files (its Xcode projects among them).
  package func filter(
    _ sources: [(path: String, file: String)], resources: [(path: String, file: String)], jobs: Int? = nil
  ) -> Outcome {
    let targets = ProjectTargets(sources: sources, resources: resources)
    let read = IndexedResults<SourceHead>(count: sources.count)
    ParallelWork.perform(iterations: sources.count, jobs: jobs) { index in
      let limit = SourceFileReader.maximumSourceSize
      guard case .success(let bytes) = SourceFileReader.contents(ofPath: sources[index].path, limit: limit) else {
        return
      }
      read.set(SourceHead(bytes: bytes), at: index)
    }
    let heads = sources.indices.map { read.take(at: $0) }
    // An executable target is a tool unless one of its files builds a user interface.
    var executableInterfaces: Set<String> = []
    let owners = sources.map { targets.target(of: $0.file) }
    for (owner, head) in zip(owners, heads) where owner?.kind == .executable {
      if let owner, let head, !head.imports.isDisjoint(with: SourceHead.interfaceModules) {
        executableInterfaces.insert(owner.path)
      }
    }
    var kept: [(path: String, file: String)] = []
    var counts: [UnshippedCode: Int] = [:]
    // Files of example or showcase folders, kept after all when the scanned folder is itself such an app.
    var showcases: [(source: (path: String, file: String), head: SourceHead?)] = []
    let countBlocks = { (head: SourceHead?) in
      guard let head else { return }
      if !self.included.contains(.previews) { counts[.previews, default: 0] += head.previewBlocks }
      if !self.included.contains(.debug) { counts[.debug, default: 0] += head.debugBlocks }
    }
    for ((source, head), owner) in zip(zip(sources, heads), owners) {
      let kind = Self.kind(
        of: source.file, head: head, target: owner,
        executableBuildsInterface: owner.map { executableInterfaces.contains($0.path) } ?? false)
      guard let kind, !included.contains(kind) else {
        kept.append(source)
        countBlocks(head)
        continue
      }
      if kind == .tools, owner == nil, Self.isShowcase(source.file) { showcases.append((source, head)) }
      counts[kind, default: 0] += 1
    }
    if kept.isEmpty, !showcases.isEmpty {
      kept = showcases.map(\.source)
      counts[.tools, default: 0] -= showcases.count
      showcases.forEach { countBlocks($0.head) }
    }
    return Outcome(sources: kept, leftOut: LeftOutCode(counts: counts))
  }

  /// The kind of unshipped code `file` is, or nil when it is the app's.
  package static func kind(
    of file: String, head: SourceHead?, target: ProjectTargets.Folder?, executableBuildsInterface: Bool
  ) -> UnshippedCode? {
    let name = file.fileName
    let folders = file.split(separator: "/").dropLast()
    if toolFileNames.contains(name) || name.hasPrefix("Package@swift") { return .tools }
    switch target?.kind {
    case .tests: return .tests
    case .tool, .showcase: return .tools
    case .executable where !executableBuildsInterface: return .tools
    case .executable, nil: break
    }
    if folders.contains(where: { testFolders.contains($0) || testFolderEndings.contains(where: $0.hasSuffix) }) {
      return .tests
    }
    if let head, !head.imports.isDisjoint(with: SourceHead.testModules) { return .tests }
    if folders.contains(where: generatedFolders.contains) || generatedFileEndings.contains(where: file.hasSuffix)
      || head?.isGenerated == true
    {
      return .generated
    }
    if folders.contains(where: toolFolders.contains) { return .tools }
    if let head, !head.imports.isDisjoint(with: SourceHead.toolModules) { return .tools }
    if isShowcase(file) { return .tools }
    return nil
  }

  /// Whether `file` is in a folder named as an example or showcase app.
  package static func isShowcase(_ file: String) -> Bool {
    file.split(separator: "/").dropLast().contains { folder in
      showcaseFolders.contains(folder) || showcaseFolderEndings.contains(where: folder.hasSuffix)
    }
  }
}
