import A11yAuditModel
import A11yAuditScanner
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Times a full scan of a tree against merely reading and parsing the same files, both on every core.
public struct ScanBenchmark: Sendable {
  /// Swift files scanned.
  public var files: Int
  /// Files the rules looked at (the rest hold none of their keywords).
  public var indexedFiles: Int
  /// Lines of Swift scanned.
  public var lines: Int
  /// Findings of the scan (violations and passing sites).
  public var findings: Int
  /// Median wall-clock seconds of a full scan: walk, read, parse, project pass, every rule, findings.
  public var scanSeconds: Double
  /// Median wall-clock seconds of walking, reading and parsing with `SwiftParser` alone.
  public var parseSeconds: Double
  /// Median processor time (user and system, all threads) of a full scan, in seconds: steadier than wall-clock
  /// time on a machine doing other work.
  public var scanCPUSeconds: Double
  /// Median processor time of parsing alone, in seconds.
  public var parseCPUSeconds: Double
  /// Median wall-clock seconds of parsing and then walking every tree once with a `SyntaxVisitor` that does nothing:
  /// what any rule engine built on SwiftSyntax's visitor pays at least before it looks at a single node.
  public var parseAndWalkSeconds: Double
  /// Median wall-clock seconds of the scan's first pass alone: reading, parsing and indexing every file (the one walk
  /// all rules share), trees kept for the project pass, before any rule runs.
  public var firstPassSeconds: Double

  /// Median processor seconds of the same scan with ten rules more that find nothing, each fed by the one walk
  /// (``NoOpRules``); nil unless asked for.
  public var noOpRulesCPUSeconds: Double?
  /// How much the ten no-op rules add, as a ratio of the scan's processor time.
  public var noOpRulesRatio: Double? { noOpRulesCPUSeconds.map { $0 / scanCPUSeconds } }

  /// Files the scan checked in its first pass before letting their trees go, and how many it checked again.
  public var firstPassChecks = FirstPassChecks()

  /// The most memory the process held at once (resident set, in bytes) by the end of the benchmark.
  public var peakMemory: Int

  /// Files scanned per second.
  public var filesPerSecond: Double { Double(files) / scanSeconds }
  /// How much a full scan costs compared to parsing alone.
  public var ratio: Double { scanSeconds / parseSeconds }
  /// The same in processor time.
  public var cpuRatio: Double { scanCPUSeconds / parseCPUSeconds }
  /// Parsing plus one empty walk, compared to parsing alone.
  public var walkRatio: Double { parseAndWalkSeconds / parseSeconds }
  /// The first pass, compared to parsing alone.
  public var firstPassRatio: Double { firstPassSeconds / parseSeconds }

  /// Runs each measurement `repetitions` times, alternating, and keeps the median of each, on as many threads as
  /// `scanner` scans on (``Scanner/jobs``); with `noOpRules`, also the scan with ten no-op rules more.
  public static func run(
    root: URL, repetitions: Int = 5, scanner: Scanner = Scanner(), noOpRules: Bool = false
  ) throws -> ScanBenchmark {
    let root = try AuditRoot(url: root)
    var scanner = scanner
    scanner.cache = nil
    var padded: Scanner?
    if noOpRules {
      padded = Scanner(rules: scanner.rules + NoOpRules.all)
      padded?.treeBudget = scanner.treeBudget
      padded?.jobs = scanner.jobs
      padded?.cache = nil
    }
    var paddedScans: [Double] = []
    var scans: [(wall: Double, cpu: Double)] = []
    var parses: [(wall: Double, cpu: Double)] = []
    var walks: [Double] = []
    var firstPasses: [Double] = []
    var result: ScanResult?
    for _ in 0..<max(1, repetitions) {
      parses.append(try seconds { _ = try parseOnly(root: root, jobs: scanner.jobs) })
      walks.append(try seconds { _ = try parseOnly(root: root, walking: true, jobs: scanner.jobs) }.wall)
      firstPasses.append(
        try seconds {
          _ = try firstPass(root: root, rules: scanner.rules, treeBudget: scanner.treeBudget, jobs: scanner.jobs)
        }.wall)
      scans.append(try seconds { result = try scanner.scan(root: root) })
      if let padded { paddedScans.append(try seconds { _ = try padded.scan(root: root) }.cpu) }
    }
    guard let result else { throw ScanError.notFound(path: root.path) }
    var bench = ScanBenchmark(
      files: result.files.count, indexedFiles: result.indexedFiles, lines: result.lines,
      findings: result.findings.count, scanSeconds: median(scans.map(\.wall)),
      parseSeconds: median(parses.map(\.wall)), scanCPUSeconds: median(scans.map(\.cpu)),
      parseCPUSeconds: median(parses.map(\.cpu)), parseAndWalkSeconds: median(walks),
      firstPassSeconds: median(firstPasses), peakMemory: peakResidentBytes())
    bench.firstPassChecks = result.firstPassChecks
    if padded != nil { bench.noOpRulesCPUSeconds = median(paddedScans) }
    return bench
  }

  /// The process's peak resident set so far, in bytes.
  private static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return usage.ru_maxrss * 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss
    #endif
  }

  /// The scan's first pass over every Swift file under `root`, the rules aside: read, parse and index, trees kept
  /// within `treeBudget`; returns the number of files parsed.
  static func firstPass(
    root: AuditRoot, rules: [any Rule.Type], treeBudget: Int = Scanner.defaultTreeBudget, jobs: Int? = nil
  ) throws -> Int {
    let listing = Scanner.listSources(root: root)
    return Scanner.parse(
      listing.sources, plan: IndexPlan(rules: rules), treeBudget: treeBudget, jobs: jobs
    ).files.count
  }

  /// Walks, reads and parses every Swift file under `root` on every core (and, `walking`, visits every node of each
  /// tree once, doing nothing); returns the number of files parsed.
  static func parseOnly(root: AuditRoot, walking: Bool = false, jobs: Int? = nil) throws -> Int {
    let listing = Scanner.listSources(root: root)
    let sources = listing.sources
    let parsed = IndexedResults<Int>(count: sources.count)
    ParallelWork.perform(iterations: sources.count, jobs: jobs) { index in
      guard case .success(let bytes) = SourceFileReader.contents(ofPath: sources[index].path) else { return }
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      if walking { EmptyVisitor(viewMode: .sourceAccurate).walk(tree) }
      parsed.set(tree.statements.count, at: index)
    }
    return parsed.values.count
  }

  /// Wall-clock and processor seconds of `work`.
  static func seconds(_ work: () throws -> Void) throws -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    let cpuStart = processorSeconds()
    let elapsed = try clock.measure(work)
    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (wall, processorSeconds() - cpuStart)
  }

  /// The middle value (the mean of the two middle ones for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// User and system time of the whole process so far.
  private static func processorSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}

/// Visits every node and does nothing: the floor of a visitor-based walk.
private final class EmptyVisitor: SyntaxVisitor {}
