import SwiftSyntax

/// Reports every `.symbolEffect(…)` and whether it respects Reduce Motion.
public enum SymbolEffectReduceMotionRule: Rule {
  package static let movingEffects: Set<String> = ["bounce", "wiggle", "rotate", "breathe", "scale"]

  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "symbol-effect-reduce-motion",
    title: "Respect Reduce Motion in symbol effects",
    summary: "SF Symbol effects should not bounce, wiggle or rotate when the user has turned on Reduce Motion.",
    rationale: """
      `.symbolEffect(_:options:isActive:)` without a `value:` runs for as long as it is active: continuous. \
      Bouncing, wiggling, rotating, breathing and scaling symbols move (critical when continuous, medium when \
      played once per `value:` change); pulsing, variable colour, appear, disappear and replace effects only \
      change opacity or colour (medium when continuous, low once). `options: .nonRepeating` makes an indefinite \
      effect play once. Kind: continuous without a `value:`, feedback with one.

      A site passes when its effect, options or `isActive:` read the setting (`isActive: !reduceMotion`), when a \
      `.symbolEffectsRemoved(reduceMotion)` applied around it or an enclosing `if`, `else`, `switch`, ternary, \
      early exit or `.transaction { … }` reads it. The `value:` it watches does not count.

      Blind spots: effects composed in variables are judged by the names they use; the polarity of guards is not \
      checked.
      """,
    category: .reduceMotion,
    severity: .medium,
    criteria: ["2.3.3"],
    message: "Symbol effect animates regardless of Reduce Motion",
    passingMessage: "Symbol effect respects Reduce Motion",
    recommendation: """
      Turn the effect off under Reduce Motion: `.symbolEffect(.pulse, isActive: !reduceMotion)`, or apply \
      `.symbolEffectsRemoved(reduceMotion)` to the view that holds the symbols.
      """,
    impactDescription: "bouncing and rotating symbols draw the eye with motion, often indefinitely",
    tags: ["anim", "accessibility", "reduce-motion", "sf-symbols"],
    variants: [
      RuleVariant(
        id: MotionVariant.continuous.rawValue, when: "the effect runs without a `value:`",
        message: "Symbol effect runs continuously regardless of Reduce Motion",
        recommendation: """
          Continuous effects must stop under Reduce Motion (WCAG 2.2.2 Pause, Stop, Hide): `.symbolEffect(.bounce, \
          isActive: !reduceMotion)`, or `.symbolEffectsRemoved(reduceMotion)` around it.
          """),
      RuleVariant(
        id: MotionVariant.movement.rawValue, when: "the effect moves the symbol once per change",
        message: "Symbol effect moves the symbol regardless of Reduce Motion",
        recommendation: """
          Play no movement under Reduce Motion: apply `.symbolEffectsRemoved(reduceMotion)` to the view, or choose \
          a non-moving effect (`.pulse`) when `reduceMotion` is true.
          """),
      RuleVariant(
        id: MotionVariant.fade.rawValue, when: "the effect only changes opacity or colour",
        message: "Symbol effect fades regardless of Reduce Motion",
        recommendation: """
          Opacity effects may stay, as they move nothing on screen; to honour the setting fully, \
          `.symbolEffectsRemoved(reduceMotion)`.
          """),
    ],
    automaticFix: """
      For an effect without `value:`, adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to \
      the enclosing view when it has none and adds `isActive: !reduceMotion` (or makes `isActive: <value>` \
      `reduceMotion ? false : <value>`).
      """,
    triggeringExamples: SymbolEffectReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: SymbolEffectReduceMotionRuleExamples.nonTriggering
  )

  /// Every `.symbolEffect` modifier in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "symbolEffect").filter { $0.modifierName != nil && !$0.arguments.isEmpty }.map { call in
      let value = call.argument(labeled: "value")
      let readers = Array(call.arguments).filter { $0.label?.text != "value" }
      let names = readers.reduce(into: Set<String>()) { $0.formUnion($1.expression.motionNames) }
      let moves = !names.isDisjoint(with: movingEffects)
      let indefinite = value == nil && !names.contains("nonRepeating")
      let profile: MotionProfile
      switch (indefinite, moves) {
      case (true, true): profile = MotionProfile(severity: .critical, variant: .continuous)
      case (true, false): profile = MotionProfile(severity: .medium, variant: .continuous)
      case (false, true): profile = MotionProfile(severity: .medium, variant: .movement)
      case (false, false): profile = MotionProfile(severity: .low, variant: .fade)
      }
      var hit = RuleHit.motion(site: call, readers: readers, profile: profile, in: file)
      hit.kind = indefinite ? .continuous : .feedback
      if !hit.passing, value == nil, let right = call.rightParen {
        var builder = FixBuilder(for: call, in: file)
        if let active = call.argument(labeled: "isActive") {
          builder.guardExpression(active.expression, fallback: "false")
        } else {
          builder.insert(", isActive: !$setting", at: right.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        hit.fix = builder.fix
      }
      return hit
    }
  }
}
