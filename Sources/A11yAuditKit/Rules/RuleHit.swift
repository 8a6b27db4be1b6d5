import SwiftSyntax

/// One site a rule reports; the scanner adds the id, span, snippet and words.
public struct RuleHit {
  /// The site. For a modifier call (`view.animation(…)`) the finding starts at the modifier's `.`.
  public var node: Syntax
  /// How much the site hurts, by the audit's severity table.
  public var severity: Severity
  /// True when the site already respects the setting.
  public var passing: Bool
  /// The audit's animation type, for motion rules.
  public var kind: AnimationKind?

  /// Creates a hit for `node`.
  public init(node: some SyntaxProtocol, severity: Severity, passing: Bool, kind: AnimationKind? = nil) {
    self.node = Syntax(node)
    self.severity = severity
    self.passing = passing
    self.kind = kind
  }
}
