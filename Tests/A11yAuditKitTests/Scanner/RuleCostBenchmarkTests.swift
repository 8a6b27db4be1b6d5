import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// `bench-scan --rules` times each enabled rule alone on the same parsed tree, and each rule alone reports the
/// findings it reports in a full scan.
@Suite struct RuleCostBenchmarkTests {
  @Test func eachRuleIsTimedAloneAndFindsWhatItFindsInTheScan() throws {
    let tree = try FixtureTree(copying: "CrossFileHelpers")
    defer { tree.remove() }
    let rules = Array(RuleRegistry.all.filter { !$0.description.isOptIn }.prefix(6))
    let scanner = A11yAuditKit.Scanner(rules: rules)
    let bench = try RuleCostBenchmark.run(root: tree.root, repetitions: 1, scanner: scanner)
    let timed = bench.costs.map(\.rule).sorted()
    let enabled = rules.map { $0.description.id }.sorted()
    #expect(timed == enabled)
    let seconds = bench.costs.map(\.seconds)
    #expect(seconds == seconds.sorted(by: >))
    #expect(seconds.allSatisfy { $0 >= 0 } && bench.noRuleSeconds >= 0)

    let scanned = try scanner.scan(root: tree.root).findings
    #expect(!scanned.isEmpty, "the fixture has no findings of these rules")
    var counts: [String: Int] = [:]
    for finding in scanned { counts[finding.rule, default: 0] += 1 }
    for cost in bench.costs {
      let expected = counts[cost.rule] ?? 0
      #expect(cost.findings == expected, "\(cost.rule)")
    }
  }
}
