import SwiftSyntax

/// Turns one file's rule hits into findings: id, span, snippet and the rule's words.
struct FindingBuilder {
  let file: String
  let bytes: [UInt8]
  let converter: SourceLocationConverter

  /// Findings for `hits` of `rule`, ids numbered by occurrence among identical sites in the same declaration.
  func findings(for hits: [RuleHit], of rule: RuleDescription) -> [Finding] {
    let sites = hits.compactMap { hit in SiteExtent(hit.node).map { (hit, $0) } }
      .sorted { $0.1.byteRange.lowerBound < $1.1.byteRange.lowerBound }
    var occurrences: [String: Int] = [:]
    return sites.map { hit, extent in
      let context = hit.node.enclosingDeclarationPath
      let tokens = extent.tokenText
      let key = context + "\u{1F}" + tokens
      let occurrence = occurrences[key, default: 0]
      occurrences[key] = occurrence + 1
      let range = extent.byteRange
      let start = converter.location(for: AbsolutePosition(utf8Offset: range.lowerBound))
      let end = converter.location(for: AbsolutePosition(utf8Offset: range.upperBound))
      return Finding(
        id: Fingerprint.make(rule: rule.id, file: file, context: context, tokens: tokens, occurrence: occurrence),
        rule: rule.id,
        category: rule.category,
        severity: hit.severity,
        file: file,
        span: SourceSpan(
          start: SourcePosition(line: start.line, column: start.column),
          end: SourcePosition(line: end.line, column: end.column)
        ),
        snippet: SnippetText.make(source: bytes, range: range),
        message: rule.message(passing: hit.passing),
        recommendation: rule.recommendation,
        passing: hit.passing,
        context: context,
        kind: hit.kind?.rawValue
      )
    }
  }
}
