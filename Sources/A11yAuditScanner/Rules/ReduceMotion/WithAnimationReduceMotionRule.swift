import SwiftSyntax

/// Reports every `withAnimation(…) { … }` call and whether it respects Reduce Motion.
public enum WithAnimationReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "with-animation-reduce-motion",
    title: "Respect Reduce Motion in withAnimation",
    summary: "`withAnimation` should not animate motion when the user has turned on Reduce Motion.",
    rationale: """
      People with vestibular disorders turn on Reduce Motion to stop movement that makes them dizzy or \
      nauseous; WCAG 2.3.3 asks that motion triggered by interaction can be turned off. `withAnimation` \
      animates every change its closure makes, so it must pass `nil` (or a short fade) when \
      `@Environment(\\.accessibilityReduceMotion)` is true.

      A call passes when its animation argument reads the setting (`withAnimation(reduceMotion ? nil : \
      .spring())`), reads a property or function that reads it, in this file or exported by another \
      (`withAnimation(dismissAnimation)` where `dismissAnimation` consults `reduceMotion`), or sits under an \
      `if`, `else`, `switch`, ternary, a preceding `guard`/early-returning `if` in the same block, or a \
      `.transaction { … }` modifier whose closure reads it. The setting is a property declared \
      `@Environment(\\.accessibilityReduceMotion)` under any name, or `UIAccessibility.isReduceMotionEnabled`. \
      `withAnimation(nil)` passes with severity none. Calls of a project helper in `extension View` whose body \
      calls `withAnimation` are reported here too; they pass when the helper consults the setting.

      Severity rates how disorienting the motion is, from the animation and the effects whose state the closure \
      changes (`.offset`, `.scaleEffect`, `.rotationEffect`, `.opacity`, … of the same view reading an assigned name): \
      critical for `repeatForever` (medium when only fades repeat), a rotation over 180° or a scale change of 0.5 or \
      more in under 0.3 s; high for bouncing springs (`.spring`, `.interpolatingSpring`, `.interactiveSpring`, \
      `.bouncy`, `.snappy`, also as members of other types such as `DesignSystem.Animation.bouncy`), for two kinds of \
      movement at once and for offsets on both axes or of 100 points; medium for moderate springs (`.smooth`, `bounce: \
      0`) and one kind of movement; low when the effects only fade; medium when the closure's effects are unknown. \
      Kind: continuous for `repeatForever`, entrance inside `.onAppear`/`.task`, feedback inside a `Button` action or \
      gesture handler, decorative otherwise.

      Blind spots: the rule does not check the guard's polarity (`if reduceMotion { withAnimation(.spring) {…} }` \
      passes); an animation stored in a variable of another file is treated as a plain timing curve unless that \
      file exports it as a helper; state passed to child views is not followed, so their effects do not raise \
      the severity.
      """,
    category: .reduceMotion,
    severity: .medium,
    criteria: ["2.3.3"],
    message: "withAnimation animates regardless of Reduce Motion",
    passingMessage: "withAnimation respects Reduce Motion",
    recommendation: """
      Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` and pass `nil` (or a short \
      `.easeInOut` fade) when it is true: `withAnimation(reduceMotion ? nil : .spring()) { … }`, or set the \
      state without `withAnimation` in an `if reduceMotion { … } else { … }`.
      """,
    impactDescription: "every state change it animates moves views for people who asked for less motion",
    tags: ["anim", "accessibility", "reduce-motion", "withAnimation"],
    variants: MotionAdvice.variants(
      for: .init(
        name: "withAnimation",
        guardedExample: "`withAnimation(reduceMotion ? nil : .spring()) { … }`",
        crossfadeExample: "`withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : .easeInOut(duration: 0.3)) { … }`"
      )),
    automaticFix: """
      Adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the enclosing view when it has \
      none (outside views it reads `UIAccessibility.isReduceMotionEnabled`) and guards the animation: \
      `withAnimation(reduceMotion ? nil : <animation>)`, or `reduceMotion ? .easeInOut(duration: 0.15) : \
      <animation>` when the closure only fades; `withAnimation { … }` becomes `withAnimation(reduceMotion ? nil : \
      .default) { … }`.
      """,
    triggeringExamples: WithAnimationReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: WithAnimationReduceMotionRuleExamples.nonTriggering
  )

  /// Every `withAnimation` call in the file, and every use of a helper that wraps one.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for call in file.index.calls(named: "withAnimation") where call.isWithAnimationCall {
      let animation = call.unlabeledFirstArgument
      let effects = file.motionState.effects(drivenBy: call)
      var profile = MotionSeverity.classify(timing: AnimationTiming(animation), effects: effects)
      // A fade is no motion only when nothing but the fading effects shows the change.
      if profile.variant == .fade, profile.severity == .none,
        !file.motionState.changesShowOnlyIn(effects, drivenBy: call, in: file)
      {
        profile.severity = .low
      }
      var hit = RuleHit.motion(site: call, readers: animation.map { [$0] } ?? [], profile: profile, in: file)
      if !hit.passing { hit.fix = fix(call, animation: animation, variant: profile.variant, in: file) }
      hits.append(hit)
    }
    return hits + RuleHit.helperUses(of: .withAnimation, in: file)
  }

  private static func fix(
    _ call: FunctionCallExprSyntax, animation: ExprSyntax?, variant: MotionVariant, in file: SourceFileContext
  ) -> SiteFix? {
    var builder = FixBuilder(for: call, in: file)
    if let animation {
      builder.guardExpression(animation, fallback: variant == .fade ? ".easeInOut(duration: 0.15)" : "nil")
    } else if let left = call.leftParen, call.arguments.isEmpty {
      builder.insert("$setting ? nil : .default", at: left.endPositionBeforeTrailingTrivia.utf8Offset)
    } else if call.leftParen == nil {
      builder.insert(
        "($setting ? nil : .default)", at: call.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset)
    }
    return builder.fix
  }
}
