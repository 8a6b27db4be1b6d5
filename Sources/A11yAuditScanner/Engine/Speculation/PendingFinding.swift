import A11yAuditModel

/// A finding built in the first pass whose verdict waits on the project's facts (see ``PendingVerdict``): until
/// decided, it is the violation its hit would be.
package struct PendingFinding: Sendable {
  package var verdict: PendingVerdict
  /// The rule's words, filled again with the verdict's arguments.
  package var rule: RuleDescription

  /// `finding` as `project` decides it, or nil when it is no site there. A passing finding has no fix.
  package func decided(_ finding: Finding, in project: ProjectContext) -> Finding? {
    guard let verdict = verdict.decide(project) else { return nil }
    var decided = finding
    decided.severity = verdict.severity
    decided.passing = verdict.passing
    (decided.message, decided.recommendation, decided.wcag) = rule.wording(
      passing: verdict.passing, variant: verdict.variant, arguments: verdict.messageArguments)
    if verdict.passing { decided.suggestedFix = nil }
    return decided
  }
}

extension SourceFileScan {
  /// This scan with its pending findings decided in `project`, the whole project (see ``PendingVerdict``): each is
  /// dropped, or given its severity, passing, words and criteria. The same scan as checking the file in `project`, for the
  /// scan kept its pending findings only when deciding them leaves the others' ids and places as they are
  /// (``needsTreeToDecide``).
  package func deciding(in project: ProjectContext) -> SourceFileScan {
    guard !pending.isEmpty else { return self }
    var scan = self
    scan.pending = [:]
    scan.findings = findings.compactMap { finding in
      guard let pending = pending[finding.id] else { return finding }
      guard let decided = pending.decided(finding, in: project) else {
        scan.edits[finding.id] = nil
        scan.formerIDs[finding.id] = nil
        return nil
      }
      if decided.passing { scan.edits[finding.id] = nil }
      return decided
    }
    return scan
  }
}
