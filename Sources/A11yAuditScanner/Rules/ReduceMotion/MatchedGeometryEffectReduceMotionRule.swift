import SwiftSyntax

/// Reports every `.matchedGeometryEffect(id:in:)` and whether the hero move it makes respects Reduce Motion.
public enum MatchedGeometryEffectReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "matched-geometry-effect-reduce-motion",
    title: "Respect Reduce Motion in matchedGeometryEffect",
    summary:
      "A matched geometry effect should not fly views across the screen when the user has turned on Reduce Motion.",
    rationale: """
      `.matchedGeometryEffect(id:in:)` moves and resizes a view from where its partner was to where it is, across the \
      screen, every time the state that swaps them changes inside an animation: a large, directional movement, high. \
      Kind: transition.

      A site passes when one of its arguments reads the setting (`isSource: !reduceMotion`, \
      `properties: reduceMotion ? [] : .frame`), when an enclosing `if`, `else`, `switch`, ternary, early exit or \
      `.transaction { … }` reads it, or when every `withAnimation` of the same type respects the setting (the \
      matched move only animates inside an animation; with Reduce Motion on the views then swap in place).

      Blind spots: `.animation(_:value:)` modifiers that animate the swap are not considered (they are reported \
      by animation-modifier-reduce-motion); a swap animated by code in another type is not seen, so a view \
      without any `withAnimation` is reported; the polarity of guards is not checked. There is no automatic fix: \
      the state change that moves the view must be guarded.
      """,
    category: .reduceMotion,
    severity: .high,
    criteria: ["2.3.3"],
    message: "matchedGeometryEffect moves views across the screen regardless of Reduce Motion",
    passingMessage: "matchedGeometryEffect respects Reduce Motion",
    recommendation: """
      Change the state that swaps the matched views without animation under Reduce Motion (`withAnimation(reduceMotion \
      ? nil : .spring()) { isExpanded.toggle() }`), or fall back to a crossfade by applying the effect only when \
      `!reduceMotion`.
      """,
    impactDescription: "hero moves fly a view across the whole screen",
    tags: ["anim", "accessibility", "reduce-motion", "matched-geometry"],
    triggeringExamples: MatchedGeometryEffectReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: MatchedGeometryEffectReduceMotionRuleExamples.nonTriggering
  )

  /// Every `.matchedGeometryEffect` modifier in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let drivers = file.motionState.drivers
    return file.index.calls(named: "matchedGeometryEffect").filter { $0.modifierName != nil }.map { call in
      let profile = MotionProfile(severity: .high, variant: .movement)
      var hit = RuleHit.motion(site: call, readers: [call.arguments], profile: profile, isTransition: true, in: file)
      let scope = Syntax(call).outermostTypeName
      let animations = drivers.filter { $0.scope == scope }
      if !animations.isEmpty && animations.allSatisfy(\.passing) { hit.passing = true }
      return hit
    }
  }
}
