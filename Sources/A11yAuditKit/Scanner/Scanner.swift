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

  /// Creates a scanner running `rules`.
  public init(rules: [any Rule.Type] = RuleRegistry.all, project: ProjectContext = ProjectContext()) {
    self.rules = rules
    self.project = project
  }

  /// Scans a folder (skipping hidden folders, symbolic links and non-Swift files) or a single `.swift` file,
  /// one file per core at a time.
  public func scan(root: URL) throws -> ScanResult {
    let rootPath = root.standardizedFileURL.path
    guard access(rootPath, F_OK) == 0 else { throw ScanError.notFound(path: rootPath) }
    let sources: [(path: String, file: String)]
    var problems: [ScanProblem] = []
    switch EntryType(statPath: rootPath) {
    case .folder:
      let walker = SourceTreeWalker(root: rootPath)
      sources = walker.files.map { (rootPath + "/" + $0, $0) }
      problems = walker.problems
    case .file where rootPath.hasSuffix(".swift"):
      sources = [(rootPath, (rootPath as NSString).lastPathComponent)]
    default:
      throw ScanError.notAFolder(path: rootPath)
    }

    let results = IndexedResults<SourceFileScan>(count: sources.count)
    let rules = rules
    let project = project
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let source = sources[index]
      results.set(SourceFileScan(path: source.path, file: source.file, rules: rules, project: project), at: index)
    }

    var findings: [Finding] = []
    var screens: [Screen] = []
    var files: [String] = []
    var lines = 0
    for (scan, source) in zip(results.values, sources) {
      if let problem = scan.problem {
        problems.append(problem)
        continue
      }
      findings += scan.findings
      screens += scan.screens
      files.append(source.file)
      lines += scan.lines
    }
    findings.sort(by: Finding.byLocation)
    screens.sort { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
    problems.sort { ($0.file, $0.message) < ($1.file, $1.message) }
    return ScanResult(
      root: rootPath, findings: findings, screens: screens, files: files, lines: lines, problems: problems
    )
  }

  /// Findings of one in-memory source, reported as `file` (for tests and editors).
  public func scan(source: String, file: String) -> [Finding] {
    SourceFileScan(source: source, file: file, rules: rules, project: project).findings
  }
}
