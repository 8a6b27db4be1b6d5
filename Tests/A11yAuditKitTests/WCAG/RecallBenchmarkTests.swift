import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// Recall on the project's own labelled examples (`Benchmarks/recall/*.cases`, see ``RecallCase``): per criterion,
/// the share of `bad` cases a scan with every rule reports a violation of that criterion in, and the share of `good`
/// cases it reports none in. Each criterion has at least ten of each, and both shares are 0.9 or more.
@Suite struct RecallBenchmarkTests {
  /// `Benchmarks/recall`.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Benchmarks/recall")

  /// The criteria with cases, from the files' names (`2.4.4-link-purpose.cases` probes 2.4.4).
  static let criteria: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let numbers = names.filter { $0.hasSuffix(".cases") }.compactMap { $0.split(separator: "-").first.map(String.init) }
    return Set(numbers).sorted {
      (SuccessCriterion.wcag22($0) ?? .unknown($0)) < (SuccessCriterion.wcag22($1) ?? .unknown($1))
    }
  }()

  /// Every case of the criterion `number`, from all its files.
  static func cases(of number: String) throws -> [RecallCase] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.filter { $0.hasPrefix(number + "-") && $0.hasSuffix(".cases") }.flatMap { name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return try RecallCase.parse(text, file: "Benchmarks/recall/" + name)
    }
  }

  /// The violations of `number` a scan of the case's files with every rule reports.
  static func violations(of number: String, in example: RecallCase) throws -> [Finding] {
    let root = try FixtureFolder.scratch("recall")
    defer { try? FileManager.default.removeItem(at: root) }
    for file in example.files {
      let url = root.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
    }
    let findings = try Scanner(rules: RuleRegistry.all).scan(root: root).findings
    return findings.filter { !$0.passing && $0.criteria.contains(number) }
  }

  @Test func everyCriterionWithCasesIsOneWCAG22Criterion() {
    #expect(!Self.criteria.isEmpty, "no cases in \(Self.folder.path)")
    for number in Self.criteria {
      #expect(SuccessCriterion.wcag22(number) != nil, "\(number) is no WCAG 2.2 criterion")
    }
  }

  @Test(arguments: criteria)
  func theRulesFindNineInTenBadCasesAndPassNineInTenGoodOnes(number: String) throws {
    let cases = try Self.cases(of: number)
    let bad = cases.filter(\.isBad)
    let good = cases.filter { !$0.isBad }
    #expect(bad.count >= 10, "\(number) has \(bad.count) bad cases")
    #expect(good.count >= 10, "\(number) has \(good.count) good cases")

    var missed: [RecallCase] = []
    var alarms: [(RecallCase, [Finding])] = []
    for example in cases {
      let found = try Self.violations(of: number, in: example)
      if example.isBad, found.isEmpty { missed.append(example) }
      if !example.isBad, !found.isEmpty { alarms.append((example, found)) }
    }
    let recall = Double(bad.count - missed.count) / Double(max(bad.count, 1))
    let specificity = Double(good.count - alarms.count) / Double(max(good.count, 1))
    print(
      "recall \(number): bad \(bad.count - missed.count)/\(bad.count), good \(good.count - alarms.count)/\(good.count)")
    for example in missed { print("  missed \(example)") }
    for (example, found) in alarms { print("  reported \(example): \(found.map { "\($0.rule) \($0.line)" })") }

    #expect(recall >= 0.9, "missed: \(missed.map(\.description).joined(separator: "; "))")
    #expect(
      specificity >= 0.9,
      "reported: \(alarms.map { "\($0.0) → \($0.1.map { "\($0.rule) \($0.line)" })" }.joined(separator: "; "))")
  }

  @Test func aCasesFileSplitsIntoCasesAndTheirFiles() throws {
    let text = """
      # 1.4.3 Contrast (Minimum)
      === bad: grey on white
      struct A {}
      === good: an asset colour
      struct B {}
      --- Assets.xcassets/Ink.colorset/Contents.json
      {}
      """
    let cases = try RecallCase.parse(text, file: "x.cases")

    #expect(cases.map(\.isBad) == [true, false])
    #expect(cases.map(\.title) == ["grey on white", "an asset colour"])
    #expect(cases[1].files.map(\.path) == ["Example.swift", "Assets.xcassets/Ink.colorset/Contents.json"])
    #expect(cases[0].files.map(\.contents) == ["struct A {}\n"])
    #expect(throws: RecallCaseError.self) { try RecallCase.parse("=== worse: x\n", file: "x.cases") }
  }
}
