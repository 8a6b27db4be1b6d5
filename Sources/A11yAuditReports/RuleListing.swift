import A11yAuditModel
import A11yAuditScanner
import Foundation

/// The rules as the `rules` command prints them.
public struct RuleListing: Encodable, Sendable {
  /// One rule.
  public struct Entry: Encodable, Sendable {
    public var id: String
    public var title: String
    public var category: String
    public var severity: String
    /// The WCAG 2.2 success criteria the rule tests (its variants' included), by number.
    public var wcag: [String]
    public var summary: String
    /// True findings among the decided ones on the precision benchmark; absent when none was decided.
    public var precision: Double?
    /// Whether the rule is off by default (``RuleDescription/isOptIn``).
    public var optIn: Bool
  }

  public var rules: [Entry]

  /// The listing of `descriptions`.
  public init(_ descriptions: [RuleDescription]) {
    rules = descriptions.map {
      Entry(
        id: $0.id, title: $0.title, category: $0.category.rawValue, severity: $0.severity.rawValue,
        wcag: $0.allCriteria.map(\.number),
        summary: $0.summary, precision: $0.measurement?.precision, optIn: $0.isOptIn)
    }
  }

  /// The listing as JSON.
  public func encoded() throws -> Data { try JSONOutput.encode(self) }

  /// One block per category: id, default severity and summary of each rule.
  public static func text(_ descriptions: [RuleDescription]) -> String {
    var lines: [String] = []
    let width = (descriptions.map(\.id.count) + [SuppressionRuleDescription.unusedSuppression.id.count]).max() ?? 0
    for category in Category.allCases {
      let rules = descriptions.filter { $0.category == category }
      guard !rules.isEmpty else { continue }
      lines.append("\(category.title) (\(category.rawValue))")
      for rule in rules {
        let criteria = rule.allCriteria.map(\.number).joined(separator: ", ")
        let optIn = rule.isOptIn ? "opt-in  " : "        "
        lines.append(
          "  \(pad(rule.id, width))  \(pad(rule.severity.label, 8))  \(pad(criteria, 12))  \(optIn)\(rule.summary)")
      }
      lines.append("")
    }
    let unused = SuppressionRuleDescription.unusedSuppression
    lines.append("Suppressions")
    lines.append("  \(pad(unused.id, width))  \(pad(unused.severity.label, 8))  \(unused.summary)")
    lines.append("")
    let optIn = descriptions.filter(\.isOptIn).count
    lines.append(
      "\(descriptions.count) rules, \(optIn) of them opt-in: measured below "
        + "\(Int(RuleMeasurement.defaultRuleThreshold * 100))% precision on real apps, they run only when "
        + "`opt_in_rules:` in .a11y-audit.yml names them or with --all-rules.")
    let coverage = CriterionCoverage.all(descriptions)
    let covered = Set(descriptions.flatMap(\.allCriteria)).sorted().map(\.title)
    lines.append("WCAG 2.2 criteria the rules test: \(covered.joined(separator: ", ")).")
    lines.append(CriterionCoverage.summary(coverage))
    lines.append("`a11y-audit rules RULE` prints a rule's documentation; `--coverage` lists every criterion.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A rule's documentation: what it reports and why, its messages, its fix and its examples.
  public static func manual(_ rule: RuleDescription) -> String {
    var lines = [
      rule.title, String(repeating: "=", count: rule.title.count), "",
      "Rule id: \(rule.id)", "Category: \(rule.category.title) (\(rule.category.rawValue))",
      "Default severity: \(rule.severity.label)", "Runs: \(rule.isOptIn ? "opt-in" : "by default")",
      "WCAG 2.2: \(rule.wcag)", "Impact: \(rule.impact)",
      "Measured precision: \(rule.precisionSentence)", "",
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
  public static var unusedSuppressionManual: String {
    let unused = SuppressionRuleDescription.unusedSuppression
    return [
      unused.title, String(repeating: "=", count: unused.title.count), "", "Rule id: \(unused.id)",
      "Category: the category of the rule the comment names", "Default severity: \(unused.severity.label)", "",
      unused.summary, "", "Recommendation: \(unused.recommendation)", "",
    ].joined(separator: "\n")
  }

  /// The documentation `a11y-audit rules RULE` prints: a rule's manual, or the `unused-suppression` pseudo-rule's.
  public static func documentation(for id: String) throws(SessionError) -> String {
    if let description = RuleRegistry.description(for: id) { return manual(description) }
    if id == SuppressionRuleDescription.unusedSuppression.id { return unusedSuppressionManual }
    throw RuleRegistry.unknownRule(id)
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
