import SwiftSyntax

/// Turns one file's rule hits into findings: id, span, snippet, the rule's words and the suggested fix.
struct FindingBuilder {
  let context: SourceFileContext
  let bytes: [UInt8]

  /// A finding and the edits that fix it (empty when it passes or needs a person).
  struct Built {
    var finding: Finding
    var edits: [TextEdit]
  }

  /// Findings for `hits` of `rule`, ids numbered by occurrence among identical sites in the same declaration.
  func findings(for hits: [RuleHit], of rule: RuleDescription) -> [Finding] {
    build(hits, of: rule).map(\.finding)
  }

  /// Findings with their fixes.
  func build(_ hits: [RuleHit], of rule: RuleDescription) -> [Built] {
    let sites = hits.compactMap { hit in SiteExtent(hit.node, start: hit.start).map { (hit, $0) } }
      .sorted { $0.1.byteRange.lowerBound < $1.1.byteRange.lowerBound }
    var occurrences: [String: Int] = [:]
    let guards = context.reduceMotionGuards
    let mayGuard = !guards.settingNames.isEmpty || context.index.mentionsSystemSetting
    return sites.map { hit, extent in
      let declarationContext = context.declarationPath(of: hit.node)
      let tokens =
        mayGuard && guards.mayReadSetting(in: hit.node)
        ? extent.fingerprintText(guards: guards, in: bytes) : extent.tokenText(in: bytes)
      let key = declarationContext + "\u{1F}" + tokens
      let occurrence = occurrences[key, default: 0]
      occurrences[key] = occurrence + 1
      let range = extent.byteRange
      let start = context.position(of: range.lowerBound)
      let end = context.position(of: range.upperBound)
      let edits = hit.passing ? [] : (hit.fix?.edits ?? [])
      let finding = Finding(
        id: Fingerprint.make(
          rule: rule.id, file: context.file, context: declarationContext, tokens: tokens, occurrence: occurrence),
        rule: rule.id,
        category: rule.category,
        severity: hit.severity,
        file: context.file,
        span: SourceSpan(start: start, end: end),
        snippet: SnippetText.make(source: bytes, range: range),
        message: rule.message(passing: hit.passing, variant: hit.variant).filling(hit.messageArguments),
        recommendation: rule.recommendation(variant: hit.variant).filling(hit.messageArguments),
        suggestedFix: edits.isEmpty
          ? nil : UnifiedDiff.make(file: context.file, original: bytes, lines: context.lines, edits: edits),
        passing: hit.passing,
        context: declarationContext,
        kind: hit.kind?.rawValue
      )
      return Built(finding: finding, edits: edits)
    }
  }
}
