/// One site a rule looked at during a scan: a violation, or a site that already respects the setting.
public struct Finding: Codable, Hashable, Sendable {
  /// Stable fingerprint (see ``Fingerprint``): survives lines inserted above and re-indentation.
  public var id: String
  /// Rule id, e.g. `with-animation-reduce-motion`.
  public var rule: String
  public var category: Category
  public var severity: Severity
  /// Path relative to the scanned root, `/`-separated.
  public var file: String
  public var span: SourceSpan
  /// The source of the site as written (trimmed of leading indentation).
  public var snippet: String
  public var message: String
  public var recommendation: String
  /// A unified diff that would fix the site, when the rule knows one.
  public var suggestedFix: String?
  /// True when the site already respects the setting (reported as passing).
  public var passing: Bool
  /// Enclosing declarations, e.g. `WelcomeView.body`.
  public var context: String
  /// The audit's animation type (entrance, transition, continuous, feedback, decorative), when known.
  public var kind: String?
  /// The WCAG 2.2 success criteria the site fails (or would fail), by number, sorted; nil in stores written before
  /// findings named their criteria (``criteria`` then falls back to the rule's).
  public var wcag: [String]?

  public init(
    id: String, rule: String, category: Category, severity: Severity, file: String, span: SourceSpan,
    snippet: String, message: String, recommendation: String, suggestedFix: String? = nil,
    passing: Bool, context: String, kind: String? = nil, wcag: [String]? = nil
  ) {
    self.id = id
    self.rule = rule
    self.category = category
    self.severity = severity
    self.file = file
    self.span = span
    self.snippet = snippet
    self.message = message
    self.recommendation = recommendation
    self.suggestedFix = suggestedFix
    self.passing = passing
    self.context = context
    self.kind = kind
    self.wcag = wcag
  }

  /// 1-based line where the site starts.
  public var line: Int { span.start.line }
  /// 1-based column where the site starts.
  public var column: Int { span.start.column }

  /// Order used everywhere findings are listed by place: file, line, column, rule.
  public static func byLocation(_ lhs: Finding, _ rhs: Finding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
  }
}
