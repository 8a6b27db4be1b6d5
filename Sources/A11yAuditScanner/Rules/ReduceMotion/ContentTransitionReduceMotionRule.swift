import SwiftSyntax

/// Reports every `.contentTransition(…)` and whether it respects Reduce Motion.
public enum ContentTransitionReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "content-transition-reduce-motion",
    title: "Respect Reduce Motion in content transitions",
    summary: "Content transitions should not roll text or symbols when the user has turned on Reduce Motion.",
    rationale: """
      `.contentTransition(_:)` animates a view's content in place when it changes inside an animation. \
      `.numericText()` rolls digits up or down by a line, and `.symbolEffect(.replace)` bounces the new symbol in: a \
      subtle movement, low. `.interpolate` morphs glyphs (low); `.opacity` only cross-fades, what Reduce Motion asks for instead \
      of motion, and `.identity` does nothing (none, passing). \
      Kind: transition.

      A site passes when its argument reads the setting (`.contentTransition(reduceMotion ? .opacity : \
      .numericText())`), or when an enclosing `if`, `else`, `switch`, ternary, early exit or \
      `.transaction { … }` reads it.

      Blind spots: a content transition only animates inside an animation, which the rule does not look for; \
      the polarity of guards is not checked.
      """,
    category: .reduceMotion,
    severity: .low,
    criteria: ["2.3.3"],
    message: "Content transition animates regardless of Reduce Motion",
    passingMessage: "Content transition respects Reduce Motion",
    recommendation: """
      Fall back to a crossfade under Reduce Motion: `.contentTransition(reduceMotion ? .opacity : .numericText())`.
      """,
    impactDescription: "digits and symbols roll in place; small, but constant on counters and timers",
    tags: ["anim", "accessibility", "reduce-motion", "content-transition"],
    variants: [
      RuleVariant(
        id: MotionVariant.movement.rawValue, when: "digits roll or a symbol is replaced with an effect",
        message: "Content transition rolls content regardless of Reduce Motion",
        recommendation: """
          Crossfade instead under Reduce Motion: `.contentTransition(reduceMotion ? .opacity : .numericText())`.
          """),
      RuleVariant(
        id: MotionVariant.fade.rawValue, when: "the glyphs morph (`.interpolate`)",
        message: "Content transition fades regardless of Reduce Motion",
        recommendation: """
          A blend may stay (a subtle change, low); for an instant change under Reduce Motion, \
          `.contentTransition(reduceMotion ? .identity : .opacity)`.
          """),
    ],
    automaticFix: """
      For rolling transitions, adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the \
      enclosing view when it has none and crossfades instead: `.contentTransition(reduceMotion ? .opacity : \
      <transition>)`. Blends are left as they are.
      """,
    triggeringExamples: ContentTransitionReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: ContentTransitionReduceMotionRuleExamples.nonTriggering
  )

  /// Every `.contentTransition` modifier in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "contentTransition").filter { $0.modifierName != nil }.compactMap { call in
      guard let transition = call.unlabeledFirstArgument else { return nil }
      let names = transition.motionNames
      let profile: MotionProfile
      if transition.isIdentityTransition || names == ["opacity"] {
        // `.opacity` cross-fades, what Reduce Motion asks for instead of motion.
        profile = MotionProfile(severity: .none, variant: .curve)
      } else if names.contains("numericText") || names.contains("symbolEffect") {
        profile = MotionProfile(severity: .low, variant: .movement)
      } else {
        profile = MotionProfile(severity: .low, variant: .fade)
      }
      var hit = RuleHit.motion(site: call, readers: [transition], profile: profile, isTransition: true, in: file)
      if !hit.passing, profile.variant == .movement {
        var builder = FixBuilder(for: call, in: file)
        builder.guardExpression(transition, fallback: ".opacity")
        hit.fix = builder.fix
      }
      return hit
    }
  }
}
