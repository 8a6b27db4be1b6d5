import A11yAuditModel
import SwiftSyntax

/// The suppression comments of one file and what they silence. A violation is suppressed when a comment naming its
/// rule covers it: `disable:next` covers the statement or modifier that starts after the comment (a whole modifier
/// chain, but not the views inside its closures), `disable:this` the comment's own line, and `disable`…`enable` the
/// source between. A suppression that silences nothing is reported as `unused-suppression`.
package struct SuppressionList {
  /// One suppression: its rule and the source it covers.
  package struct Entry {
    package var rule: String
    /// UTF-8 offsets covered.
    package var covered: Range<Int>
    /// Closure bodies inside ``covered`` that a `disable:next` does not reach.
    package var excluded: [Range<Int>]
    package var comment: SuppressionComment
    package var token: TokenSyntax

    /// Whether a violation spanning `range` (and starting at its lower bound) is silenced.
    package func covers(_ range: Range<Int>) -> Bool {
      let overlaps = range.isEmpty ? covered.contains(range.lowerBound) : covered.overlaps(range)
      return overlaps && !excluded.contains { $0.contains(range.lowerBound) }
    }
  }

  package private(set) var entries: [Entry] = []
  /// Comments that name the tool but cannot be read, and rule ids no rule has.
  package private(set) var problems: [SuppressionComment.Malformed] = []

  /// The suppressions of a parsed file.
  package init(file: SourceFileContext, knownRules: Set<String>) {
    let marker = SuppressionComment.markerBytes
    var open: [String: (SuppressionComment, TokenSyntax, Int)] = [:]
    var searchFrom = 0
    var readComments: Set<Int> = []
    while let offset = file.bytes.firstOffset(of: marker, in: searchFrom..<file.bytes.count) {
      searchFrom = offset + marker.count
      guard let token = file.syntax.token(at: AbsolutePosition(utf8Offset: offset)) else { continue }
      for (trivia, start, isLeading) in [
        (token.leadingTrivia, token.position, true),
        (token.trailingTrivia, token.endPositionBeforeTrailingTrivia, false),
      ] {
        var pieceStart = start.utf8Offset
        for piece in trivia.pieces {
          let pieceRange = pieceStart..<pieceStart + piece.sourceLength.utf8Length
          pieceStart = pieceRange.upperBound
          guard case .lineComment(let text) = piece, pieceRange.contains(offset),
            readComments.insert(pieceRange.lowerBound).inserted
          else { continue }
          let location = file.position(of: pieceRange.lowerBound)
          switch SuppressionComment.parse(text, line: location.line, column: location.column) {
          case nil: continue
          case .failure(let malformed)?: problems.append(malformed)
          case .success(let comment)?:
            let next = isLeading ? token : token.nextToken(viewMode: .sourceAccurate)
            add(comment, at: pieceRange, next: next, owner: token, file: file, knownRules: knownRules, open: &open)
          }
        }
      }
    }
    for (rule, (start, token, offset)) in open {
      entries.append(
        Entry(rule: rule, covered: offset..<file.bytes.count, excluded: [], comment: start, token: token))
    }
    entries.sort { ($0.comment.line, $0.rule) < ($1.comment.line, $1.rule) }
  }

  private mutating func add(
    _ comment: SuppressionComment, at range: Range<Int>, next: TokenSyntax?, owner: TokenSyntax,
    file: SourceFileContext, knownRules: Set<String>, open: inout [String: (SuppressionComment, TokenSyntax, Int)]
  ) {
    for rule in comment.rules {
      guard knownRules.contains(rule) else {
        let hint = Configuration.closest(to: rule, in: knownRules.sorted()).map { "; did you mean `\($0)`?" } ?? ""
        problems.append(.init(line: comment.line, message: "suppression names unknown rule `\(rule)`\(hint)"))
        continue
      }
      switch comment.command {
      case .next:
        guard let next else { continue }
        let statement = next.outermostNodeStartingHere
        let covered =
          next.positionAfterSkippingLeadingTrivia.utf8Offset..<statement.endPositionBeforeTrailingTrivia.utf8Offset
        entries.append(
          Entry(rule: rule, covered: covered, excluded: statement.closureBodies, comment: comment, token: owner))
      case .this:
        let line = file.lines.line(containing: range.lowerBound)
        let end = line + 1 < file.lines.count ? file.lines.start(of: line + 1) : file.bytes.count
        entries.append(
          Entry(rule: rule, covered: file.lines.start(of: line)..<end, excluded: [], comment: comment, token: owner))
      case .disable:
        open[rule] = (comment, owner, range.lowerBound)
      case .enable:
        guard let (start, startToken, offset) = open.removeValue(forKey: rule) else {
          problems.append(.init(line: comment.line, message: "`a11y-audit:enable \(rule)` has no disable before it"))
          continue
        }
        entries.append(
          Entry(rule: rule, covered: offset..<range.upperBound, excluded: [], comment: start, token: startToken))
      }
    }
  }

  /// `findings` without the violations a suppression covers, and a finding for each suppression of a rule that ran
  /// which silenced nothing.
  package func apply(to findings: [Finding], ranRules: Set<String>, in file: SourceFileContext) -> [Finding] {
    guard !entries.isEmpty else { return findings }
    var used = Array(repeating: false, count: entries.count)
    let kept = findings.filter { finding in
      guard !finding.passing else { return true }
      let range = file.offset(of: finding.span.start)..<file.offset(of: finding.span.end)
      var suppressed = false
      for (index, entry) in entries.enumerated() where entry.rule == finding.rule && entry.covers(range) {
        used[index] = true
        suppressed = true
      }
      return !suppressed
    }
    guard ranRules.contains(SuppressionRuleDescription.unusedSuppression.id) else { return kept }
    var unused: [Finding] = []
    var occurrences: [String: Int] = [:]
    for (index, entry) in entries.enumerated() where !used[index] && ranRules.contains(entry.rule) {
      let key = entry.comment.text + "\u{1F}" + entry.rule
      let occurrence = occurrences[key, default: 0]
      occurrences[key] = occurrence + 1
      unused.append(SuppressionRuleDescription.unusedFinding(for: entry, in: file, occurrence: occurrence))
    }
    return kept + unused
  }
}

