import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit rules [RULE]`: lists every rule, or prints one rule's documentation.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every rule with its category, default severity and summary, or print one rule's documentation.",
    discussion: """
      Disable, enable or re-rate rules in .a11y-audit.yml at the scanned root; silence one site with
      `// a11y-audit:disable:next RULE — reason` (also `:this`, and `disable`/`enable` regions).
      """)

  @Argument(help: "A rule id (`a11y-audit rules` lists them) whose documentation to print.")
  var rule: String?

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Flag(
    name: .long,
    help: "List every WCAG 2.2 Level A and AA criterion: decided by rules, partly, or needing a person, and why.")
  var coverage = false

  func run() throws {
    let descriptions = RuleRegistry.all.map { $0.description }
    if coverage {
      let rows = CriterionCoverage.all(descriptions)
      switch format {
      case .json: Console.write(try JSONOutput.encode(rows.map(CoverageEntry.init)))
      case .text: print(CriterionCoverage.text(rows), terminator: "")
      }
      return
    }
    guard let rule else {
      switch format {
      case .json: Console.write(try RuleListing(descriptions).encoded())
      case .text: print(RuleListing.text(descriptions), terminator: "")
      }
      return
    }
    if format == .json, let description = RuleRegistry.description(for: rule) {
      Console.write(try RuleListing([description]).encoded())
    } else {
      print(try RuleListing.documentation(for: rule), terminator: "")
    }
  }
}

/// One criterion of `rules --coverage --format json`.
private struct CoverageEntry: Encodable {
  var criterion: String
  var name: String
  var level: String
  var decision: String
  var rules: [String]
  var note: String

  init(_ row: CriterionCoverage) {
    criterion = row.criterion.number
    name = row.criterion.name
    level = row.criterion.level.rawValue
    decision = row.decision.rawValue
    rules = row.rules
    note = row.note
  }
}
