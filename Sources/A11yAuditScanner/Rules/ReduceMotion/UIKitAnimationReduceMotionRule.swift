import SwiftSyntax

/// Reports every UIKit animation (`UIView.animate…`, `UIView.transition`, `UIViewPropertyAnimator`) and whether it
/// respects Reduce Motion.
public enum UIKitAnimationReduceMotionRule: Rule {
  package static let viewAnimations: Set<String> = ["animate", "animateKeyframes", "transition", "perform"]
  package static let propertyAnimatorFactories: Set<String> = ["runningPropertyAnimator"]
  package static let entranceFunctions: Set<String> = [
    "viewDidAppear", "viewWillAppear", "didMoveToWindow", "awakeFromNib",
  ]

  /// Files without any motion keyword have no site.
  public static let sourceKeywords: [String]? = ReduceMotionFacts.motionKeywords

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "uikit-animation-reduce-motion",
    title: "Respect Reduce Motion in UIKit animations",
    summary: "UIKit animations should not move views when `UIAccessibility.isReduceMotionEnabled` is true.",
    rationale: """
      UIKit animations ignore Reduce Motion unless the code asks: `UIView.animate(withDuration:…)`, \
      `UIView.animateKeyframes`, `UIView.transition(with:…)` and `UIViewPropertyAnimator` must check \
      `UIAccessibility.isReduceMotionEnabled` (or a SwiftUI view's `accessibilityReduceMotion`).

      Severity rates how disorienting the motion is, from the timing and from what the `animations` closure changes: \
      critical with the `.repeat` option (medium when only `alpha` or colours repeat); high for springs \
      (`usingSpringWithDamping:`, `dampingRatio:` below 1), for flip and curl transitions, and for two kinds of \
      movement at once; medium for one kind (`transform`, `center`, `frame`, `bounds`, a constraint's `constant`); low \
      for `alpha` and colour changes and cross-dissolve transitions; medium when the closure shows nothing. Kind: \
      transition for `UIView.transition`, continuous with `.repeat`, entrance in `viewDidAppear`/\
      `viewWillAppear`, feedback in functions handling a tap or gesture, decorative otherwise.

      A site passes when an argument reads the setting (`withDuration: UIAccessibility.isReduceMotionEnabled ? 0 \
      : 0.3`), or an enclosing `if`, `else`, `switch`, ternary or early exit (`guard \
      !UIAccessibility.isReduceMotionEnabled else { … }`) reads it.

      Blind spots: animations started through other helpers (Core Animation, `CABasicAnimation`) are not \
      covered; the polarity of guards is not checked.
      """,
    category: .reduceMotion,
    severity: .medium,
    criteria: ["2.3.3"],
    message: "UIKit animation animates regardless of Reduce Motion",
    passingMessage: "UIKit animation respects Reduce Motion",
    recommendation: """
      Check `UIAccessibility.isReduceMotionEnabled`: animate with a zero duration (or a short cross-dissolve) \
      when it is true, `UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) { … }`.
      """,
    impactDescription: "UIKit animations never consult the setting by themselves",
    tags: ["anim", "accessibility", "reduce-motion", "uikit"],
    variants: MotionAdvice.variants(
      for: .init(
        name: "UIKit animation",
        guardedExample: "`UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) { … }`",
        crossfadeExample: "`UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0.15 : 0.3) { … }`")),
    automaticFix: """
      Makes the duration zero under Reduce Motion: `withDuration: <d>` (or `duration: <d>`) becomes \
      `UIAccessibility.isReduceMotionEnabled ? 0 : <d>` (in a SwiftUI view, its `accessibilityReduceMotion` \
      property, added when missing).
      """,
    triggeringExamples: UIKitAnimationReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: UIKitAnimationReduceMotionRuleExamples.nonTriggering
  )

  /// Every UIKit animation in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var calls: [FunctionCallExprSyntax] = []
    for name in viewAnimations.union(propertyAnimatorFactories).sorted() {
      calls += file.index.calls(named: name).filter { call in
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.simpleTypeName
        return base == "UIView" || (base == "UIViewPropertyAnimator" && propertyAnimatorFactories.contains(name))
      }
    }
    calls += file.index.calls(named: "UIViewPropertyAnimator").filter {
      $0.calledExpression.is(DeclReferenceExprSyntax.self)
    }
    return calls.map { call in
      let names = call.arguments.reduce(into: Set<String>()) { $0.formUnion($1.expression.motionNames) }
        .union(call.arguments.compactMap { $0.label?.text })
      let calm = call.arguments.contains { argument in
        ["usingSpringWithDamping", "dampingRatio"].contains(argument.label?.text)
          && (argument.expression.numberLiteral ?? 0) >= 1
      }
      let duration = call.arguments.first { ["withDuration", "duration"].contains($0.label?.text) }?.expression
      let timing = AnimationTiming(names: names, duration: duration?.numberLiteral, calmSprings: calm)
      let isTransition = call.calledName == "transition"
      let profile: MotionProfile
      if isTransition {
        profile = transitionProfile(names: names, timing: timing)
      } else {
        let changes = UIKitChangeCollector(viewMode: .sourceAccurate)
        for closure in call.argumentsAndClosures { changes.walk(closure) }
        profile = MotionSeverity.classify(timing: timing, effects: changes.effects)
      }
      var hit = RuleHit.motion(
        site: call, readers: [call.arguments], profile: profile, isTransition: isTransition, in: file)
      if !isTransition && profile.variant != .continuous { hit.kind = call.uiKitKind }
      if !hit.passing, let duration {
        var builder = FixBuilder(for: call, in: file)
        builder.guardExpression(duration, fallback: "0")
        hit.fix = builder.fix
      }
      return hit
    }
  }

  private static func transitionProfile(names: Set<String>, timing: AnimationTiming) -> MotionProfile {
    if timing.curve == .continuous { return MotionProfile(severity: .critical, variant: .continuous) }
    if names.contains(where: { $0.hasPrefix("transitionFlip") || $0.hasPrefix("transitionCurl") }) {
      return MotionProfile(severity: .high, variant: .movement)
    }
    if names.contains("transitionCrossDissolve") { return MotionProfile(severity: .low, variant: .fade) }
    return MotionProfile(severity: .medium, variant: .curve)
  }
}