extension SourceFileContext {
  /// The UTF-8 offset of a 1-based line and column.
  fileprivate func offset(of position: SourcePosition) -> Int {
    let line = min(max(position.line - 1, 0), lines.count - 1)
    return lines.start(of: line) + position.column - 1
  }
}

extension TokenSyntax {
  /// The largest statement, declaration or expression that starts with this token (the whole
  /// `Text("a").font(.system(size: 11))` for `Text`); for the `.` of a modifier on a line of its own, that modifier's
  /// call (`.font(.system(size: 11))`); else the token itself.
  fileprivate var outermostNodeStartingHere: Syntax {
    if tokenKind == .period, let member = parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
    {
      return Syntax(call)
    }
    var node = Syntax(self)
    while let parent = node.parent, !parent.kind.isSyntaxCollection, !parent.is(SourceFileSyntax.self),
      parent.firstToken(viewMode: .sourceAccurate)?.id == id
    {
      node = parent
    }
    return node
  }
}

extension Syntax {
  /// The bodies of the closures inside this node, whose views a `disable:next` on the node does not cover.
  fileprivate var closureBodies: [Range<Int>] {
    outermostClosures.map { $0.statements.position.utf8Offset..<$0.statements.endPosition.utf8Offset }
  }
}

extension SourceFileScan {
  /// Drops the violations the file's suppression comments cover (and their fixes), adds the unused suppressions of
  /// rules that ran, and records comments that cannot be read.
  package mutating func applySuppressions(in file: SourceFileContext, rules: [any Rule.Type], reportsUnused: Bool) {
    guard SuppressionComment.mayOccur(in: file.bytes) else { return }
    let suppressions = SuppressionList(file: file, knownRules: Set(Configuration.knownRuleIDs))
    var ran = Set(rules.map { $0.description.id })
    if reportsUnused { ran.insert(SuppressionRuleDescription.unusedSuppression.id) }
    findings = suppressions.apply(to: findings, ranRules: ran, in: file)
    let kept = Set(findings.map(\.id))
    edits = edits.filter { kept.contains($0.key) }
    partialProblems = suppressions.problems.map {
      ScanProblem(file: "\(file.file):\($0.line)", message: $0.message)
    }
  }
}
