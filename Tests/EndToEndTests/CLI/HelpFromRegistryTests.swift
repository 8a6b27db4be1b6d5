import A11yAuditKit
import Foundation
import Testing

/// What `--help` and `rules` say about areas and fixes comes from the registry: a new area or a new automatic fix
/// shows in the help without anyone editing it.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct HelpFromRegistryTests {
  /// What `a11y-audit ARGUMENTS` prints, with the help's line wrapping and indentation folded into single spaces.
  private func printed(_ arguments: [String]) throws -> String {
    let output = try CLIRunner.run(arguments)
    #expect(output.status == 0, "a11y-audit \(arguments.joined(separator: " ")): \(output.stderr)")
    return output.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(arguments: [["--help"], ["findings", "--help"], ["status", "--help"], ["report", "--help"], ["rules"]])
  func everyAreaIsNamedInTheHelpOfACommandTakingAnArea(_ arguments: [String]) throws {
    let help = try printed(arguments)
    let missing = A11yAuditKit.Category.allCases.map(\.rawValue).filter { !help.contains($0) }
    #expect(missing == [], "a11y-audit \(arguments.joined(separator: " ")) does not name \(missing)")
  }

  @Test func theTopLevelHelpNamesEveryAreaByItsTitle() throws {
    let help = try printed(["--help"])
    let missing = A11yAuditKit.Category.allCases.map(\.title).filter { !help.contains($0) }
    #expect(missing == [])
    #expect(help.contains("in \(A11yAuditKit.Category.allCases.count) areas"))
  }

  @Test func fixHelpNamesEveryRuleWithAnAutomaticFix() throws {
    let help = try printed(["fix", "--help"])
    let fixed = RuleRegistry.automaticallyFixed.map { $0.description.id }
    #expect(fixed.count > RuleRegistry.fixedWhenNamed.count && !RuleRegistry.fixedWhenNamed.isEmpty)
    #expect(fixed.filter { !help.contains($0) } == [])
    for rule in RuleRegistry.fixedWhenNamed.map({ $0.description }) {
      let fix = (rule.automaticFix ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(help.contains("\(rule.id): \(fix)"), "fix --help does not say what \(rule.id)'s fix does")
    }
    let unfixed = RuleRegistry.all.map { $0.description }.filter {
      $0.automaticFix == nil && $0.category != .reduceMotion
    }
    #expect(unfixed.filter { help.contains($0.id) }.map(\.id) == [], "fix --help names rules it cannot fix")
  }
}