extension ExprSyntax {
  /// The member names of a chain: `self.drawer.center.x` → `drawer`, `center`, `x`.
  fileprivate var memberNames: Set<String> {
    var names: Set<String> = []
    var current: ExprSyntax? = self
    while let access = current?.as(MemberAccessExprSyntax.self) {
      names.insert(access.declName.baseName.text)
      current = access.base
    }
    return names
  }
}

extension ExprSyntax {
  /// `UIView` for `UIView` and `UIKit.UIView`; nil for anything else (without printing a whole view chain, as
  /// `trimmedDescription` would for the base of a SwiftUI `.transition`).
  fileprivate var simpleTypeName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let access = self.as(MemberAccessExprSyntax.self),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit"
    else { return nil }
    return access.declName.baseName.text
  }
}

extension FunctionCallExprSyntax {
  /// Entrance in `viewDidAppear`/`viewWillAppear`, feedback in a function handling a tap, press or gesture,
  /// decorative otherwise.
  fileprivate var uiKitKind: AnimationKind {
    var current = parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        let name = function.name.text
        if UIKitAnimationReduceMotionRule.entranceFunctions.contains(name) { return .entrance }
        let lowered = name.lowercased()
        let handles = ["tap", "press", "gesture", "select", "handle", "toggle", "action"].contains {
          lowered.contains($0)
        }
        return handles || function.attributes.contains { $0.trimmedDescription == "@objc" } ? .feedback : .decorative
      }
      current = node.parent
    }
    return .decorative
  }
}

/// What a UIKit `animations` closure changes: `transform` (rotation, scale or translation), `center`, `frame`,
/// `bounds`, a constraint's `constant` (movement), `alpha` (fade), colours.
private final class UIKitChangeCollector: SyntaxVisitor {
  var effects: [MotionEffect] = []

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard let index = elements.firstIndex(where: { $0.isAssignmentOperator }), index == 1, elements.count > 2 else {
      return .visitChildren
    }
    let properties = elements[0].memberNames
    let value = elements[2].motionNames
    if properties.contains("transform") {
      if value.contains("rotationAngle") || value.contains("rotated") {
        effects.append(MotionEffect(kind: .rotation))
      } else if value.contains("scaleX") || value.contains("scaledBy") {
        effects.append(MotionEffect(kind: .scale))
      } else {
        effects.append(MotionEffect(kind: .offset))
      }
    } else if !properties.isDisjoint(with: ["center", "frame", "bounds", "constant", "origin"]) {
      effects.append(MotionEffect(kind: .offset))
    } else if properties.contains("alpha") {
      effects.append(MotionEffect(kind: .opacity))
    } else if !properties.isDisjoint(with: ["backgroundColor", "tintColor", "textColor"]) {
      effects.append(MotionEffect(kind: .colour))
    }
    return .visitChildren
  }
}
