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

  func run() throws {
    let descriptions = RuleRegistry.all.map { $0.description }
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
