import A11yAuditModel

extension FindingRecord {
  /// Whether `a11y-audit fix` has a mechanical change for this finding's rule (its ``RuleDescription/automaticFix``):
  /// what the dashboard's `F`, the CLI's `fix --rule` and the MCP server's `show_finding` all ask. A finding that only
  /// an audit file names has no source line to change.
  public var hasAutomaticFix: Bool {
    !isAuditOnly && RuleRegistry.description(for: finding.rule)?.automaticFix != nil
  }
}
