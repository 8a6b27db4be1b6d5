import SwiftSyntax

/// Reports every `.transition(…)` modifier and whether it respects Reduce Motion.
public enum TransitionReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "transition-reduce-motion",
    title: "Respect Reduce Motion in .transition",
    summary: "`.transition` should fall back to a fade or no transition when the user has turned on Reduce Motion.",
    rationale: """
      People with vestibular disorders turn on Reduce Motion to stop movement that makes them dizzy or \
      nauseous; WCAG 2.3.3 asks that motion triggered by interaction can be turned off. Sliding, pushing and \
      scaling transitions move whole views across the screen, so they should become `.opacity` (or \
      `.identity`) when `@Environment(\\.accessibilityReduceMotion)` is true. Uses of a project helper in \
      `extension View` whose body applies `.transition` are reported here too.

      A transition passes when its argument reads the setting (`.transition(reduceMotion ? .opacity : \
      .move(edge: .top))`), reads a property or function that reads it (in this file or exported by another), or \
      sits under an `if`, `else`, `switch`, ternary, a preceding `guard`/early-returning `if`, or a \
      `.transaction { … }` reading it. The setting is a property declared \
      `@Environment(\\.accessibilityReduceMotion)` under any name, or `UIAccessibility.isReduceMotionEnabled`. \
      `.transition(.identity)` passes with severity none.

      Severity rates how disorienting the motion is: critical when the transition's animation contains \
      `repeatForever`; high for `.slide`, `.push`, an `.asymmetric` transition that moves (`.move`, `.offset`, \
      `.slide`, `.push`), or a spring animation; medium for `.move(edge:)`, `.offset`, `.scale` alone or combined \
      (whatever the factor: even `.scale(scale: 0.95)` is medium), `.smooth`, and transitions the rule does not know \
      (custom or `.modifier(active:identity:)`); low for plain `.opacity`, also combined only with itself or given a \
      timing curve. An opacity-only transition is worded as a fade, not as movement. Kind is always transition, or \
      continuous with `repeatForever`.

      Blind spots: the guard's polarity is not checked; custom `AnyTransition` extensions are judged by name \
      only (unknown names are medium; an `.opacity` combined with an unknown one is low).
      """,
    category: .reduceMotion,
    severity: .medium,
    criteria: ["2.3.3"],
    message: ".transition animates views regardless of Reduce Motion",
    passingMessage: ".transition respects Reduce Motion",
    recommendation: """
      Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` and fall back to a crossfade: \
      `.transition(reduceMotion ? .opacity : .move(edge: .bottom))`.
      """,
    impactDescription: "moves whole views in and out of the screen on every insertion and removal",
    tags: ["anim", "accessibility", "reduce-motion", "transition"],
    variants: MotionAdvice.variants(
      for: .init(
        name: ".transition",
        guardedExample: "`.transition(reduceMotion ? .opacity : .move(edge: .bottom))`",
        crossfadeExample: "`.transition(reduceMotion ? .opacity.animation(.easeInOut(duration: 0.15)) : .opacity)`")),
    automaticFix: """
      Adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the enclosing view when it has \
      none and falls back to a crossfade: `.transition(reduceMotion ? .opacity : <transition>)`, or \
      `reduceMotion ? .opacity.animation(.easeInOut(duration: 0.15)) : <transition>` for an opacity-only one.
      """,
    triggeringExamples: TransitionReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: TransitionReduceMotionRuleExamples.nonTriggering
  )

  /// Every `.transition` modifier in the file, and every use of a helper that applies one.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for call in file.index.calls(named: "transition") where call.isViewTransitionModifier {
      guard let transition = call.unlabeledFirstArgument else { continue }
      let profile = MotionSeverity.transition(transition)
      var hit = RuleHit.motion(site: call, readers: [transition], profile: profile, isTransition: true, in: file)
      if !hit.passing {
        var builder = FixBuilder(for: call, in: file)
        let fallback = profile.variant == .fade ? ".opacity.animation(.easeInOut(duration: 0.15))" : ".opacity"
        builder.guardExpression(transition, fallback: fallback)
        hit.fix = builder.fix
      }
      hits.append(hit)
    }
    return hits + RuleHit.helperUses(of: .transition, in: file)
  }
}
