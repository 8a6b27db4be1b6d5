import SwiftSyntax

extension RuleHit {
  /// A motion site: passing when it asks for no motion, when `readers` (its motion arguments) read the setting, or
  /// when an enclosing condition or disabling modifier does; kind continuous for never-ending motion, transition for
  /// transitions, else from the code around it.
  package static func motion(
    site: FunctionCallExprSyntax, readers: [any SyntaxProtocol], profile: MotionProfile, isTransition: Bool = false,
    in file: SourceFileContext
  ) -> RuleHit {
    let guards = file.reduceMotionGuards
    let passing =
      profile.severity == .none || readers.contains { guards.isMentioned(in: $0) }
      || site.isReduceMotionGuarded(by: guards)
    let kind: AnimationKind
    if profile.variant == .continuous {
      kind = .continuous
    } else if isTransition {
      kind = .transition
    } else {
      kind = site.enclosingAnimationKind
    }
    return RuleHit(
      node: site, severity: profile.severity, passing: passing, kind: kind, variant: profile.variant.rawValue)
  }
}

extension FunctionCallExprSyntax {
  /// The effects of the modifiers an `.animation` modifier animates: those before it in its chain, up to an
  /// earlier `.animation` (which animates the ones before it).
  package func chainEffects(numbers: (String) -> [Double]) -> [MotionEffect] {
    var effects: [MotionEffect] = []
    var current = modifierBase
    while let call = current?.as(FunctionCallExprSyntax.self), let name = call.modifierName {
      if name == "animation" { break }
      if let effect = MotionEffect(call, numbers: numbers) { effects.append(effect) }
      current = call.modifierBase
    }
    return effects
  }

  /// The closure passed as `label`, as an argument or a labelled trailing closure; for `content`, also the first
  /// trailing closure.
  package func closure(labeled label: String) -> ClosureExprSyntax? {
    if let argument = arguments.first(where: { $0.label?.text == label }) {
      return argument.expression.as(ClosureExprSyntax.self)
    }
    if let trailing = additionalTrailingClosures.first(where: { $0.label.text == label }) { return trailing.closure }
    return label == "content" ? trailingClosure : nil
  }

  /// The arguments and every trailing closure: all of the call but the value it is applied to.
  package var argumentsAndClosures: [any SyntaxProtocol] {
    var parts: [any SyntaxProtocol] = [arguments]
    if let trailingClosure { parts.append(trailingClosure) }
    parts.append(additionalTrailingClosures)
    return parts
  }

  /// The argument labelled `label`.
  package func argument(labeled label: String) -> LabeledExprSyntax? {
    arguments.first { $0.label?.text == label }
  }
}

extension SyntaxProtocol {
  /// The effect modifiers inside this node (a content closure): `.scaleEffect(phase.scale)`, `.offset(y: value.y)`.
  package func effectModifiers(numbers: (String) -> [Double]) -> [MotionEffect] {
    let collector = EffectCollector(viewMode: .sourceAccurate)
    collector.walk(self)
    return collector.calls.compactMap { MotionEffect($0, numbers: numbers) }
  }
}

private final class EffectCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if MotionEffect.kinds[node.calledName] != nil, node.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil {
      calls.append(node)
    }
    return .visitChildren
  }
}
