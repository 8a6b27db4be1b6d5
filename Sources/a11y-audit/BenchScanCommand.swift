import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit bench-scan`: how fast a full scan is, and what it costs over parsing alone.
struct BenchScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-scan",
    abstract: "Time a full scan against parsing alone (both on every core): files, lines, seconds, files/s, ratio.",
    discussion: """
      Build with `swift build -c release` for meaningful numbers. The target is a ratio of at most 1.5: a full \
      scan (walk, read, parse, project pass, every rule) costs at most half again as much as parsing the same files.
      """)

  @Argument(help: "Folder (or Swift file) to scan.", completion: .directory)
  var path: String

  @Option(name: .long, help: "First fill PATH (new or empty) with this many Swift files made from the bundled sample.")
  var generate: Int?

  @Option(
    name: .long,
    help:
      "With --generate: the share of files (0 to 1) copied from the sample's views; the rest are plain model and service code."
  )
  var animatedShare = 1.0

  @Option(name: .long, help: "Runs of each measurement; the best is kept.")
  var repetitions = 3

  @Option(
    name: .long,
    help: "MiB of source whose trees the scan keeps between its passes; the rest are parsed again. (default: 16)")
  var treeBudget: Int?

  @Option(name: .long, help: "Only run the rules of this area (reduce-motion, dynamic-type, voiceover, touch-target).")
  var category: A11yAuditKit.Category?

  func validate() throws {
    if let generate, generate <= 0 { throw ValidationError("--generate must be a positive number of files") }
    guard (0...1).contains(animatedShare) else { throw ValidationError("--animated-share must be between 0 and 1") }
    guard repetitions > 0 else { throw ValidationError("--repetitions must be at least 1") }
    if let treeBudget, treeBudget < 0 { throw ValidationError("--tree-budget must be 0 or more MiB") }
  }

  func run() throws {
    let root = SessionFactory.currentDirectory.resolving(path)
    if let generate {
      try BenchmarkCorpus.generate(
        count: generate, animatedShare: animatedShare, into: root,
        resources: ProcessInfo.processInfo.environment["A11Y_AUDIT_RESOURCES"])
    }
    var rules = RuleRegistry.all
    if let category { rules = rules.filter { $0.description.category == category } }
    var scanner = Scanner(rules: rules)
    if let treeBudget { scanner.treeBudget = treeBudget * 1024 * 1024 }
    let bench = try ScanBenchmark.run(root: root, repetitions: repetitions, scanner: scanner)
    print("rules:           \(rules.count)\(category.map { " (\($0.rawValue))" } ?? "")")
    print("files scanned:   \(bench.files) (\(bench.indexedFiles) hold a rule keyword; the rest are only listed)")
    print("lines:           \(bench.lines)")
    print("findings:        \(bench.findings)")
    print("scan seconds:    \(format(bench.scanSeconds, digits: 3))")
    print("files/second:    \(format(bench.filesPerSecond, digits: 0))")
    print("parse seconds:   \(format(bench.parseSeconds, digits: 3)) (SwiftParser only, same files, same cores)")
    print(
      "parse + 1 walk:  \(format(bench.parseAndWalkSeconds, digits: 3)) (\(format(bench.walkRatio, digits: 2))x parsing: one "
        + "empty SyntaxVisitor walk per tree, the floor of any visitor-based rule)")
    print(
      "first pass:      \(format(bench.firstPassSeconds, digits: 3)) (\(format(bench.firstPassRatio, digits: 2))x parsing: "
        + "read, parse and index every file, trees kept for the rules)")
    print("scan/parse:      \(format(bench.ratio, digits: 2))x (target: at most 1.5x)")
    print(
      "peak memory:     \(bench.peakMemory / 1_048_576) MiB (trees kept for up to "
        + "\(scanner.treeBudget / 1_048_576) MiB of source, the rest parsed again for the rules)")
    print(
      "processor time:  scan \(format(bench.scanCPUSeconds, digits: 3)) s, parse \(format(bench.parseCPUSeconds, digits: 3)) s, "
        + "\(format(bench.cpuRatio, digits: 2))x")
  }

  private func format(_ value: Double, digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
