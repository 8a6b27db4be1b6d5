import SwiftSyntax

/// Reports content whose opacity, colour, brightness or presence a repeating animation or timer flips more than
/// three times a second.
public enum FlashingContentRule: Rule {
  /// Files without any of these cannot hold a site: `repeatForever`, `Timer.…`, `Task.sleep` loops.
  public static let sourceKeywords: [String]? = ["repeatForever", "Timer", "sleep"]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "flashing-content",
    title: "Do not flash more than three times a second",
    summary: "Content that blinks faster than three times a second can cause seizures.",
    rationale: """
      Flashing light can trigger seizures in people with photosensitive epilepsy, and a single exposure is enough. \
      WCAG 2.3.1 Three Flashes or Below Threshold allows no more than three flashes in any one second (a flash is a \
      pair of opposing changes in brightness: bright then dark). Unlike other motion, no setting exempts it: \
      honouring Reduce Motion does not make a fast flash acceptable, because the person has to find the setting \
      after the harm.

      Sites: a `repeatForever` animation (in `withAnimation(…)` or `.animation(…, value:)`) whose state feeds \
      `.opacity`, a colour (`.foregroundStyle`, `.foregroundColor`, `.background`, `.fill`, `.tint`) or \
      `.brightness`, `.saturation`, `.hueRotation`, `.grayscale` in the same type; and a repeating timer \
      (`Timer.scheduledTimer(…, repeats: true)`, `.onReceive(Timer.publish(every:…))`, a `while` loop around \
      `Task.sleep`) that toggles a Bool (`blink.toggle()`, `x = !x`) read by one of those modifiers or by an `if` \
      that shows a view.

      How fast: an animation of duration d that autoreverses goes there and back in 2d, so it flashes 1/(2d) times \
      a second and fails when d < 1/6 s (0.167 s); without `autoreverses` it jumps back at once, one flash every d, \
      and fails when d < 1/3 s. `.speed(s)` divides the duration by s; an animation without a duration counts as \
      SwiftUI's default (0.35 s). A timer toggling every t seconds needs two ticks for a flash, 1/(2t) a second, \
      and fails when t < 1/6 s. Exactly three flashes a second passes. Violations are high (seizures); slower \
      blinking is reported as passing.

      Blind spots: WCAG exempts flashes that are small (under about a quarter of 10° of the visual field) or dim \
      (a change of less than 10% in relative luminance), and adds a stricter threshold for saturated red; the rule \
      sees neither the area nor the colours, so a fast blink of a tiny dot is reported. Animations stored in a \
      property or built by a helper, durations computed at run time, `TimelineView` and `CADisplayLink` driven \
      blinking, UIKit `UIView.animate` with `.repeat`, video and Lottie or GIF content are not seen.
      """,
    category: .reduceMotion,
    severity: .high,
    criteria: ["2.3.1"],
    message: "Content flashes {rate} times a second, more than the three-flash limit",
    passingMessage: "Repeating change stays at or below three flashes a second",
    recommendation: """
      Slow the change to three flashes a second or fewer (an autoreversing animation of at least 0.17 s, a timer \
      of at least 0.17 s per toggle), or replace blinking with a steady highlight; Reduce Motion is no excuse for \
      a fast flash.
      """,
    impactDescription: "Fast flashing can trigger seizures in people with photosensitive epilepsy",
    tags: ["flashing", "accessibility", "seizures", "animation"],
    variants: [
      RuleVariant(
        id: "timer", when: "a repeating timer toggles the content",
        message: "Timer toggles content {rate} times a second, more than the three-flash limit",
        recommendation: """
          Toggle no faster than every 0.17 s (three flashes a second), or show a steady state instead of blinking.
          """)
    ],
    triggeringExamples: FlashingContentRuleExamples.triggering,
    nonTriggeringExamples: FlashingContentRuleExamples.nonTriggering
  )

  /// WCAG 2.3.1's limit: no more than three flashes in any one second.
  package static let flashLimit = 3.0

  /// The duration SwiftUI gives an animation that names none (`.easeInOut`, `.default`).
  package static let defaultDuration = 0.35

  /// Every repeating animation and timer of the file that flips a flashing property.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var sites: [FlashSite] = []
    for call in file.index.calls(named: "repeatForever") {
      if let site = FlashSite(repeating: call, in: file) { sites.append(site) }
    }
    if file.sourceMentions("Timer") || file.sourceMentions("sleep") {
      sites += RepeatingTimer.all(in: file).compactMap { FlashSite(timer: $0, in: file) }
    }
    return sites.filter { !$0.node.isInPreview }.map { site in
      let passing = site.flashesPerSecond <= flashLimit + 1e-9
      var hit = RuleHit(
        node: site.node, severity: passing ? .none : .high, passing: passing, kind: .continuous, variant: site.variant)
      hit.messageArguments = ["rate": site.flashesPerSecond.rateText]
      return hit
    }
  }
}

/// One repeating change of a flashing property and how often it flashes.
private struct FlashSite {
  var node: Syntax
  var flashesPerSecond: Double
  var variant: String?

  /// A `repeatForever` animation whose state feeds a flashing property.
  init?(repeating call: FunctionCallExprSyntax, in file: SourceFileContext) {
    let animation = Syntax(call).chainTop
    guard let duration = animation.flashDuration else { return nil }
    let reverses = call.argument(labelled: "autoreverses").map { $0.isTrueLiteral } ?? true
    guard let (driven, within) = animation.animatedState, !driven.isEmpty,
      file.flashingProperties(
        readingAny: driven, in: file.typeScope(of: call), within: within, includingConditions: false)
    else { return nil }
    node = Syntax(call)
    flashesPerSecond = 1 / (reverses ? 2 * duration : duration)
  }

