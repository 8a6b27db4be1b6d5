/// The rules a scan's configuration turns on, run over one parsed file at a time: what both passes of a scan, and a
/// warm rescan, check each file with.
package struct FileChecker: Sendable {
  package var rules: [any Rule.Type]
  /// Whether suppression comments that silence nothing are reported.
  package var reportsUnusedSuppressions: Bool
  /// Whether findings in preview code are reported (`include: [previews]`).
  package var includesPreviews = false
  /// Whether findings in `#if DEBUG` blocks are reported (`include: [debug]`).
  package var includesDebugOnly = false

  /// The scan of `source` (its tree at hand) in `project`; without `decidingPending`, with the findings whose verdict
  /// waits on the project's facts kept pending (see ``PendingVerdict``).
  package func scan(_ source: ParsedSource, in project: ProjectContext, decidingPending: Bool = true) -> SourceFileScan
  {
    SourceFileScan(
      parsed: source, rules: rules, project: project, reportsUnusedSuppressions: reportsUnusedSuppressions,
      includesPreviews: includesPreviews, includesDebugOnly: includesDebugOnly, decidingPending: decidingPending)
  }
}

extension Scanner {
  /// The checker of this scanner's rules under its configuration (the default one when it has none).
  package var fileChecker: FileChecker {
    let configuration = configuration ?? Configuration()
    return FileChecker(
      rules: configuration.enabled(rules),
      reportsUnusedSuppressions: configuration.isEnabled(SuppressionRuleDescription.unusedSuppression.id),
      includesPreviews: configuration.include.contains(.previews),
      includesDebugOnly: configuration.include.contains(.debug))
  }
}
