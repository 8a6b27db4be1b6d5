import Foundation
import Testing

@testable import A11yAuditKit

/// The coverage of WCAG 2.2 Level A and AA: every criterion is accounted for, and the README shows the table the
/// registry gives.
@Suite struct CriterionCoverageTests {
  static let coverage = CriterionCoverage.all(RuleRegistry.all.map { $0.description })

  @Test func everyLevelAAndAACriterionHasAReadingAndARow() {
    let numbers = WCAG22.all.filter { $0.level != .aaa }.map(\.number)

    #expect(Self.coverage.map(\.criterion.number) == numbers)
    #expect(numbers.count == 56)
    for number in numbers {
      #expect(SuccessCriterion.wcag22(number)?.staticReading?.note.isEmpty == false, "\(number) has no reading")
    }
    #expect(WCAG22.all.filter { $0.level == .aaa }.allSatisfy { $0.staticReading == nil })
  }

  @Test func theDecisionFollowsTheRulesAndWhatCodeCanShow() throws {
    func row(_ number: String) throws -> CriterionCoverage {
      try #require(Self.coverage.first { $0.criterion.number == number })
    }

    #expect(try row("4.1.1").decision == .notApplicable)
    #expect(try row("1.3.4").decision == .rules)
    #expect(try row("1.3.4").rules == ["orientation-locked"])
    #expect(try row("1.4.3").decision == .partly)
    #expect(try row("1.4.3").rules.contains("insufficient-contrast"))
    #expect(try row("3.2.3").decision == .person)
    #expect(try row("3.2.3").rules.isEmpty)
    // A criterion code could decide but no rule reads says so.
    let uncovered = CriterionCoverage.all([]).first { $0.criterion.number == "1.3.4" }
    #expect(uncovered?.decision == .person)
    #expect(uncovered?.note.hasPrefix("Code could show some failures; no rule reads it yet.") == true)
  }

  @Test func theREADMEShowsTheCoverageTableTheRulesGive() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let table = CriterionCoverage.markdownTable(Self.coverage)

    #expect(text.contains(table), "README's coverage table differs; `a11y-audit rules --coverage` lists it:\n\(table)")
    #expect(text.contains(CriterionCoverage.summary(Self.coverage)))
  }
}
