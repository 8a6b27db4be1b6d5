import A11yAuditModel
import A11yAuditScanner
import Foundation

/// What each rule costs on a tree, so that the next rule's cost shows in review (`bench-scan --rules`): the processor
/// seconds of checking every file with that rule alone, over those of checking every file with no rule at all (the
/// per-file context, suppressions and findings every check pays). Trees are parsed and the project resolved once,
/// outside the timings.
///
/// A rule alone pays for what it derives from the index first (a file's cached facts, ``SourceFileContext``); run
/// together, rules share those, so the rules' costs add up to more than checking with all of them.
public struct RuleCostBenchmark: Sendable {
  /// One rule's cost.
  public struct Cost: Sendable {
    public var rule: String
    /// Median processor seconds of checking every file with this rule alone, less ``RuleCostBenchmark/noRuleSeconds``.
    public var seconds: Double
    /// Findings the rule reported on the tree (violations and passing sites).
    public var findings: Int
  }

  /// Median processor seconds of checking every file with no rule.
  public var noRuleSeconds: Double
  /// Median processor seconds of checking every file with every rule, less ``noRuleSeconds``.
  public var allRulesSeconds: Double
  /// Each rule's cost, most costly first.
  public var costs: [Cost]

  /// Measures the rules of `scanner` on the Swift files under `root`, `repetitions` times each, on its threads.
  public static func run(root: URL, repetitions: Int = 5, scanner: Scanner = Scanner()) throws -> RuleCostBenchmark {
    let auditRoot = try AuditRoot(url: root)
    // The files a scan checks: those the configuration includes, without tests, tools and generated code.
    let listing = Scanner.listSources(root: auditRoot)
    let configuration = try scanner.configuration ?? scanner.projectConfiguration(folder: auditRoot.folder)
    let resourceFiles = listing.resources.filter { !configuration.excludes($0.file) }
    var sources = listing.sources.filter { configuration.includes($0.file) }
    if auditRoot.kind == .folder {
      sources =
        ShippedCodeFilter(included: configuration.include).filter(
          sources, resources: resourceFiles, jobs: scanner.jobs
        ).sources
    }
    let parsed = Scanner.parse(
      sources, plan: IndexPlan(rules: scanner.rules), treeBudget: .max, jobs: scanner.jobs
    ).files
    let resources = ProjectResources.read(resourceFiles, areas: RuleRegistry.resources, jobs: scanner.jobs)
    let project = ProjectContext.resolve(parsed.map(\.index)).with(resources).completed(
      with: parsed, jobs: scanner.jobs)
    var configured = Scanner(rules: scanner.rules, configuration: configuration)
    configured.jobs = scanner.jobs
    var checker = configured.fileChecker
    let enabled = checker.rules
    // Alone, a rule would report the other rules' suppressions as silencing nothing.
    checker.reportsUnusedSuppressions = false
    func check(_ rules: [any Rule.Type]) throws -> (seconds: Double, findings: Int) {
      checker.rules = rules
      let checking = checker
      let found = IndexedResults<Int>(count: parsed.count)
      var times: [Double] = []
      for _ in 0..<max(1, repetitions) {
        times.append(
          try ScanBenchmark.seconds {
            ParallelWork.perform(iterations: parsed.count, jobs: scanner.jobs) { index in
              found.set(checking.scan(parsed[index], in: project).findings.count, at: index)
            }
          }.cpu)
      }
      return (ScanBenchmark.median(times), found.values.reduce(0, +))
    }
    let none = try check([]).seconds
    let all = try check(enabled).seconds
    let costs = try enabled.map { rule in
      let (seconds, findings) = try check([rule])
      return Cost(rule: rule.description.id, seconds: max(0, seconds - none), findings: findings)
    }
    return RuleCostBenchmark(
      noRuleSeconds: none, allRulesSeconds: max(0, all - none),
      costs: costs.sorted { ($0.seconds, $1.rule) > ($1.seconds, $0.rule) })
  }
}
