import A11yAuditModel
import SwiftSyntax

/// Turns one file's rule hits into findings: id, span, snippet, the rule's words and the suggested fix.
package struct FindingBuilder {
  package let context: SourceFileContext
  package let bytes: [UInt8]
  /// What the ids of this file's findings leave out, area by area (see ``ProjectFacts/fingerprintFilter(in:)``).
  private let filters: [any FingerprintTokenFilter]

  package init(context: SourceFileContext, bytes: [UInt8]) {
    self.context = context
    self.bytes = bytes
    filters = RuleRegistry.facts.compactMap { $0.fingerprintFilter(in: context) }
  }

  /// A finding and the edits that fix it (empty when it passes or needs a person).
  package struct Built {
    package var finding: Finding
    package var edits: [TextEdit]
    /// The id the finding had before its rule left part of the site out of ids (see
    /// ``RuleHit/idExcludedRanges``), when that differs: a store keyed by it is carried over.
    package var formerID: String?
    /// What decides the finding once the project is known, when its hit's verdict is pending (see
    /// ``PendingVerdict``): the finding is then a violation until decided.
    package var pending: PendingFinding?
    /// Whether another site of the rule in the same declaration has the same tokens: the ids of both are numbered by
    /// occurrence, so dropping either would change the other's.
    package var sharesSite = false
  }

  /// Findings for `hits` of `rule`, ids numbered by occurrence among identical sites in the same declaration.
  package func findings(for hits: [RuleHit], of rule: RuleDescription) -> [Finding] {
    build(hits, of: rule).map(\.finding)
  }

  /// Findings with their fixes.
  package func build(_ hits: [RuleHit], of rule: RuleDescription) -> [Built] {
    let sites = hits.compactMap { hit in SiteExtent(hit.node, start: hit.start).map { (hit, $0) } }
      .sorted { $0.1.byteRange.lowerBound < $1.1.byteRange.lowerBound }
    var occurrences: [String: Int] = [:]
    var formerOccurrences: [String: Int] = [:]
    var keys: [String] = []
    // Former ids are numbered among every site of the rule, as they were.
    let excludesSome = sites.contains { !$0.0.idExcludedRanges.isEmpty }
    var built = sites.map { hit, extent in
      let declarationContext = context.declarationPath(of: hit.node)
      let leavingOut = filters.filter { $0.mayLeaveOut(in: hit.node) }
      func tokens(excluding excluded: [Range<Int>]) -> String {
        leavingOut.isEmpty
          ? extent.tokenText(skipping: [], excluding: excluded, in: bytes)
          : extent.fingerprintText(leavingOut: leavingOut, excluding: excluded, in: bytes)
      }
      func id(_ tokens: String, counting occurrences: inout [String: Int]) -> String {
        let key = declarationContext + "\u{1F}" + tokens
        keys.append(key)
        let occurrence = occurrences[key, default: 0]
        occurrences[key] = occurrence + 1
        return Fingerprint.make(
          rule: rule.id, file: context.file, context: declarationContext, tokens: tokens, occurrence: occurrence)
      }
      let currentTokens = tokens(excluding: hit.idExcludedRanges)
      let findingID = id(currentTokens, counting: &occurrences)
      let formerTokens = hit.idExcludedRanges.isEmpty ? currentTokens : tokens(excluding: [])
      let formerID = excludesSome ? id(formerTokens, counting: &formerOccurrences) : nil
      let range = extent.byteRange
      let start = context.position(of: range.lowerBound)
      let end = context.position(of: range.upperBound)
      let edits = hit.passing ? [] : (hit.fix?.edits ?? [])
      let words = rule.wording(passing: hit.passing, variant: hit.variant, arguments: hit.messageArguments)
      let finding = Finding(
        id: findingID,
        rule: rule.id,
        category: rule.category,
        severity: hit.severity,
        file: context.file,
        span: SourceSpan(start: start, end: end),
        snippet: SnippetText.make(source: bytes, range: range),
        message: words.message,
        recommendation: words.recommendation,
        suggestedFix: edits.isEmpty
          ? nil : UnifiedDiff.make(file: context.file, original: bytes, edits: edits, lines: context.lines),
        passing: hit.passing,
        context: declarationContext,
        kind: hit.kind?.rawValue,
        wcag: words.criteria
      )
      return Built(
        finding: finding, edits: edits, formerID: formerID == findingID ? nil : formerID,
        pending: hit.pending.map { PendingFinding(verdict: $0, rule: rule) })
    }
    guard built.contains(where: { $0.pending != nil }) else { return built }
    // Every id numbered (the current and, when some site leaves part out, the former), each site's key in `keys`.
    let stride = excludesSome ? 2 : 1
    for index in built.indices {
      let siteKeys = keys[index * stride..<(index + 1) * stride]
      built[index].sharesSite = siteKeys.contains { (occurrences[$0] ?? 0) > 1 || (formerOccurrences[$0] ?? 0) > 1 }
    }
    return built
  }
}
