/// The data that describes a rule: what CLI, TUI, JSON and Markdown reports print, and the examples tests run.
public struct RuleDescription: Sendable {
  /// Stable kebab-case id used in JSON, suppressions and finding ids (`with-animation-reduce-motion`).
  public var id: String
  /// Short human title.
  public var title: String
  /// One sentence saying what the rule reports.
  public var summary: String
  /// Why the rule exists, how it decides severity, and what it cannot see.
  public var rationale: String
  /// The accessibility setting the rule protects.
  public var category: Category
  /// Severity used when the rule has no finer reason to pick another.
  public var severity: Severity
  /// The WCAG success criterion the rule serves, e.g. `2.3.3 Animation from Interactions`.
  public var wcag: String
  /// Message of a finding that violates the rule.
  public var message: String
  /// Message of a finding whose site already respects the setting.
  public var passingMessage: String
  /// What to do about a violation.
  public var recommendation: String
  /// Code the rule must report, with `↓` at every expected finding.
  public var triggeringExamples: [RuleExample]
  /// Code the rule must not report as a violation (passing sites are allowed).
  public var nonTriggeringExamples: [RuleExample]

  /// Creates a description; examples default to none so a rule without examples fails the example test.
  public init(
    id: String, title: String, summary: String, rationale: String, category: Category, severity: Severity,
    wcag: String, message: String, passingMessage: String, recommendation: String,
    triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = []
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.rationale = rationale
    self.category = category
    self.severity = severity
    self.wcag = wcag
    self.message = message
    self.passingMessage = passingMessage
    self.recommendation = recommendation
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }

  /// The message a finding of this rule prints, depending on whether its site passes.
  public func message(passing: Bool) -> String { passing ? passingMessage : message }
}