  /// A repeating timer toggling state a flashing property or a shown view reads.
  init?(timer: RepeatingTimer, in file: SourceFileContext) {
    guard let seconds = timer.seconds, seconds > 0 else { return nil }
    let toggled = timer.toggledNames
    guard !toggled.isEmpty,
      file.flashingProperties(
        readingAny: toggled, in: file.typeScope(of: timer.call), within: nil, includingConditions: true)
    else { return nil }
    node = Syntax(timer.call)
    flashesPerSecond = 1 / (2 * seconds)
    variant = "timer"
  }
}

extension Syntax {
  /// The seconds one pass of this animation expression takes (`.linear(duration: 0.1).speed(2)` → 0.05); SwiftUI's
  /// default when it names none; nil when a duration is not a literal.
  fileprivate var flashDuration: Double? {
    let finder = DurationFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    guard !finder.unknown, finder.speed > 0 else { return nil }
    return (finder.durations.min() ?? FlashingContentRule.defaultDuration) / finder.speed
  }

  /// The state the animation expression animates, and the view it applies to when that is narrower than the type:
  /// the names a `withAnimation` closure assigns or toggles (anywhere in the type), or the `value:` an `.animation`
  /// modifier watches (or, without one, the names the modifiers below it read) in the view it modifies.
  fileprivate var animatedState: (names: Set<String>, within: Syntax?)? {
    guard let enclosing = enclosingCalls.first?.call else { return nil }
    if enclosing.isWithAnimationCall {
      guard
        let closure = enclosing.trailingClosure
          ?? enclosing.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first
      else { return nil }
      let finder = AssignedNameFinder(viewMode: .sourceAccurate)
      finder.walk(closure)
      return (finder.names, nil)
    }
    guard enclosing.isViewAnimationModifier, let modified = enclosing.modifierBase else { return nil }
    if let value = enclosing.argument(labelled: "value") { return (value.stateNames, Syntax(modified)) }
    let names = enclosing.modifiersBelow.reduce(into: Set<String>()) { names, modifier in
      names.formUnion(modifier.arguments.flatMap { $0.expression.stateNames })
    }
    return (names, Syntax(modified))
  }
}

extension SourceFileContext {
  /// Whether a modifier of `scope` (within `view`, when given) that changes opacity, colour or brightness reads one
  /// of `names`, or (with `includingConditions`) an `if` of the scope shows a view depending on one.
  fileprivate func flashingProperties(
    readingAny names: Set<String>, in scope: TypeScope, within view: Syntax?, includingConditions: Bool
  ) -> Bool {
    let range = view?.trimmedUTF8Range
    for name in FlashSite.propertyModifiers {
      for call in index.calls(named: name) where call.viewModifierName == name && scope.contains(call) {
        if let range, !range.contains(call.positionAfterSkippingLeadingTrivia.utf8Offset) { continue }
        guard let effect = MotionEffect(call, numbers: { _ in [] }), [.opacity, .colour].contains(effect.kind)
        else { continue }
        if !effect.stateNames.isDisjoint(with: names) { return true }
      }
    }
    guard includingConditions else { return false }
    let finder = ConditionNameFinder(viewMode: .sourceAccurate)
    finder.walk(syntax)
    return finder.conditions.contains { scope.contains($0.node) && !$0.names.isDisjoint(with: names) }
  }
}

extension FlashSite {
  /// Modifiers whose change is a change of brightness or colour.
  package static let propertyModifiers = [
    "opacity", "foregroundColor", "foregroundStyle", "background", "fill", "tint", "brightness", "saturation",
    "hueRotation", "grayscale",
  ]
}

extension Double {
  /// `5`, `3.3`: a rate for people to read.
  fileprivate var rateText: String {
    let rounded = (self * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}

/// The durations and speed an animation expression gives.
private final class DurationFinder: SyntaxVisitor {
  var durations: [Double] = []
  var speed = 1.0
  /// A duration that is not a literal.
  var unknown = false

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    guard let label = node.label?.text, ["duration", "response"].contains(label) else { return .visitChildren }
    if let value = node.expression.durationSeconds(unit: 1) { durations.append(value) } else { unknown = true }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledName == "speed", let first = node.arguments.first, first.label == nil {
      if let value = first.expression.durationSeconds(unit: 1) { speed *= value } else { unknown = true }
    }
    return .visitChildren
  }
}

/// The names code assigns or toggles: `blink = true`, `blink.toggle()`.
private final class AssignedNameFinder: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let path = elements[0].actionPath,
      !path.contains(".")
    {
      names.insert(path)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledName == "toggle", let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.actionPath,
      !base.contains(".")
    {
      names.insert(base)
    }
    return .visitChildren
  }
}

/// The `if` conditions of a file and the state names they read.
private final class ConditionNameFinder: SyntaxVisitor {
  var conditions: [(node: Syntax, names: Set<String>)] = []

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    var names: Set<String> = []
    for condition in node.conditions {
      if let expression = condition.condition.as(ExprSyntax.self) { names.formUnion(expression.stateNames) }
    }
    conditions.append((Syntax(node), names))
    return .visitChildren
  }
}
