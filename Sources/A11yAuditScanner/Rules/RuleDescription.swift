import A11yAuditModel

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
  /// The WCAG 2.2 success criteria the rule tests, by number (`2.3.3`), the main one first; a variant may name
  /// others (see ``RuleVariant/criteria``).
  public var criteria: [String]
  /// Message of a finding that violates the rule.
  public var message: String
  /// Message of a finding whose site already respects the setting.
  public var passingMessage: String
  /// What to do about a violation.
  public var recommendation: String
  /// How much the rule's violations hurt, as the `impact` of the rule document's front matter and `rules RULE`
  /// print it: the ``severity``'s ``Severity/label`` (`HIGH`).
  public var impact: String { severity.label }
  /// Who it affects and why it matters, one line (the front matter's `impactDescription`).
  public var impactDescription: String
  /// Front-matter tags (`anim`, `accessibility`, `reduce-motion`, …).
  public var tags: [String]
  /// Messages and recommendations for the kinds of site the rule tells apart; ``message`` and
  /// ``recommendation`` apply to the others.
  public var variants: [RuleVariant]
  /// What `a11y-audit fix` rewrites for this rule, or nil when its violations need a person.
  public var automaticFix: String?
  /// What the rule still gets wrong on real apps, as the precision benchmark's false alarms showed; empty when it
  /// had none.
  public var knownFalseAlarms: String
  /// Code the rule must report, with `↓` at every expected finding.
  public var triggeringExamples: [RuleExample]
  /// Code the rule must not report as a violation (passing sites are allowed).
  public var nonTriggeringExamples: [RuleExample]

  /// Creates a description; examples default to none so a rule without examples fails the example test.
  public init(
    id: String, title: String, summary: String, rationale: String, category: Category, severity: Severity,
    criteria: [String], message: String, passingMessage: String, recommendation: String,
    impactDescription: String = "", tags: [String] = [], variants: [RuleVariant] = [],
    automaticFix: String? = nil, knownFalseAlarms: String = "", triggeringExamples: [RuleExample] = [],
    nonTriggeringExamples: [RuleExample] = []
  ) {
    self.knownFalseAlarms = knownFalseAlarms
    self.id = id
    self.title = title
    self.summary = summary
    self.rationale = rationale
    self.category = category
    self.severity = severity
    self.criteria = criteria
    self.message = message
    self.passingMessage = passingMessage
    self.recommendation = recommendation
    self.impactDescription = impactDescription
    self.tags = tags
    self.variants = variants
    self.automaticFix = automaticFix
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }

  /// The rule's labelled findings on the precision benchmark, or nil when it reported nothing there.
  public var measurement: RuleMeasurement? { RuleMeasurement.benchmark[id] }

  /// How often a reported violation is a real problem, as measured on the benchmark (SARIF's `precision`); nil when
  /// no finding of the rule was decided there.
  public var precision: RulePrecision? { measurement?.level }

  /// Whether the rule's measured precision is below ``RuleMeasurement/defaultRuleThreshold``, the bar a rule on by
  /// default is held to.
  public var isBelowPrecisionBar: Bool {
    (measurement?.precision).map { $0 < RuleMeasurement.defaultRuleThreshold } ?? false
  }

  /// Whether the rule is off by default: a rule measured below the bar runs only when `.a11y-audit.yml` names it
  /// in `opt_in_rules:` (or `enabled_rules:`), or `--all-rules` is given, until a new measurement clears it.
  public var isOptIn: Bool { isBelowPrecisionBar }

  /// The message a finding of this rule prints, depending on whether its site passes.
  public func message(passing: Bool) -> String { passing ? passingMessage : message }

  /// The message of a finding whose site is of kind `variant` (see ``variants``).
  public func message(passing: Bool, variant: String?) -> String {
    guard !passing, let match = variants.first(where: { $0.id == variant }) else { return message(passing: passing) }
    return match.message
  }

  /// The criteria a site of kind `variant` fails, sorted by number.
  public func criteria(variant: String?) -> [String] {
    let numbers = variants.first { $0.id == variant }?.criteria ?? criteria
    return numbers.sorted {
      (SuccessCriterion.wcag22($0) ?? .unknown($0)) < (SuccessCriterion.wcag22($1) ?? .unknown($1))
    }
  }

  /// Every criterion the rule can report (its own and its variants'), in number order.
  public var allCriteria: [SuccessCriterion] {
    Set(criteria + variants.flatMap { $0.criteria ?? [] }).compactMap(SuccessCriterion.wcag22).sorted()
  }

  /// `2.3.3 Animation from Interactions (AAA)`, and the criteria of the variants that add some, for people to read.
  public var wcag: String {
    let own = criteria.compactMap(SuccessCriterion.wcag22).map(\.title).joined(separator: ", ")
    let more = variants.compactMap { variant -> String? in
      guard let numbers = variant.criteria, Set(numbers) != Set(criteria) else { return nil }
      let titles = numbers.compactMap(SuccessCriterion.wcag22).map(\.title).joined(separator: ", ")
      return "\(titles) when \(variant.when)"
    }
    return ([own] + more).joined(separator: "; ")
  }

  /// The recommendation for a site of kind `variant`.
  public func recommendation(variant: String?) -> String {
    variants.first { $0.id == variant }?.recommendation ?? recommendation
  }

  /// What a finding of this rule says and cites: its message and recommendation for a site of kind `variant`, passing
  /// or not, filled with `arguments`, and the criteria of that kind.
  package func wording(
    passing: Bool, variant: String?, arguments: [String: String]
  ) -> (message: String, recommendation: String, criteria: [String]) {
    (
      message(passing: passing, variant: variant).filling(arguments),
      recommendation(variant: variant).filling(arguments), criteria(variant: variant)
    )
  }
}
