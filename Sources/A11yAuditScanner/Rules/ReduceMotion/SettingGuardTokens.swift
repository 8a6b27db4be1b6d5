import SwiftSyntax

/// Finding ids leave guards on the setting out, so that guarding a site
/// (`.transition(reduceMotion ? .opacity : .slide)`, `withAnimation(reduceMotion ? nil : .spring())`,
/// `.offset(y: reduceMotion ? 0 : (isShown ? 0 : 20))`, `isActive: !reduceMotion`) keeps its id.
extension ReduceMotionGuards: FingerprintTokenFilter {
  package func mayLeaveOut(in node: Syntax) -> Bool { mayReadSetting(in: node) }

  package func tokensLeftOut(of pieces: [Syntax]) -> Set<SyntaxIdentifier> {
    let finder = SettingGuardTokens(guards: self)
    for piece in pieces {
      if let call = piece.parent?.as(FunctionCallExprSyntax.self), call.arguments.id == piece.id {
        finder.skipSettingArguments(of: call)
      }
      finder.walk(piece)
    }
    return finder.skipped
  }
}

/// Finds the tokens of guards on the setting inside a site, which its fingerprint leaves out.
private final class SettingGuardTokens: SyntaxVisitor {
  let guards: ReduceMotionGuards
  var skipped: Set<SyntaxIdentifier> = []

  init(guards: ReduceMotionGuards) {
    self.guards = guards
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count == 3 else { return .visitChildren }
    if let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
      let polarity = guards.settingPolarity(of: elements[0])
    {
      if polarity {
        skip(elements[0], ternary)
        skipParentheses(of: elements[2])
      } else {
        skip(elements[0])
        skip(tokens: [ternary.questionMark, ternary.colon])
        skip(elements[2])
        skipParentheses(of: ternary.thenExpression)
      }
      return .visitChildren
    }
    if let operation = elements[1].as(BinaryOperatorExprSyntax.self), ["&&", "||"].contains(operation.operator.text) {
      if guards.isSettingReference(elements[0]) {
        skip(elements[0], operation)
        skipParentheses(of: elements[2])
      } else if guards.isSettingReference(elements[2]) {
        skip(operation, elements[2])
        skipParentheses(of: elements[0])
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    skipSettingArguments(of: node)
    return .visitChildren
  }

  /// Leaves out labelled arguments that are the setting itself (`isActive: !reduceMotion`), and the parentheses
  /// when nothing else is left.
  func skipSettingArguments(of node: FunctionCallExprSyntax) {
    let arguments = Array(node.arguments)
    let settingArguments = arguments.indices.filter {
      arguments[$0].label != nil && guards.isSettingReference(arguments[$0].expression)
    }
    for index in settingArguments {
      skip(arguments[index])
      if index > 0, let comma = arguments[index - 1].trailingComma { skip(tokens: [comma]) }
    }
    let allSkipped = !arguments.isEmpty && settingArguments.count == arguments.count
    if allSkipped || node.isWithAnimationOfDefaultOnly(guards: guards) {
      if allSkipped == false { arguments.forEach { skip($0) } }
      if let left = node.leftParen, let right = node.rightParen { skip(tokens: [left, right]) }
    }
  }

  private func skip(_ nodes: any SyntaxProtocol...) {
    for node in nodes {
      for token in node.tokens(viewMode: .sourceAccurate) { skipped.insert(token.id) }
    }
  }

  private func skip(tokens: [TokenSyntax]) {
    for token in tokens { skipped.insert(token.id) }
  }

  private func skipParentheses(of expression: ExprSyntax) {
    guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil
    else { return }
    skip(tokens: [tuple.leftParen, tuple.rightParen])
  }
}

extension FunctionCallExprSyntax {
  /// `withAnimation(reduceMotion ? nil : .default)`: what the fix makes of a `withAnimation` without an argument.
  fileprivate func isWithAnimationOfDefaultOnly(guards: ReduceMotionGuards) -> Bool {
    guard isWithAnimationCall, arguments.count == 1, let argument = arguments.first, argument.label == nil,
      let sequence = argument.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let first = sequence.elements.first, guards.settingPolarity(of: first) == true,
      let last = sequence.elements.last?.as(MemberAccessExprSyntax.self)
    else { return false }
    return last.base == nil && last.declName.baseName.text == "default"
  }
}
