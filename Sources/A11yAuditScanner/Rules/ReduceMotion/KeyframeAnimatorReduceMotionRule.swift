import SwiftSyntax

/// Reports every `.keyframeAnimator(…)` and `KeyframeAnimator(…)` and whether it respects Reduce Motion.
public enum KeyframeAnimatorReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "keyframe-animator-reduce-motion",
    title: "Respect Reduce Motion in keyframe animators",
    summary: "A keyframe animator should not play its keyframes when the user has turned on Reduce Motion.",
    rationale: """
      A keyframe animator drives its content through keyframe tracks. With `repeating: true` it loops forever: \
      continuous motion, critical (medium when its content only fades). With a trigger it plays once per change; \
      severity follows from the content's effects (`.scaleEffect(value.scale)`, `.offset(y: value.y)`, \
      `.rotationEffect(value.angle)` count by kind: two kinds at once are high) and the tracks (`SpringKeyframe` is a \
      spring, high).

      A site passes when any part of it reads the setting (`repeating: !reduceMotion`, a trigger, the content or \
      the keyframes), or when an enclosing `if`, `else`, `switch`, ternary, early exit or `.transaction { … }` \
      reads it. Kind: continuous when repeating, else from the code around it.

      Blind spots: keyframe values are not read, so magnitudes are unknown; the polarity of guards is not checked.
      """,
    category: .reduceMotion,
    severity: .high,
    criteria: ["2.3.3"],
    message: "Keyframe animator animates regardless of Reduce Motion",
    passingMessage: "Keyframe animator respects Reduce Motion",
    recommendation: """
      Stop the keyframes under Reduce Motion: `repeating: !reduceMotion`, or `if reduceMotion { content } else { \
      content.keyframeAnimator(…) }`.
      """,
    impactDescription: "keyframe tracks usually combine scaling, movement and rotation, often in a loop",
    tags: ["anim", "accessibility", "reduce-motion", "keyframe-animator"],
    variants: MotionAdvice.variants(
      for: .init(
        name: "Keyframe animator",
        guardedExample: "`.keyframeAnimator(initialValue: start, repeating: reduceMotion ? false : true) { … }`",
        crossfadeExample: "a keyframe track of opacity only, played under Reduce Motion")),
    automaticFix: """
      For `repeating: <value>`, adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the \
      enclosing view when it has none and stops the loop: `repeating: reduceMotion ? false : <value>`.
      """,
    triggeringExamples: KeyframeAnimatorReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: KeyframeAnimatorReduceMotionRuleExamples.nonTriggering
  )

  /// Every keyframe animator in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let modifiers = file.index.calls(named: "keyframeAnimator").filter { $0.modifierName != nil }
    let views = file.index.calls(named: "KeyframeAnimator").filter {
      $0.calledExpression.is(DeclReferenceExprSyntax.self)
    }
    return (modifiers + views).map { call in
      let repeating = call.argument(labeled: "repeating")
      let loops = repeating.map { !$0.expression.isFalseLiteral } ?? false
      let keyframes = call.closure(labeled: "keyframes")
      let effects = call.closure(labeled: "content")?.effectModifiers(numbers: file.motionState.numbers) ?? []
      let timing =
        loops ? AnimationTiming(curve: .continuous, duration: nil) : AnimationTiming(keyframes.map { Syntax($0) })
      let profile = MotionSeverity.classify(timing: timing, effects: effects)
      var hit = RuleHit.motion(site: call, readers: call.argumentsAndClosures, profile: profile, in: file)
      if !hit.passing, loops, let repeating {
        var builder = FixBuilder(for: call, in: file)
        builder.guardExpression(repeating.expression, fallback: "false")
        hit.fix = builder.fix
      }
      return hit
    }
  }
}

extension ExprSyntax {
  /// `false`.
  package var isFalseLiteral: Bool { self.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }
}
