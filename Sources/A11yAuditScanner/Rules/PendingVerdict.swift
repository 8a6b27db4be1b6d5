import A11yAuditModel

/// A hit's verdict left to the project's facts (see ``RuleHit/pending``): the scan decides it once every file is
/// indexed, so a file whose tree is let go in the first pass need not be parsed again for it.
///
/// A rule whose sites are found in the file alone but judged by what other files declare (a pushed view is a site, and
/// whether its presenters title it decides it) gives each such hit a verdict here, and reads those facts in `decide`
/// from the project given, not through ``SourceFileContext/projectFacts(_:)``. The hit's own severity, passing and
/// variant and message arguments are then provisional: they are those of a violation, so that its fix is worked out.
package struct PendingVerdict: Sendable {
  /// What the project's facts make of the hit.
  package struct Verdict: Sendable, Equatable {
    package var severity: Severity
    package var passing: Bool
    /// Which of the rule's variants words the finding (see ``RuleHit/variant``).
    package var variant: String?
    package var messageArguments: [String: String]

    package init(severity: Severity, passing: Bool, variant: String?, messageArguments: [String: String] = [:]) {
      self.severity = severity
      self.passing = passing
      self.variant = variant
      self.messageArguments = messageArguments
    }
  }

  /// The hit's verdict in the project (the whole project's facts), or nil when it is no site there.
  package var decide: @Sendable (ProjectContext) -> Verdict?

  package init(_ decide: @escaping @Sendable (ProjectContext) -> Verdict?) {
    self.decide = decide
  }
}

extension RuleHit {
  /// This hit as `project` decides it when its verdict is pending (nil when it is no site there); as it is otherwise.
  package func deciding(in project: ProjectContext) -> RuleHit? {
    guard let pending else { return self }
    guard let verdict = pending.decide(project) else { return nil }
    var hit = self
    hit.pending = nil
    hit.severity = verdict.severity
    hit.passing = verdict.passing
    hit.variant = verdict.variant
    hit.messageArguments = verdict.messageArguments
    return hit
  }
}
