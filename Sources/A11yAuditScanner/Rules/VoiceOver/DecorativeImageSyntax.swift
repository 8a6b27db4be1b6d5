import SwiftSyntax

extension FunctionCallExprSyntax {
  /// Stacks whose text names what an image inside them decorates.
  private static let stackNames: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "GridRow",
  ]

  /// An `Image` that decorates text beside it: the nearest stack around it shows text, and the image's look does not
  /// depend on a condition (``showsState``). VoiceOver reads the text, which says what the image would.
  package var decoratesTextBesideIt: Bool {
    guard let stack = nearestStack else { return false }
    return ExprSyntax(stack).holdsText && !showsState(within: Syntax(stack))
  }

  /// The nearest stack around this view (`HStack`, `VStack`, `ZStack`, their lazy forms, a `GridRow`).
  package var nearestStack: FunctionCallExprSyntax? {
    enclosingCalls.first(where: { Self.stackNames.contains($0.call.constructedTypeName ?? "") })?.call
  }

  /// Whether the image's look depends on a condition, up to `container`: a name or modifier argument chosen with
  /// `? :` (`Image(systemName: isRead ? "envelope.open" : "envelope")`), or the innermost `if` or `switch` around
  /// it choosing between it and something else (`if collapsed { Image(…) } else { menu }`, not `if let icon { … }`):
  /// the image tells a state the text beside it may not say.
  package func showsState(within container: Syntax) -> Bool {
    let pieces = [Syntax(self)] + ExprSyntax(self).appliedModifiers.map { Syntax($0.arguments) }
    if pieces.contains(where: \.holdsConditionalValue) { return true }
    var current = parent
    while let node = current, node.id != container.id {
      if let branch = node.as(IfExprSyntax.self) { return branch.elseBody != nil && !branch.checksAvailability }
      if node.is(SwitchExprSyntax.self) { return true }
      current = node.parent
    }
    return false
  }
}

extension Syntax {
  /// Whether a `? :` expression is inside.
  fileprivate var holdsConditionalValue: Bool {
    tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .infixQuestionMark }
  }
}

extension IfExprSyntax {
  /// `if #available(…)`: a choice of API, not of state.
  fileprivate var checksAvailability: Bool {
    conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
  }
}
