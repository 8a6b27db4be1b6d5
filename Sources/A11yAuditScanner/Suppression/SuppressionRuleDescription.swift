import A11yAuditModel

/// The words of the findings suppressions produce themselves: a suppression comment that silences nothing.
public enum SuppressionRuleDescription {
  /// The `unused-suppression` pseudo-rule: reported by the scanner, not by a syntax rule, in the category of the
  /// rule the comment names.
  public static let unusedSuppression = (
    id: "unused-suppression",
    title: "Remove suppressions that suppress nothing",
    summary: "An `a11y-audit:disable…` comment whose rule reports nothing on the lines it covers.",
    message: "Suppression of `{rule}` suppresses nothing",
    recommendation: """
    Remove the comment, or move it to the line of the finding it is meant for (`disable:next` covers the next \
    line, `disable:this` its own line, `disable`…`enable` the lines between).
    """,
    severity: Severity.low
  )

  /// The finding for an unused suppression of `entry.rule` in `file`.
  package static func unusedFinding(
    for entry: SuppressionList.Entry, in file: SourceFileContext, occurrence: Int
  ) -> Finding {
    let words = unusedSuppression
    let context = file.declarationPath(of: entry.token)
    let category = RuleRegistry.description(for: entry.rule)?.category ?? .reduceMotion
    return Finding(
      id: Fingerprint.make(
        rule: words.id, file: file.file, context: context, tokens: entry.comment.text + " " + entry.rule,
        occurrence: occurrence),
      rule: words.id, category: category, severity: words.severity, file: file.file,
      span: SourceSpan(
        start: SourcePosition(line: entry.comment.line, column: entry.comment.column),
        end: SourcePosition(line: entry.comment.line, column: entry.comment.endColumn)),
      snippet: entry.comment.text,
      message: words.message.filling(["rule": entry.rule]),
      recommendation: words.recommendation, passing: false, context: context)
  }
}
