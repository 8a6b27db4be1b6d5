import SwiftSyntax

/// Reports `.offset`, `.scaleEffect`, `.rotationEffect`, `.rotation3DEffect`, `.opacity` and `.blur` modifiers whose
/// argument reads state that `withAnimation` drives, and whether they respect Reduce Motion.
public enum AnimatedEffectReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "animated-effect-reduce-motion",
    title: "Respect Reduce Motion in animated effects",
    summary:
      "Effect modifiers that show animated state should not move views when the user has turned on Reduce Motion.",
    rationale: """
      `.scaleEffect(isAnimating ? 1.1 : 1.0)` or `.offset(y: isAnimating ? 0 : 20)` is an animation of its own: the \
      effect is what moves when `withAnimation` changes the state. The rule reports the effect modifiers that show \
      animated state (`.offset`, `.scaleEffect`, `.rotationEffect`, `.rotation3DEffect`, `.opacity`, `.blur`) when \
      their argument reads state that a `withAnimation` of the same type assigns, toggles or mutates, or state whose \
      name says it exists for an animation (`isAnimating`, `showCompletionAnimation`), whose animation may live \
      elsewhere. Consecutive effects of one modifier chain are one finding: "scale + opacity + rotation" on one view \
      is one animation. Effects before an `.animation(_:value:)` that watches their state are left to \
      animation-modifier-reduce-motion.

      A group passes when every effect's argument reads the setting; when its movement effects read it directly and \
      the rest only fade (`.offset(y: reduceMotion ? 0 : (isShown ? 0 : 20))` next to `.opacity(isShown ? 1 : 0)`: \
      under Reduce Motion only the opacity changes); when every `withAnimation` that drives its state respects the \
      setting (the change is then instant); or when an enclosing `if`, `else`, `switch`, ternary, early exit or \
      `.transaction { … }` reads it.

      Severity rates how disorienting the motion is, with the driving animation's timing: critical for `repeatForever` \
      (medium when only fades repeat), a rotation over 180° (`rotation = 360`) or a scale change of 0.5 or more in \
      under 0.3 s; high for springs, two kinds of movement at once (scale + rotation), offsets on both axes or of 100 \
      points; medium for one kind of movement, with or without a fade; low for opacity and blur alone or a scale \
      change under 0.1. Kind: continuous with `repeatForever`, else the kind of the driving `withAnimation` (entrance \
      in `.onAppear`, feedback in a `Button` action), else from the code around the effect.

      Blind spots: state is matched by name within one type and file, so state passed to a child view or driven \
      from another file is only seen when its name says it is animated; a name containing "animat" that is never \
      animated is a false positive; the polarity of guards is not checked.
      """,
    category: .reduceMotion,
    severity: .medium,
    criteria: ["2.3.3"],
    message: "Effect animates regardless of Reduce Motion",
    passingMessage: "Effect respects Reduce Motion",
    recommendation: """
      Neutralise the movement under Reduce Motion and keep the fade: `.offset(y: reduceMotion ? 0 : (isShown ? 0 : \
      20))`, `.scaleEffect(reduceMotion ? 1 : scale)`, `.rotationEffect(reduceMotion ? .zero : angle)`; or guard \
      the `withAnimation` that drives the state.
      """,
    impactDescription: "the effect is what moves on screen when the state it shows is animated",
    tags: ["anim", "accessibility", "reduce-motion", "effects"],
    variants: [
      RuleVariant(
        id: MotionVariant.continuous.rawValue, when: "the driving animation repeats forever",
        message: "Effect moves continuously regardless of Reduce Motion",
        recommendation: """
          Continuous motion must stop under Reduce Motion (WCAG 2.2.2 Pause, Stop, Hide): keep the view still, \
          `.rotationEffect(reduceMotion ? .zero : .degrees(rotation))`, or guard the \
          `withAnimation(… .repeatForever …)` that drives it.
          """),
      RuleVariant(
        id: MotionVariant.spring.rawValue, when: "the driving animation is a spring",
        message: "Effect springs regardless of Reduce Motion",
        recommendation: """
          Springs get no motion under Reduce Motion (the view stays put): `.offset(y: reduceMotion ? 0 : offset)`, \
          `.scaleEffect(reduceMotion ? 1 : scale)`, or `withAnimation(reduceMotion ? nil : .spring())`.
          """),
      RuleVariant(
        id: MotionVariant.movement.rawValue, when: "the effects move or turn the view",
        message: "Effect moves views regardless of Reduce Motion",
        recommendation: """
          Neutralise the movement and keep the fade (drop the offset and scale, keep the opacity): \
          `.offset(y: reduceMotion ? 0 : (isShown ? 0 : 20))`, `.rotationEffect(reduceMotion ? .zero : angle)`.
          """),
      RuleVariant(
        id: MotionVariant.scale.rawValue, when: "the effects only scale the view",
        message: "Effect scales views regardless of Reduce Motion",
        recommendation: """
          Scale changes get no motion under Reduce Motion, not even a small press effect (0.95): \
          `.scaleEffect(reduceMotion ? 1 : (isPressed ? 0.95 : 1))`.
          """),
      RuleVariant(
        id: MotionVariant.fade.rawValue, when: "the effects only fade (opacity, blur)",
        message: "Effect fades regardless of Reduce Motion",
        recommendation: """
          Fades may stay, shorter (a 0.3 s fade becomes a 0.15 s crossfade): guard the driving animation, \
          `withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : .easeInOut(duration: 0.3)) { … }`.
          """),
    ],
    automaticFix: """
      Adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the enclosing view when it has \
      none and neutralises each movement effect that ignores the setting: `.offset(y: reduceMotion ? 0 : (…))`, \
      `.scaleEffect(reduceMotion ? 1 : (…))`, `.rotationEffect(reduceMotion ? .zero : (…))`; fades are kept. \
      `a11y-audit fix` first guards the `withAnimation` calls, which usually makes the effects pass.
      """,
    triggeringExamples: AnimatedEffectReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: AnimatedEffectReduceMotionRuleExamples.nonTriggering
  )

  /// Every group of effect modifiers showing animated state in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let guards = file.reduceMotionGuards
    return file.motionState.groups.map { group in
      let effects = group.effects
      let reads = effects.map { guards.isMentioned(in: $0.call!.arguments) }
      let readsDirectly = effects.map { guards.readsSettingDirectly(in: $0.call!.arguments) }
      let strongest = group.drivers.map(\.timing).max { ($0.severity ?? .none) < ($1.severity ?? .none) }
      let profile = MotionSeverity.classify(
        timing: strongest ?? AnimationTiming(curve: .curve, duration: nil), effects: effects)
      let keepsOnlyFades =
        readsDirectly.contains(true)
        && zip(effects, readsDirectly).allSatisfy { effect, reads in reads || !effect.isMovement }
      let drivenSafely = !group.drivers.isEmpty && !group.hasUnknownDriver && group.drivers.allSatisfy(\.passing)
      let passing =
        profile.severity == .none || !reads.contains(false) || keepsOnlyFades || drivenSafely
        || group.last.isReduceMotionGuarded(by: guards)
      let kind: AnimationKind
      if profile.variant == .continuous {
        kind = .continuous
      } else {
        kind = group.drivers.first?.kind ?? group.last.enclosingAnimationKind
      }
      var hit = RuleHit(
        node: group.last, severity: profile.severity, passing: passing, kind: kind, variant: profile.variant.rawValue)
      if group.first.id != group.last.id { hit.start = Syntax(group.first) }
      if !passing { hit.fix = fix(effects.filter { $0.isMovement }, reads: guards, in: file, site: group.last) }
      return hit
    }
  }

  /// Neutralises each movement effect that does not read the setting.
  private static func fix(
    _ effects: [MotionEffect], reads guards: ReduceMotionGuards, in file: SourceFileContext,
    site: FunctionCallExprSyntax
  )
    -> SiteFix?
  {
    var builder = FixBuilder(for: site, in: file)
    for effect in effects {
      guard let call = effect.call, !guards.isMentioned(in: call.arguments) else { continue }
      for argument in call.arguments where !argument.expression.stateNames.isEmpty {
        guard let neutral = effect.kind.neutralValue(label: argument.label?.text) else { continue }
        builder.guardExpression(argument.expression, fallback: neutral)
      }
    }
    return builder.fix
  }
}

extension MotionEffect.Kind {
  /// The argument value that shows no movement: 0 for offsets, 1 for scales, `.zero` for angles and sizes.
  fileprivate func neutralValue(label: String?) -> String? {
    switch (self, label) {
    case (.offset, "x"), (.offset, "y"): "0"
    case (.offset, nil): ".zero"
    case (.scale, nil), (.scale, "x"), (.scale, "y"): "1"
    case (.rotation, nil), (.rotation3D, nil): ".zero"
    default: nil
    }
  }
}
