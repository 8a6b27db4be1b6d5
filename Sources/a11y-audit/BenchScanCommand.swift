import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit bench-scan`: how fast a full scan is, and what it costs over parsing alone.
struct BenchScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-scan",
    abstract:
      "Time a full scan against parsing alone, and rescans through the scan cache: files, lines, seconds, files/s, ratio.",
    discussion: """
      Build with `swift build -c release` for meaningful numbers; every figure is the median of the runs. A full \
      scan (walk, read, parse, project pass, every rule) is compared with parsing the same files with SwiftParser \
      on as many threads. The cache figures are measured on a temporary copy of the tree: a rescan with nothing \
      changed, and after one file changed. `--copies K` scans K copies of PATH, for the files/s at 1x, 4x, 12x. \
      `--rules` prints instead what each rule costs: the processor seconds of checking every file with that rule \
      alone, over checking with no rule, and its share of the rules' costs.
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

  @Option(name: .long, help: "Runs of each measurement; the median is kept.")
  var repetitions = 5

  @Option(name: .long, help: "Scan this many copies of PATH (made in a temporary folder), for the linearity figure.")
  var copies: Int?

  @Option(name: .long, help: "Threads to scan and parse on at most. (default: one per core)")
  var jobs: Int?

  @Flag(name: .long, help: "Leave out the rescan figures of the scan cache.")
  var noCache = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "MiB of source whose trees the scan keeps between its passes; the rest are checked in the first pass "
        + "(default: 0)"))
  var treeBudget: Int?

  @Option(name: .long, help: "Only run the rules of this area.")
  var category: A11yAuditKit.Category?

  @Flag(name: .long, help: "Print each rule's cost and share instead of the scan and cache figures.")
  var rules = false

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Also time the scan with ten rules more that find nothing, each shown the most common kinds of node by the "
        + "one walk: what the next rule costs before it does any work."))
  var noOpRules = false

  func validate() throws {
    if let generate, generate <= 0 { throw ValidationError("--generate must be a positive number of files") }
    guard (0...1).contains(animatedShare) else { throw ValidationError("--animated-share must be between 0 and 1") }
    guard repetitions > 0 else { throw ValidationError("--repetitions must be at least 1") }
    if let treeBudget, treeBudget < 0 { throw ValidationError("--tree-budget must be 0 or more MiB") }
    if let copies, copies < 1 { throw ValidationError("--copies must be at least 1") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if generate != nil && copies != nil { throw ValidationError("--generate and --copies exclude each other") }
  }

  func run() throws {
    var root = SessionFactory.currentDirectory.resolving(path)
    var temporary: URL?
    defer { temporary.map { try? FileManager.default.removeItem(at: $0) } }
    if let copies {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-bench-\(UUID().uuidString)")
      temporary = folder
      let count = try CorpusCopies.make(of: root, copies: copies, into: folder)
      print("corpus:          \(copies) copies of \(root.path) (\(count) files copied to \(folder.path))")
      root = folder
    }
    if let generate {
      try BenchmarkCorpus.generate(
        count: generate, animatedShare: animatedShare, into: root,
        resources: ProcessInfo.processInfo.environment["A11Y_AUDIT_RESOURCES"])
    }
    var rules = RuleRegistry.all
    if let category { rules = rules.filter { $0.description.category == category } }
    var scanner = Scanner(rules: rules)
    if let treeBudget { scanner.treeBudget = treeBudget * 1024 * 1024 }
    scanner.jobs = jobs
    if self.rules { return try printRuleCosts(root: root, scanner: scanner) }
    let bench = try ScanBenchmark.run(root: root, repetitions: repetitions, scanner: scanner, noOpRules: noOpRules)
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
        + "read, parse and index every file, the rules aside)")
    print("scan/parse:      \(format(bench.ratio, digits: 2))x")
    print(
      "peak memory:     \(bench.peakMemory / 1_048_576) MiB (trees kept for up to "
        + "\(scanner.treeBudget / 1_048_576) MiB of source; the other \(bench.firstPassChecks.checked) files checked in the "
        + "first pass, \(bench.firstPassChecks.rechecked) of them parsed and checked again)")
    print(
      "processor time:  scan \(format(bench.scanCPUSeconds, digits: 3)) s, parse \(format(bench.parseCPUSeconds, digits: 3)) s, "
        + "\(format(bench.cpuRatio, digits: 2))x")
    if let padded = bench.noOpRulesCPUSeconds, let ratio = bench.noOpRulesRatio {
      print(
        "10 no-op rules:  \(format(padded, digits: 3)) s processor time, \(format(ratio, digits: 3))x the scan (each fed "
          + "calls, name uses, closures, variables, functions and types by the one walk)")
    }
    print(
      "threads:         \(jobs.map(String.init) ?? "one per core (\(ProcessInfo.processInfo.activeProcessorCount))")")
    guard !noCache else { return }
    let cache = try CacheBenchmark.run(root: root, repetitions: repetitions, scanner: scanner)
    print(
      "cached rescan:   \(format(cache.unchangedSeconds, digits: 3)) s with nothing changed (\(cache.unchangedUse.summary)); "
        + "cache \(cache.cacheBytes / 1024) KiB")
    print(
      "after one edit:  \(format(cache.oneChangedSeconds, digits: 3)) s (\(cache.oneChangedUse.summary)); "
        + "full scan writing the cache \(format(cache.fullScanSeconds, digits: 3)) s")
    print(
      "warm, one edit:  \(format(cache.warmOneChangedSeconds, digits: 3)) s in a session that keeps its last scan, as the "
        + "dashboard's R does (\(cache.warmOneChangedUse.summary))")
  }

  /// `--rules`: one line per rule, most costly first.
  private func printRuleCosts(root: URL, scanner: A11yAuditKit.Scanner) throws {
    let bench = try RuleCostBenchmark.run(root: root, repetitions: repetitions, scanner: scanner)
    let total = bench.costs.reduce(0) { $0 + $1.seconds }
    print(
      "rules:           \(bench.costs.count), processor seconds of checking every file with each rule alone, over "
        + "checking with no rule (\(format(bench.noRuleSeconds, digits: 3)) s); all rules together "
        + "\(format(bench.allRulesSeconds, digits: 3)) s, each alone \(format(total, digits: 3)) s in all")
    print("seconds   share  findings  rule")
    for cost in bench.costs {
      let share = total > 0 ? cost.seconds / total * 100 : 0
      let seconds = format(cost.seconds, digits: 3).padding(toLength: 8, withPad: " ", startingAt: 0)
      let shareText = (format(share, digits: 1) + "%").leftPadded(6)
      let findings = String(cost.findings).leftPadded(9)
      print("\(seconds) \(shareText) \(findings)  \(cost.rule)")
    }
  }

  private func format(_ value: Double, digits: Int) -> String { String(format: "%.\(digits)f", value) }
}

extension ScanCacheUse {
  /// A few words on what the scan did with the cache.
  var summary: String {
    switch self {
    case .off: "no cache"
    case .reused: "read from the cache"
    case .rebuilt(let reason): "full scan: \(reason.rawValue)"
    case .warm(let parsed): "\(parsed) changed file\(parsed == 1 ? "" : "s") parsed, the rest kept from the last scan"
    }
  }
}

extension String {
  /// This text with spaces before it up to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
