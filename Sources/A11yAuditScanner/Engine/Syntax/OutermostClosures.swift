import SwiftSyntax

extension SyntaxProtocol {
  /// The closures in this node (the node itself when it is one) that no other closure in it holds, in source order.
  package var outermostClosures: [ClosureExprSyntax] {
    let finder = OutermostClosureFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return finder.closures
  }
}

private final class OutermostClosureFinder: SyntaxVisitor {
  var closures: [ClosureExprSyntax] = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closures.append(node)
    return .skipChildren
  }
}
