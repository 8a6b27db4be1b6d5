import Foundation
import Testing

@testable import A11yAuditKit

/// Real apps scanned keeping no tree and keeping every tree find the same: the apps named, one folder per line, in
/// the file `A11Y_AUDIT_APPS` points at (a measurement run, not part of the suite's fixtures).
@Suite struct TreeBudgetAppsTests {
  @Test func realAppsFindTheSameKeepingNoTree() throws {
    guard let list = ProcessInfo.processInfo.environment["A11Y_AUDIT_APPS"] else {
      print("TreeBudgetAppsTests: skipped, A11Y_AUDIT_APPS names no list of app folders")
      return
    }
    let folders = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
    for folder in folders where !folder.isEmpty {
      var kept = A11yAuditKit.Scanner(rules: RuleRegistry.all)
      kept.treeBudget = .max
      var frugal = kept
      frugal.treeBudget = 0
      let root = URL(fileURLWithPath: folder)
      let whole = try kept.scan(root: root)
      let checked = try frugal.scan(root: root)
      #expect(checked.findings == whole.findings, "\(folder)")
      #expect(checked.screens == whole.screens, "\(folder)")
      #expect(checked.formerIDs == whole.formerIDs, "\(folder)")
      print(
        "TreeBudgetAppsTests: \(folder): \(whole.findings.count) findings, \(checked.firstPassChecks.checked) files "
          + "checked in the first pass, \(checked.firstPassChecks.rechecked) again; "
          + (try Self.areasCheckedAgain(root)).map { "\($0.key) \($0.value)" }.sorted().joined(separator: ", "))
    }
  }

  /// How many files each area's facts send back to be checked again: those whose first-pass scan read the area's
  /// facts and saw them otherwise than the project has them.
  private static func areasCheckedAgain(_ root: URL) throws -> [String: Int] {
    let listing = A11yAuditKit.Scanner.listSources(root: try AuditRoot(url: root))
    let resources = ProjectResources.read(
      listing.resources.map { (path: $0.path, file: $0.file) }, areas: RuleRegistry.resources)
    let files = A11yAuditKit.Scanner.parse(listing.sources, treeBudget: .max).files
    let project = ProjectContext.resolve(files.map(\.index)).with(resources).completed(with: files)
    let check = A11yAuditKit.Scanner(rules: RuleRegistry.all).speculativeCheck(resources: resources).declaringFirst(
      files.map { ($0.file, $0.bytes) }, treeBudget: 0, jobs: nil)
    var counts: [String: Int] = [:]
    for file in files where file.index.isComplete {
      let speculation = check.scan(file)
      if speculation.scan.needsTreeToDecide { counts["(pending findings)", default: 0] += 1 }
      let words = FileWords(file.bytes, index: file.index)
      for area in speculation.scan.readFacts {
        let name = RuleRegistry.facts.first { ObjectIdentifier($0) == area }.map { $0.areaName } ?? "?"
        let seen = speculation.seen.projected(onto: words, areas: [area])
        if !project.projected(onto: words, areas: [area]).hasSameFacts(as: seen) { counts[name, default: 0] += 1 }
      }
    }
    return counts
  }
}
