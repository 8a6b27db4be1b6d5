import A11yAuditModel

extension FindingRecord {
  /// Whether `a11y-audit fix` has a mechanical change for this finding's rule (its ``RuleDescription/automaticFix``):
  /// what the dashboard's `F`, the CLI's `fix --rule` and the MCP server's `show_finding` all ask. A finding that only
  /// an audit file names has no source line to change.
  public var hasAutomaticFix: Bool {
    !isAuditOnly && RuleRegistry.description(for: finding.rule)?.hasAutomaticFix == true
  }
}

extension RuleDescription {
  /// Whether `a11y-audit fix` (``AutomaticFixer``) has a mechanical change for the rule's violations: the one test
  /// behind ``FindingRecord/hasAutomaticFix``, ``RuleRegistry/automaticallyFixed`` and the `fix` command's help.
  public var hasAutomaticFix: Bool { automaticFix != nil }
}
