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
    guard let description = RuleRegistry.description(for: rule) else {
      if rule == SuppressionRuleDescription.unusedSuppression.id {
        print(RuleListing.unusedSuppressionManual, terminator: "")
        return
      }
      let ids = descriptions.map(\.id)
      let hint = ids.first { $0.hasPrefix(rule) || rule.hasPrefix($0) }.map { "; did you mean \($0)?" } ?? ""
      throw CLIError("unknown rule \"\(rule)\"\(hint); `a11y-audit rules` lists them")
    }
    switch format {
    case .json: Console.write(try RuleListing([description]).encoded())
    case .text: print(RuleListing.manual(description), terminator: "")
    }
  }
}

/// The rules as the `rules` command prints them.
struct RuleListing: Encodable {
  struct Entry: Encodable {
    var id: String
    var title: String
    var category: String
    var severity: String
    var wcag: String
    var summary: String
  }

  var rules: [Entry]

  init(_ descriptions: [RuleDescription]) {
    rules = descriptions.map {
      Entry(
        id: $0.id, title: $0.title, category: $0.category.rawValue, severity: $0.severity.rawValue, wcag: $0.wcag,
        summary: $0.summary)
    }
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// One block per category: id, default severity and summary of each rule.
  static func text(_ descriptions: [RuleDescription]) -> String {
    var lines: [String] = []
    let width = (descriptions.map(\.id.count) + [SuppressionRuleDescription.unusedSuppression.id.count]).max() ?? 0
    for category in Category.allCases {
      let rules = descriptions.filter { $0.category == category }
      guard !rules.isEmpty else { continue }
      lines.append("\(category.title) (\(category.rawValue))")
      for rule in rules {
        lines.append("  \(pad(rule.id, width))  \(pad(rule.severity.label, 8))  \(rule.summary)")
      }
      lines.append("")
    }
    let unused = SuppressionRuleDescription.unusedSuppression
    lines.append("Suppressions")
    lines.append("  \(pad(unused.id, width))  \(pad(unused.severity.label, 8))  \(unused.summary)")
    lines.append("")
    lines.append("\(descriptions.count) rules. `a11y-audit rules RULE` prints a rule's documentation.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A rule's documentation: what it reports and why, its messages, its fix and its examples.
  static func manual(_ rule: RuleDescription) -> String {
    var lines = [
      rule.title, String(repeating: "=", count: rule.title.count), "",
      "Rule id: \(rule.id)", "Category: \(rule.category.title) (\(rule.category.rawValue))",
      "Default severity: \(rule.severity.label)", "WCAG: \(rule.wcag)", "Impact: \(rule.impact)", "",
      rule.summary, "",
    ]
    lines += rule.rationale.components(separatedBy: "\n\n").flatMap { [$0, ""] }
    lines += ["Message: \(rule.message)", "Recommendation: \(rule.recommendation)"]
    for variant in rule.variants {
      lines.append("  For \(variant.when): \(variant.message). \(variant.recommendation)")
    }
    lines += ["Passing: \(rule.passingMessage)", "", "Automatic fix: \(rule.automaticFix ?? "none")", ""]
    for example in rule.triggeringExamples {
      lines += ["Incorrect:", "", example.strippedCode.indented, ""]
    }
    for example in rule.nonTriggeringExamples {
      lines += ["Correct:", "", example.code.indented, ""]
    }
    lines.append("Silence one site: // a11y-audit:disable:next \(rule.id) — reason")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The documentation of the `unused-suppression` pseudo-rule.
  static var unusedSuppressionManual: String {
    let unused = SuppressionRuleDescription.unusedSuppression
    return [
      unused.title, String(repeating: "=", count: unused.title.count), "", "Rule id: \(unused.id)",
      "Category: the category of the rule the comment names", "Default severity: \(unused.severity.label)", "",
      unused.summary, "", "Recommendation: \(unused.recommendation)", "",
    ].joined(separator: "\n")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

extension String {
  /// Every line indented by four spaces.
  fileprivate var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
  }
}
