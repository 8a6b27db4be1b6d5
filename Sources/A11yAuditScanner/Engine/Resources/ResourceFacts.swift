import A11yAuditModel
import Dispatch
import Foundation

/// What one rule area reads from the project's files that are not Swift (asset catalogs, property lists, build
/// settings): the extension point through which rules learn about them.
///
/// The scanner's single walk of the tree lists, beside the Swift files, every file whose name matches an area's
/// ``fileNames``; the area keeps those it ``reads(_:)``, each such file is read once per scan, and the area's facts are
/// made from them (``init(files:)``) before any rule runs. Swift rules read the facts as
/// `file.project.resources.facts(MyFacts.self)`; a rule that reports sites in the files themselves implements
/// ``Rule/check(resources:)``. Files `.a11y-audit.yml` excludes are not read (`included` is about Swift sources only).
///
/// A new kind of file: a type conforming to this protocol, listed in ``RuleRegistry/resources``.
package protocol ResourceFacts: Sendable {
  /// Names of the files the walk lists for this area: a whole name (`project.pbxproj`), or an ending after `*`
  /// (`*Info.plist` also matches `App-Info.plist`).
  static var fileNames: [String] { get }

  /// Whether this area reads the file at `file` (relative to the root), one whose name is one of ``fileNames``. Every
  /// such file by default.
  static func reads(_ file: String) -> Bool

  /// The facts of the files this area reads, sorted by path.
  init(files: [ResourceFile])

  /// Files read but not understood (malformed JSON or property lists), to show as warnings. None by default.
  var problems: [ScanProblem] { get }
}

extension ResourceFacts {
  package static func reads(_ file: String) -> Bool { true }

  package var problems: [ScanProblem] { [] }
}

/// The project's files that are not Swift, as the resource areas understood them (see ``ResourceFacts``).
public struct ProjectResources: Sendable {
  /// Each area's facts, by ``ResourceFacts`` type.
  private var areas: [ObjectIdentifier: any AnyObject & Sendable] = [:]
  /// The files read, by path relative to the root.
  private var contents: [String: [UInt8]] = [:]
  /// Files that could not be read or understood.
  package private(set) var problems: [ScanProblem] = []
  /// What the rules worked out from these files, by type (see ``cached(_:_:)``); shared by copies, which hold the
  /// same files.
  private let derived = DerivedValues()

  /// No files: what a scan of in-memory sources or of a single Swift file knows.
  public init() {}

  /// The resources of files already in memory (for tests and editors), as `areas` read them.
  public init(files: [ResourceFile]) {
    self.init(files: files, areas: RuleRegistry.resources)
  }

  package init(files: [ResourceFile], areas: [any ResourceFacts.Type], problems: [ScanProblem] = []) {
    let sorted = files.sorted { $0.file < $1.file }
    for file in sorted { contents[file.file] = file.bytes }
    var problems = problems
    for area in areas {
      let read = AreaReading(area, files: sorted)
      problems += read.problems
      self.areas[ObjectIdentifier(area)] = read.stored
    }
    self.problems = problems.sorted { ($0.file, $0.message) < ($1.file, $1.message) }
  }

  /// Reads the listed files (absolute path, path relative to the root) that some area reads, on up to `jobs` threads
  /// (nil: every core).
  package static func read(
    _ listed: [(path: String, file: String)], areas: [any ResourceFacts.Type], jobs: Int? = nil
  ) -> ProjectResources {
    let wanted = listed.filter { entry in
      let name = String(entry.file.split(separator: "/").last ?? "")
      return areas.contains { ResourceFileNames([$0]).matches(name) && $0.reads(entry.file) }
    }
    let read = IndexedResults<(file: ResourceFile?, problem: ScanProblem?)>(count: wanted.count)
    ParallelWork.perform(iterations: wanted.count, jobs: jobs) { index in
      let entry = wanted[index]
      switch SourceFileReader.contents(ofPath: entry.path) {
      case .success(let bytes): read.set((ResourceFile(file: entry.file, bytes: bytes), nil), at: index)
      case .failure(let reason):
        read.set((nil, ScanProblem(file: entry.file, message: reason.message)), at: index)
      }
    }
    let results = read.values
    return ProjectResources(
      files: results.compactMap(\.file), areas: areas, problems: results.compactMap(\.problem))
  }

  /// The files read, relative to the root, sorted.
  public var files: [String] { contents.keys.sorted() }

  /// The bytes of the file read at `file`, relative to the root.
  package func bytes(of file: String) -> [UInt8]? { contents[file] }

  /// `R`'s facts of the project; those of a project without such files when none were read for it.
  package func facts<R: ResourceFacts>(_ type: R.Type) -> R {
    guard let stored = areas[ObjectIdentifier(type)] else { return R(files: []) }
    return TypeKeyedValue<R>.value(of: stored)
  }

  /// Whether no file was read.
  package var isEmpty: Bool { contents.isEmpty && areas.isEmpty }

  /// The value of type `Value` that `make` works out from these files, made once and shared by every file's rules
  /// (the appearance the app fixes, read from every build configuration). Values are told apart by type, so an
  /// area caches types of its own.
  package func cached<Value: Sendable>(_ type: Value.Type, _ make: (ProjectResources) -> Value) -> Value {
    if let known = derived.value(of: type) { return known }
    let value = make(self)
    derived.keep(value)
    return value
  }
}

/// Values worked out once from a project's resources, by type, on any thread.
package final class DerivedValues: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier: any AnyObject & Sendable] = [:]

  package func value<Value: Sendable>(of type: Value.Type) -> Value? {
    lock.withLock { values[ObjectIdentifier(type)] }.map { TypeKeyedValue<Value>.value(of: $0) }
  }

  package func keep<Value: Sendable>(_ value: Value) {
    lock.withLock { values[ObjectIdentifier(Value.self)] = TypeKeyedValue(value) }
  }
}

/// One area's facts made from the files it reads, kept by type, and their problems.
private struct AreaReading {
  var stored: any AnyObject & Sendable
  var problems: [ScanProblem]

  init(_ area: any ResourceFacts.Type, files: [ResourceFile]) {
    self = area.read(files)
  }
}

extension ResourceFacts {
  /// The facts of those of `files` this area reads.
  fileprivate static func read(_ files: [ResourceFile]) -> AreaReading {
    let names = ResourceFileNames([Self.self])
    let facts = Self(
      files: files.filter { names.matches(String($0.file.split(separator: "/").last ?? "")) && reads($0.file) })
    return AreaReading(stored: TypeKeyedValue(facts), problems: facts.problems)
  }
}

extension AreaReading {
  fileprivate init(stored: any AnyObject & Sendable, problems: [ScanProblem]) {
    self.stored = stored
    self.problems = problems
  }
}
