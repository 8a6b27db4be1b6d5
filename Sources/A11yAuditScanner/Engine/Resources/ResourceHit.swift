import A11yAuditModel

/// One site a rule reports in a project file that is not Swift (an `Info.plist` key, a build setting): whole lines of
/// the file. The scanner adds the id, span, snippet and words, as it does for a ``RuleHit``.
public struct ResourceHit: Sendable {
  /// The file, relative to the root, as ``ProjectResources`` read it.
  public var file: String
  /// 1-based lines the site covers.
  public var lines: ClosedRange<Int>
  /// What the site is within the file (`UISupportedInterfaceOrientations~ipad`, `Release`): the finding's context,
  /// part of its id.
  public var context: String
  /// How much the site hurts.
  public var severity: Severity
  /// True when the site already respects the criterion.
  public var passing: Bool
  /// Which of the rule's ``RuleVariant``s words the finding.
  public var variant: String?
  /// Values for the `{placeholders}` of the rule's message and recommendation.
  package var messageArguments: [String: String] = [:]

  /// Creates a hit on `lines` of `file`.
  public init(
    file: String, lines: ClosedRange<Int>, context: String, severity: Severity, passing: Bool, variant: String? = nil
  ) {
    self.file = file
    self.lines = lines
    self.context = context
    self.severity = severity
    self.passing = passing
    self.variant = variant
  }
}

/// Turns the hits rules report in files that are not Swift into findings. Suppression comments do not apply there;
/// `.a11y-audit.yml` does (disabled rules, severities).
package struct ResourceFindingBuilder {
  package let resources: ProjectResources

  /// The findings of `hits` of `rule`, ids numbered by occurrence among identical sites of the same context.
  package func findings(for hits: [ResourceHit], of rule: RuleDescription) -> [Finding] {
    var occurrences: [String: Int] = [:]
    var tables: [String: LineTable] = [:]
    return hits.sorted { ($0.file, $0.lines.lowerBound) < ($1.file, $1.lines.lowerBound) }.compactMap { hit in
      guard let bytes = resources.bytes(of: hit.file) else { return nil }
      let table = tables[hit.file] ?? LineTable(bytes)
      tables[hit.file] = table
      guard hit.lines.lowerBound >= 1, hit.lines.upperBound <= table.count else { return nil }
      var start = table.start(of: hit.lines.lowerBound - 1)
      let lineStart = start
      var end = table.start(of: hit.lines.upperBound)
      while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
      while end > start, [UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end - 1]) { end -= 1 }
      let endLine = table.line(containing: max(start, end - 1))
      let tokens = String(decoding: bytes[start..<end].filter { ![9, 10, 13, 32].contains($0) }, as: UTF8.self)
      let key = hit.file + "\u{1F}" + hit.context + "\u{1F}" + tokens
      let occurrence = occurrences[key, default: 0]
      occurrences[key] = occurrence + 1
      return Finding(
        id: Fingerprint.make(
          rule: rule.id, file: hit.file, context: hit.context, tokens: tokens, occurrence: occurrence),
        rule: rule.id,
        category: rule.category,
        severity: hit.severity,
        file: hit.file,
        span: SourceSpan(
          start: SourcePosition(line: hit.lines.lowerBound, column: start - lineStart + 1),
          end: SourcePosition(line: endLine + 1, column: end - table.start(of: endLine) + 1)),
        snippet: SnippetText.make(source: bytes, range: start..<end),
        message: rule.message(passing: hit.passing, variant: hit.variant).filling(hit.messageArguments),
        recommendation: rule.recommendation(variant: hit.variant).filling(hit.messageArguments),
        passing: hit.passing,
        context: hit.context,
        wcag: rule.criteria(variant: hit.variant)
      )
    }
  }
}
