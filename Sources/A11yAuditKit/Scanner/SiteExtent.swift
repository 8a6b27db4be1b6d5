import SwiftSyntax

/// The tokens a finding covers: the whole node, except that a modifier applied to a value
/// (`view.animation(…)`) starts at its `.` rather than at the start of the chain.
struct SiteExtent {
  let first: TokenSyntax
  let last: TokenSyntax

  init?(_ node: Syntax) {
    guard let last = node.lastToken(viewMode: .sourceAccurate) else { return nil }
    if let access = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
      let base = access.base, !base.isTypeOrModuleName
    {
      first = access.period
    } else if let first = node.firstToken(viewMode: .sourceAccurate) {
      self.first = first
    } else {
      return nil
    }
    self.last = last
  }

  /// Token texts from first to last joined by single spaces: the same however the site is laid out.
  var tokenText: String {
    var texts: [String] = []
    var token: TokenSyntax? = first
    while let current = token {
      if current.presence == .present { texts.append(current.text) }
      if current.id == last.id { break }
      token = current.nextToken(viewMode: .sourceAccurate)
    }
    return texts.joined(separator: " ")
  }

  /// UTF-8 offsets of the covered source, trivia around it excluded.
  var byteRange: Range<Int> {
    first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
  }
}

extension ExprSyntax {
  /// `SwiftUI` or `UIAccessibility`: a capitalised bare name, read as a module or type qualifier.
  fileprivate var isTypeOrModuleName: Bool {
    guard let reference = self.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text.first?.isUppercase == true
  }
}
