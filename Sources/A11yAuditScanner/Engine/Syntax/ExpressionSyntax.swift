import SwiftSyntax

extension DeclReferenceExprSyntax {
  /// `value.name` where `value` is neither `self`, `Self` nor a type: a member that cannot name a declaration of
  /// this project's helpers by itself.
  package var isMemberOfAnotherValue: Bool {
    guard let access = parent?.as(MemberAccessExprSyntax.self), access.declName.id == id else { return false }
    guard let base = access.base else { return false }
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return true }
    let text = reference.baseName.text
    return !(text == "self" || text == "Self" || text.startsUppercase)
  }
}

extension FunctionCallExprSyntax {
  /// `Button` for `Button(…)`, `onAppear` for `view.onAppear(…)`, `animate` for `UIView.animate(…)`.
  package var calledName: String {
    if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let access = calledExpression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
    if let generic = calledExpression.as(GenericSpecializationExprSyntax.self),
      let reference = generic.expression.as(DeclReferenceExprSyntax.self)
    {
      return reference.baseName.text
    }
    return ""
  }
}

extension ExprSyntax {
  /// The value of a number literal, also negated (`-180`) or parenthesised; nil for anything else.
  package var numberLiteral: Double? {
    if let integer = self.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text.filter { $0 != "_" })
    }
    if let float = self.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
    if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return prefix.expression.numberLiteral.map { -$0 }
    }
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return only.expression.numberLiteral
    }
    return nil
  }
}
