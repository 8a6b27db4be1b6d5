import A11yAuditModel

extension Finding {
  /// The criteria the site fails: its own, else its rule's, else its area's.
  public var criteria: [String] {
    wcag ?? RuleRegistry.description(for: rule)?.criteria(variant: nil) ?? category.criteria
  }
}
