import SwiftSyntax

extension SyntaxProtocol {
  /// Inside an `#if os(macOS)` or `#elseif os(macOS)` clause: code built for the Mac alone, where text does not
  /// follow Dynamic Type.
  package var isInMacOnlyBranch: Bool {
    var current = parent
    while let node = current {
      if let clause = node.as(IfConfigClauseSyntax.self), let condition = clause.condition,
        let call = condition.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os", call.arguments.count == 1,
        call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "macOS"
      {
        return true
      }
      current = node.parent
    }
    return false
  }
}
