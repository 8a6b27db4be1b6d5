import SwiftSyntax

/// Reports every `.animation(_:value:)` and deprecated `.animation(_:)` modifier and whether it respects Reduce Motion.
public enum AnimationModifierReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "animation-modifier-reduce-motion",
    title: "Respect Reduce Motion in .animation",
    summary: "The `.animation` modifier should not animate motion when the user has turned on Reduce Motion.",
    rationale: """
      People with vestibular disorders turn on Reduce Motion to stop movement that makes them dizzy or nauseous; WCAG \
      2.3.3 asks that motion triggered by interaction can be turned off. `.animation(_:value:)` animates every change \
      of the modifiers before it, so it must pass `nil` when `@Environment(\\.accessibilityReduceMotion)` is true. The \
      deprecated one-argument `.animation(_:)` and the scoped `.animation(_:body:)` are reported too; \
      `AnyTransition.animation(_:)` inside a transition is left to transition-reduce-motion. Uses of the project's own \
      animation modifiers (an `extension View` function or a `ViewModifier` whose body applies `.animation`, such as \
      an `accessibleAnimation(_:value:)` helper built on an `AccessibleAnimationModifier`) are reported here as well.

      A modifier passes when its animation argument reads the setting (`.animation(reduceMotion ? nil : .spring(), \
      value: x)`), reads a property or function that reads it (in this file or exported by another), sits under an \
      `if`, `else`, `switch`, ternary, a preceding `guard`/early-returning `if`, or a `.transaction { … }` reading it, \
      or when every movement effect before it reads the setting (`.offset(y: reduceMotion ? 0 : y)`): under Reduce \
      Motion only fades are left, and a fade moves nothing on screen. A helper use passes when the helper's body (or a \
      helper it uses) reads the setting; a reassuring name is not enough. The setting is a property declared \
      `@Environment(\\.accessibilityReduceMotion)` under any name, or `UIAccessibility.isReduceMotionEnabled`. \
      `.animation(nil, value:)` passes with severity none.

      Severity rates how disorienting the motion is, from the animation and the effects of the modifiers it animates \
      (or of the `body` closure): critical for `repeatForever` (medium when only fades repeat), a rotation over 180° \
      (`.rotationEffect(.degrees(isOn ? 360 : 0))`) or a scale change of 0.5 or more in under 0.3 s; high for bouncing \
      springs, for two kinds of movement at once (offset, scale, rotation, resize) and for offsets on both axes or of \
      100 points; medium for `.smooth` and moderate springs (`bounce: 0`, `dampingFraction` ≥ 1) and for one kind of \
      movement (`.offset`, `.scaleEffect` of 0.1 or more, `.rotationEffect`, `.rotation3DEffect`, `.position`, \
      `.frame`, `.trim`), with or without a fade; low when the modifiers only change opacity, blur or colour \
      (`.opacity`, `.foregroundStyle`, `.tint`, …) or scale by less than 0.1; medium when no changing modifier shows. \
      Modifiers whose arguments never change (`.rotationEffect(.degrees( -90))`) are ignored. Kind: continuous for \
      `repeatForever`, entrance inside `.onAppear`/`.task`, feedback inside a `Button` action or gesture handler, \
      decorative otherwise.

      Blind spots: the guard's polarity is not checked; children of a container (`VStack { … }.animation(…)`) \
      are not inspected for movement; an effect that neutralises its movement with a helper rather than the \
      setting itself is not recognised.
      """,
    category: .reduceMotion,
    severity: .medium,
    criteria: ["2.3.3"],
    message: ".animation animates regardless of Reduce Motion",
    passingMessage: ".animation respects Reduce Motion",
    recommendation: """
      Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` and pass `nil` when it is true: \
      `.animation(reduceMotion ? nil : .spring(), value: isExpanded)`; keep opacity fades if they help, but drop \
      offset, scale and rotation changes.
      """,
    impactDescription: "animates every change of the modifiers before it, for every state change it watches",
    tags: ["anim", "accessibility", "reduce-motion", "animation-modifier"],
    variants: MotionAdvice.variants(
      for: .init(
        name: ".animation",
        guardedExample: "`.animation(reduceMotion ? nil : .spring(), value: isExpanded)`",
        crossfadeExample:
          "`.animation(reduceMotion ? .easeInOut(duration: 0.15) : .easeInOut(duration: 0.3), value: isShown)`")),
    automaticFix: """
      Adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the enclosing view when it has \
      none and guards the animation argument: `.animation(reduceMotion ? nil : <animation>, value: …)`, or \
      `reduceMotion ? .easeInOut(duration: 0.15) : <animation>` when the modifiers only fade. Helper uses are left \
      to a person.
      """,
    triggeringExamples: AnimationModifierReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: AnimationModifierReduceMotionRuleExamples.nonTriggering
  )

  /// Every view `.animation` modifier in the file, and every use of a helper that applies one.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    let guards = file.reduceMotionGuards
    for call in file.index.calls(named: "animation") where call.isViewAnimationModifier || call.isScopedAnimation {
      guard let animation = call.unlabeledFirstArgument else { continue }
      // `value: true` never changes, so the animation never runs.
      if let value = call.argument(labelled: "value"), value.is(BooleanLiteralExprSyntax.self) { continue }
      let effects =
        call.trailingClosure.map { $0.effectModifiers(numbers: file.motionState.numbers) }
        ?? call.chainEffects(numbers: file.motionState.numbers)
      let profile = MotionSeverity.classify(timing: AnimationTiming(animation), effects: effects)
      var hit = RuleHit.motion(site: call, readers: [animation], profile: profile, in: file)
      let movement = effects.filter(\.isMovement)
      if !movement.isEmpty, movement.allSatisfy({ effect in guards.readsSettingDirectly(in: effect.call!.arguments) }) {
        hit.passing = true
      }
      if !hit.passing {
        var builder = FixBuilder(for: call, in: file)
        builder.guardExpression(animation, fallback: profile.variant == .fade ? ".easeInOut(duration: 0.15)" : "nil")
        hit.fix = builder.fix
      }
      hits.append(hit)
    }
    return hits + RuleHit.helperUses(of: .animationModifier, in: file)
  }
}

extension FunctionCallExprSyntax {
  /// `view.animation(.spring) { content in content.scaleEffect(…) }`: an animation scoped to the closure's modifiers.
  fileprivate var isScopedAnimation: Bool {
    modifierName == "animation" && unlabeledFirstArgument != nil && trailingClosure != nil && arguments.count == 1
  }
}
