import SwiftSyntax

/// Reports every `.phaseAnimator(…)` and `PhaseAnimator(…)` and whether it respects Reduce Motion.
public enum PhaseAnimatorReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "phase-animator-reduce-motion",
    title: "Respect Reduce Motion in phase animators",
    summary: "A phase animator should not cycle motion when the user has turned on Reduce Motion.",
    rationale: """
      A phase animator steps its content through phases, each change animated. Without a `trigger:` it cycles for as \
      long as the view is on screen: continuous motion, critical (medium when its content only fades). With a trigger \
      it plays once per change, and severity follows from the content's effects (`.scaleEffect`, `.offset`, \
      `.rotationEffect`, `.opacity`, … reading the phase) and the `animation:` closure (springs are high).

      A site passes when any part of it reads the setting: the phases (`reduceMotion ? [false] : [false, true]`), \
      the trigger, the content (`.scaleEffect(reduceMotion ? 1 : phase.scale)`) or the animation closure \
      (`animation: { _ in reduceMotion ? nil : .spring() }`); or when an enclosing `if`, `else`, `switch`, \
      ternary, early exit or `.transaction { … }` reads it. Kind: continuous without a trigger, else from the \
      code around it.

      Blind spots: the content's magnitudes are unknown (phases are values), so effects count by kind only; \
      custom phase types' properties are not resolved; the polarity of guards is not checked. There is no \
      automatic fix: a static view must be chosen by a person.
      """,
    category: .reduceMotion,
    severity: .critical,
    criteria: ["2.3.3"],
    message: "Phase animator animates regardless of Reduce Motion",
    passingMessage: "Phase animator respects Reduce Motion",
    recommendation: """
      Show the view still under Reduce Motion: `if reduceMotion { content } else { content.phaseAnimator(…) }`, \
      or give it a single phase, `.phaseAnimator(reduceMotion ? [Phase.rest] : Phase.allCases) { … }`.
      """,
    impactDescription: "a phase animator without a trigger loops for as long as the view is visible",
    tags: ["anim", "accessibility", "reduce-motion", "phase-animator"],
    variants: MotionAdvice.variants(
      for: .init(
        name: "Phase animator",
        guardedExample: "`.phaseAnimator(reduceMotion ? [Phase.rest] : Phase.allCases) { … }`",
        crossfadeExample: "`animation: { _ in reduceMotion ? .easeInOut(duration: 0.15) : .easeInOut(duration: 0.3) }`")
    ),
    triggeringExamples: PhaseAnimatorReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: PhaseAnimatorReduceMotionRuleExamples.nonTriggering
  )

  /// Every phase animator in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let modifiers = file.index.calls(named: "phaseAnimator").filter { $0.modifierName != nil }
    let views = file.index.calls(named: "PhaseAnimator").filter { $0.calledExpression.is(DeclReferenceExprSyntax.self) }
    return (modifiers + views).map { call in
      let loops = call.argument(labeled: "trigger") == nil
      let animation = call.closure(labeled: "animation")
      let effects = call.closure(labeled: "content")?.effectModifiers(numbers: file.motionState.numbers) ?? []
      let timing =
        loops ? AnimationTiming(curve: .continuous, duration: nil) : AnimationTiming(animation.map { Syntax($0) })
      let profile = MotionSeverity.classify(timing: timing, effects: effects)
      return RuleHit.motion(site: call, readers: call.argumentsAndClosures, profile: profile, in: file)
    }
  }
}
