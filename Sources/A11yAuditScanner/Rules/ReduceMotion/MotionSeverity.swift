import A11yAuditModel
import SwiftSyntax

/// Which Reduce Motion fallback a site needs (no animation, a shorter crossfade, a static view); it picks the
/// message and recommendation a motion finding prints.
package enum MotionVariant: String, CaseIterable, Sendable {
  /// Motion that never stops (`repeatForever`, a looping animator): replace with a static indicator.
  case continuous
  /// A bouncing spring: no animation under Reduce Motion.
  case spring
  /// Movement, rotation, resizing or a sliding transition: no movement under Reduce Motion (a fade at most).
  case movement
  /// A scale change: no scaling under Reduce Motion.
  case scale
  /// A plain timing curve whose effect the source does not show: no animation under Reduce Motion.
  case curve
  /// Only opacity, blur or colour changes: a 0.15 s crossfade under Reduce Motion.
  case fade
}

/// Severity and fallback row of one site.
package struct MotionProfile: Equatable {
  package var severity: Severity
  package var variant: MotionVariant
}

/// How disorienting an animation site is: continuous motion is critical, large or bouncing movement high, one kind of
/// movement medium, fades and subtle changes low.
///
/// Severity describes the motion a site asks for when Reduce Motion is off, so a guarded site keeps the severity
/// of what it protects users from.
package enum MotionSeverity {
  package static let largeTransitions: Set<String> = ["slide", "push"]
  package static let movingTransitions: Set<String> = ["move", "offset", "slide", "push"]
  package static let moderateTransitions: Set<String> = ["move", "offset", "scale"]
  /// What a transition that only fades is written with: `.opacity`, `.asymmetric(insertion: .opacity, removal:
  /// .opacity)`, `AnyTransition.opacity.animation(.easeIn.delay(0.2))`. Any other name may be a transition of the
  /// project's that moves.
  package static let fadeTransitionNames: Set<String> = [
    "opacity", "identity", "asymmetric", "combined", "animation", "AnyTransition", "Animation", "default", "delay",
    "speed", "easeIn", "easeOut", "easeInOut", "linear", "timingCurve",
  ]

  /// Severity and fallback row of an animation with `timing` that animates `effects` (empty when the source does
  /// not show what it animates; `unknown` is the severity then).
  ///
  /// - critical: continuous motion (`repeatForever`) of anything but fades; a rotation over 180°; a scale change
  ///   of 0.5 or more in under 0.3 s.
  /// - high: a bouncing spring; two or more kinds of movement at once (offset, scale, rotation, resize); an offset
  ///   on both axes or of 100 points or more.
  /// - medium: one kind of movement (with or without a fade); a moderate spring (`.smooth`, `bounce: 0`); a
  ///   continuous fade; an animation whose effect is unknown.
  /// - low: a scale change under 0.1 (with or without a fade).
  /// - none: `nil`, `.none`, no duration, or only opacity, blur or colour changes (a fade is what Reduce Motion asks
  ///   for instead of motion).
  package static func classify(
    timing: AnimationTiming, effects: [MotionEffect], unknown: Severity = .medium
  ) -> MotionProfile {
    if timing.curve == .none { return MotionProfile(severity: .none, variant: .curve) }
    let movement = effects.filter(\.isMovement)
    let fadeOnly = !effects.isEmpty && movement.isEmpty
    if timing.curve == .continuous {
      return MotionProfile(severity: fadeOnly ? .medium : .critical, variant: .continuous)
    }
    // A fade is what Reduce Motion asks for instead of motion, whatever its curve.
    if fadeOnly, !effects.contains(where: { $0.kind == .scale }) {
      return MotionProfile(severity: .none, variant: .fade)
    }
    let effectSeverity = severity(of: effects, movement: movement, timing: timing)
    let severity = max(effectSeverity ?? timing.severity ?? unknown, timing.severity ?? .none)
    let variant: MotionVariant
    if fadeOnly {
      variant = .fade
    } else if timing.curve == .spring || timing.curve == .moderateSpring {
      variant = .spring
    } else if !movement.isEmpty && movement.allSatisfy({ $0.kind == .scale }) {
      variant = .scale
    } else if !movement.isEmpty {
      variant = .movement
    } else {
      variant = .curve
    }
    return MotionProfile(severity: severity, variant: variant)
  }

  /// Severity decided by the effects alone; nil when there are none.
  private static func severity(
    of effects: [MotionEffect], movement: [MotionEffect], timing: AnimationTiming
  )
    -> Severity?
  {
    guard !effects.isEmpty else { return nil }
    let rotatesFar = movement.contains {
      ($0.kind == .rotation || $0.kind == .rotation3D) && ($0.magnitude ?? 0) > MotionEffect.largeRotation
    }
    let scalesRapidly = movement.contains {
      $0.kind == .scale && ($0.magnitude ?? 0) >= MotionEffect.rapidScale
        && (timing.duration ?? .infinity) < MotionEffect.rapidDuration
    }
    if rotatesFar || scalesRapidly { return .critical }
    let kinds = Set(movement.map(\.movementGroup))
    let movesFar = movement.contains {
      $0.kind == .offset && ($0.axes > 1 || ($0.magnitude ?? 0) >= MotionEffect.largeOffset)
    }
    if kinds.count >= 2 || movesFar { return .high }
    return movement.isEmpty ? .low : .medium
  }

  /// Severity and fallback row of `.transition(transition)` (also the transition a helper applies).
  ///
  /// Critical with `repeatForever`; high for `.slide`, `.push`, an `.asymmetric` transition that moves, or a spring;
  /// medium for `.move`, `.offset`, `.scale` (whatever its factor: even `.scale(scale: 0.95)` is medium),
  /// `.smooth` and transitions the rule does not know (a project's `.game` beside an `.opacity`); none for `.identity`
  /// and a transition that only fades (a fade, what Reduce Motion asks for instead of motion).
  package static func transition(_ transition: ExprSyntax) -> MotionProfile {
    if transition.isIdentityTransition { return MotionProfile(severity: .none, variant: .curve) }
    return self.transition(names: transition.transitionNames)
  }

  /// Severity and fallback row of a transition known by the names it uses.
  package static func transition(names: Set<String>) -> MotionProfile {
    if !names.isDisjoint(with: AnimationTiming.continuousNames) {
      return MotionProfile(severity: .critical, variant: .continuous)
    }
    let moves = !names.isDisjoint(with: movingTransitions)
    if !names.isDisjoint(with: largeTransitions) || (names.contains("asymmetric") && moves) {
      return MotionProfile(severity: .high, variant: .movement)
    }
    if !names.isDisjoint(with: AnimationTiming.springNames) {
      return MotionProfile(severity: .high, variant: .spring)
    }
    if moves { return MotionProfile(severity: .medium, variant: .movement) }
    if names.contains("scale") { return MotionProfile(severity: .medium, variant: .scale) }
    if !names.isDisjoint(with: AnimationTiming.moderateSpringNames) {
      return MotionProfile(severity: .medium, variant: .spring)
    }
    if names.contains("opacity") && names.isSubset(of: fadeTransitionNames) {
      return MotionProfile(severity: .none, variant: .fade)
    }
    return MotionProfile(severity: .medium, variant: .curve)
  }
}

extension MotionEffect {
  /// Kinds of movement counted as different for "several simultaneous effects".
  fileprivate var movementGroup: String {
    switch kind {
    case .offset, .position: "move"
    case .rotation, .rotation3D: "rotate"
    default: kind.rawValue
    }
  }
}

extension ExprSyntax {
  /// The names a transition is written with, leaving out the timing it is given (`.animation(.easeIn(duration:
  /// Double(index) / 10))` adds `animation` and `easeIn`, not `Double` or `index`).
  fileprivate var transitionNames: Set<String> {
    let collector = TransitionNameCollector(viewMode: .sourceAccurate)
    collector.walk(self)
    return collector.names
  }
}

private final class TransitionNameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.text)
    return .skipChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    // Numbers given to a timing curve or an offset say nothing of the transition's kind.
    if let label = node.label?.text,
      ["duration", "delay", "speed", "response", "dampingFraction", "bounce"].contains(label)
    {
      return .skipChildren
    }
    return .visitChildren
  }
}
