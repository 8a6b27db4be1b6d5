import SwiftSyntax

/// The tokens a finding covers: the whole node, except that a modifier applied to a value
/// (`view.animation(…)`) starts at its `.` rather than at the start of the chain.
package struct SiteExtent {
  package let first: TokenSyntax
  package let last: TokenSyntax
  private let node: Syntax

  package init?(_ node: Syntax, start: Syntax? = nil) {
    guard let last = node.lastToken(viewMode: .sourceAccurate) else { return nil }
    if let first = (start ?? node).modifierStartToken {
      self.first = first
    } else {
      return nil
    }
    self.last = last
    self.node = node
  }

  /// Token texts from first to last joined by single spaces: the same however the site is laid out. `bytes` are the
  /// file's source, which holds each token's text.
  package func tokenText(in bytes: [UInt8]) -> String { tokenText(skipping: [], in: bytes) }

  /// Token texts, leaving out the tokens of `skipped` and those starting within `excluded` (UTF-8 ranges).
  package func tokenText(
    skipping skipped: Set<SyntaxIdentifier>, excluding excluded: [Range<Int>] = [], in bytes: [UInt8]
  )
    -> String
  {
    var text: [UInt8] = []
    let lastPosition = last.position
    func isExcluded(_ token: TokenSyntax) -> Bool {
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      return excluded.contains { $0.contains(start) }
    }
    /// Adds `token`'s text; true once the last token is reached.
    func add(_ token: TokenSyntax) -> Bool {
      if token.presence == .present && (skipped.isEmpty || !skipped.contains(token.id))
        && (excluded.isEmpty || !isExcluded(token))
      {
        if !text.isEmpty { text.append(UInt8(ascii: " ")) }
        let range =
          token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
        text += bytes[range.clamped(to: bytes.indices)]
      }
      // Tokens are met in source order: only one at the last token's position can be it.
      return token.position == lastPosition && token.id == last.id
    }
    if add(first) { return String(decoding: text, as: UTF8.self) }
    // The tokens after `first`: those of each later sibling of `first` and of each of its ancestors, in order.
    var current = Syntax(first)
    while let parent = current.parent {
      var isAfter = false
      for child in parent.children(viewMode: .sourceAccurate) {
        guard isAfter else {
          isAfter = child.id == current.id
          continue
        }
        for token in child.tokens(viewMode: .sourceAccurate) {
          if add(token) { return String(decoding: text, as: UTF8.self) }
        }
      }
      current = parent
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The token text a fingerprint hashes: the tokens `filters` leave out of the site's pieces (see
  /// ``ProjectFacts/fingerprintFilter(in:)``) are left out, so that changing a site the way its area recommends
  /// keeps its id.
  package func fingerprintText(
    leavingOut filters: [any FingerprintTokenFilter], excluding excluded: [Range<Int>] = [], in bytes: [UInt8]
  ) -> String {
    let pieces = node.sitePieces(from: first.positionAfterSkippingLeadingTrivia)
    let skipped = filters.reduce(into: Set<SyntaxIdentifier>()) { $0.formUnion($1.tokensLeftOut(of: pieces)) }
    return tokenText(skipping: skipped, excluding: excluded, in: bytes)
  }

  /// UTF-8 offsets of the covered source, trivia around it excluded.
  package var byteRange: Range<Int> {
    first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
  }
}

extension Syntax {
  /// The parts of a site a fingerprint filter looks at: for a modifier, its arguments and closures (not the view it
  /// is applied to, which may be a whole container), and those of the modifiers between a group's first and last.
  fileprivate func sitePieces(from start: AbsolutePosition) -> [Syntax] {
    guard let call = self.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base
    else { return [self] }
    var pieces = [Syntax(call.arguments)]
    if let closure = call.trailingClosure { pieces.append(Syntax(closure)) }
    pieces.append(Syntax(call.additionalTrailingClosures))
    if access.period.positionAfterSkippingLeadingTrivia > start, let inner = base.as(FunctionCallExprSyntax.self),
      inner.calledExpression.is(MemberAccessExprSyntax.self)
    {
      pieces += Syntax(inner).sitePieces(from: start)
    }
    return pieces
  }

  /// The first token of a site: the `.` of a modifier applied to a value, else the node's first token.
  fileprivate var modifierStartToken: TokenSyntax? {
    if let access = self.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
      let base = access.base, !base.isTypeOrModuleName
    {
      return access.period
    }
    return firstToken(viewMode: .sourceAccurate)
  }
}

extension ExprSyntax {
  /// `SwiftUI` or `UIAccessibility`: a capitalised bare name, read as a module or type qualifier.
  fileprivate var isTypeOrModuleName: Bool {
    guard let reference = self.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text.startsUppercase
  }
}
