import SwiftSyntax

extension RuleHit {
  /// Uses of the project's animation helpers of `kind` in the file: `.accessibleAnimation(.spring(), value: x)`,
  /// `.modifier(AccessibleAnimationModifier(animation: .spring(), value: x))`.
  ///
  /// A use passes when the helper consults the setting (its body, or a helper it uses, reads it; a reassuring name
  /// is not enough), when its arguments read the setting, or when a condition around it does. Its severity comes
  /// from the animation it is given, else from the animation the helper's body names.
  package static func helperUses(of kind: AnimationHelper.Kind, in file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    let guards = file.reduceMotionGuards
    for (name, helper) in file.projectFacts(ReduceMotionFacts.self).animationHelpers where helper.kind == kind {
      for call in file.index.calls(named: name) {
        let use: FunctionCallExprSyntax
        if helper.isModifierType {
          guard let argument = call.parent?.as(LabeledExprSyntax.self),
            let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self), modifier.calledName == "modifier",
            modifier.modifierName != nil || modifier.calledExpression.is(DeclReferenceExprSyntax.self)
          else { continue }
          use = modifier
        } else {
          guard call.modifierName == name || call.calledExpression.is(DeclReferenceExprSyntax.self) else { continue }
          use = call
        }
        let readers = Array(helper.isModifierType ? call.arguments : use.arguments).filter { $0.label?.text != "value" }
        let names = readers.reduce(into: helper.motionNames) { $0.formUnion($1.expression.motionNames) }
        let profile: MotionProfile
        switch kind {
        case .transition:
          profile = MotionSeverity.transition(names: names)
        case .animationModifier, .withAnimation:
          let isOff = readers.first.map { $0.label == nil && $0.expression.isNoAnimation } == true
          let timing = isOff ? AnimationTiming(curve: .none, duration: nil) : AnimationTiming(names: names)
          let effects = kind == .animationModifier ? use.chainEffects(numbers: file.motionState.numbers) : []
          profile = MotionSeverity.classify(timing: timing, effects: effects)
        }
        var hit = RuleHit.motion(
          site: use, readers: readers, profile: profile, isTransition: kind == .transition, in: file)
        if guards.names.contains(name) { hit.passing = true }
        hits.append(hit)
      }
    }
    return hits
  }
}
