import SwiftSyntax

/// Reports every `TimelineView(.animation…)` and whether it respects Reduce Motion.
public enum TimelineViewReduceMotionRule: Rule {
  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "timeline-view-reduce-motion",
    title: "Respect Reduce Motion in animation timelines",
    summary: "A `TimelineView(.animation)` should pause when the user has turned on Reduce Motion.",
    rationale: """
      `TimelineView(.animation)` redraws its content every frame for as long as it is on screen: continuous motion, \
      critical (medium when its content only fades or changes colour). Timelines on `.periodic`, `.everyMinute` or \
      `.explicit` schedules are not animations and are not reported. Kind: continuous.

      A site passes when any part of it reads the setting (`.animation(paused: reduceMotion)`, a schedule chosen \
      by the setting, content that stops moving when `reduceMotion` is true), or when an enclosing `if`, `else`, \
      `switch`, ternary, early exit or `.transaction { … }` reads it.

      Blind spots: content drawn in a `Canvas` is not inspected (it counts as movement); the polarity of guards \
      is not checked.
      """,
    category: .reduceMotion,
    severity: .critical,
    criteria: ["2.3.3"],
    message: "Animation timeline runs regardless of Reduce Motion",
    passingMessage: "Animation timeline respects Reduce Motion",
    recommendation: """
      Pause the timeline under Reduce Motion, so the view shows a still frame: `TimelineView(.animation(paused: \
      reduceMotion)) { context in … }`.
      """,
    impactDescription: "redraws motion every frame for as long as the view is visible",
    tags: ["anim", "accessibility", "reduce-motion", "timeline-view"],
    variants: [
      RuleVariant(
        id: MotionVariant.continuous.rawValue, when: "always (the timeline never stops by itself)",
        message: "Animation timeline moves content every frame regardless of Reduce Motion",
        recommendation: """
          Pause it under Reduce Motion and show a still frame (WCAG 2.2.2 Pause, Stop, Hide): \
          `TimelineView(.animation(paused: reduceMotion)) { context in … }`.
          """)
    ],
    automaticFix: """
      Adds `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the enclosing view when it has \
      none and pauses the schedule: `.animation` becomes `.animation(paused: reduceMotion)`, \
      `.animation(minimumInterval: m)` gets `paused: reduceMotion`, and `paused: <value>` becomes \
      `paused: reduceMotion ? true : <value>`.
      """,
    triggeringExamples: TimelineViewReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: TimelineViewReduceMotionRuleExamples.nonTriggering
  )

  /// Every animation-scheduled `TimelineView` in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "TimelineView").compactMap { call in
      guard call.calledExpression.is(DeclReferenceExprSyntax.self), let schedule = call.unlabeledFirstArgument,
        !schedule.motionNames.isDisjoint(with: ["animation", "AnimationTimelineSchedule"])
      else { return nil }
      let effects = call.closure(labeled: "content")?.effectModifiers(numbers: file.motionState.numbers) ?? []
      let fadesOnly = !effects.isEmpty && !effects.contains(where: \.isMovement)
      let profile = MotionProfile(severity: fadesOnly ? .medium : .critical, variant: .continuous)
      var hit = RuleHit.motion(site: call, readers: call.argumentsAndClosures, profile: profile, in: file)
      if !hit.passing { hit.fix = fix(schedule, call: call, in: file) }
      return hit
    }
  }

  private static func fix(_ schedule: ExprSyntax, call: FunctionCallExprSyntax, in file: SourceFileContext) -> SiteFix?
  {
    var builder = FixBuilder(for: call, in: file)
    if let access = schedule.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "animation" {
      builder.insert("(paused: $setting)", at: schedule.endPositionBeforeTrailingTrivia.utf8Offset)
    } else if let animation = schedule.as(FunctionCallExprSyntax.self), animation.calledName == "animation",
      let right = animation.rightParen
    {
      if let paused = animation.argument(labeled: "paused") {
        builder.guardExpression(paused.expression, fallback: "true")
      } else {
        let separator = animation.arguments.isEmpty ? "" : ", "
        builder.insert("\(separator)paused: $setting", at: right.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
    }
    return builder.fix
  }
}
