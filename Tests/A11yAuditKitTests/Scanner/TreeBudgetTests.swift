import Foundation
import Testing

@testable import A11yAuditKit

/// Past its tree budget a scan lets trees go after the first pass and parses those files again for the rules: what
/// it finds must not depend on which trees it kept.
@Suite struct TreeBudgetTests {
  private static func scan(_ root: URL, treeBudget: Int) throws -> ScanResult {
    var scanner = Scanner()
    scanner.treeBudget = treeBudget
    return try scanner.scan(root: root)
  }

  /// The sample, every scanner fixture tree, and a tree of every rule's triggering and non-triggering examples.
  static func trees() throws -> [(name: String, root: URL)] {
    var trees = [("sample", SampleScan.root)]
    for name in ["CrossFileHelpers", "FingerprintStability", "Screens", "Severities", "SourceTree"] {
      trees.append((name, try FixtureTree(copying: name).root))
    }
    let examples = try FixtureTree()
    for rule in RuleRegistry.all {
      let codes =
        rule.description.triggeringExamples.map(\.strippedCode) + rule.description.nonTriggeringExamples.map(\.code)
      for (index, code) in codes.enumerated() {
        try examples.write("\(rule.description.id)/\(index).swift", contents: Data(code.utf8))
      }
    }
    trees.append(("examples", examples.root))
    return trees
  }

  @Test func keepingNoTreeOrSomeTreesFindsExactlyWhatKeepingEveryTreeFinds() throws {
    var findings = 0
    for tree in try Self.trees() {
      let kept = try Self.scan(tree.root, treeBudget: .max)
      let sourceBytes = kept.files.reduce(0) { total, file in
        total + ((try? Data(contentsOf: tree.root.appendingPathComponent(file)).count) ?? 0)
      }
      for budget in [0, sourceBytes / 2] {
        let frugal = try Self.scan(tree.root, treeBudget: budget)
        let difference = zip(frugal.findings, kept.findings).first { $0.0 != $0.1 }
        #expect(frugal.findings.count == kept.findings.count, "\(tree.name), budget \(budget)")
        #expect(difference == nil, "\(tree.name), budget \(budget): \(String(describing: difference))")
        #expect(frugal.screens == kept.screens, "\(tree.name), budget \(budget)")
        #expect(frugal.filesCheckingReduceMotion == kept.filesCheckingReduceMotion, "\(tree.name)")
        #expect(frugal.indexedFiles == kept.indexedFiles && frugal.lines == kept.lines, "\(tree.name)")
        #expect(frugal.formerIDs == kept.formerIDs, "\(tree.name)")
      }
      findings += kept.findings.count
    }
    #expect(findings > 500, "the trees should hold many findings: \(findings)")
  }

  @Test func fixingWithoutKeepingTreesPlansTheSameChanges() throws {
    var frugal = AutomaticFixer()
    frugal.treeBudget = 0
    let kept = try AutomaticFixer().plan(root: SampleScan.root)
    let planned = try frugal.plan(root: SampleScan.root)
    #expect(!kept.changes.isEmpty)
    #expect(planned.changes.map(\.fixed) == kept.changes.map(\.fixed))
    #expect(planned.fixedFindings.map(\.id) == kept.fixedFindings.map(\.id))
  }
}
