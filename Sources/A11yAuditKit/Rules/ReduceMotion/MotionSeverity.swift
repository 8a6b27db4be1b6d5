import SwiftSyntax

/// The audit's severity table ("Disorientation Severity Ratings") applied to animation and transition expressions.
///
/// Severity describes the motion a site asks for when Reduce Motion is off, so a guarded site keeps the severity
/// of what it protects users from.
enum MotionSeverity {
  static let continuous = "repeatForever"
  static let springs: Set<String> = ["spring", "interpolatingSpring", "interactiveSpring", "bouncy", "snappy"]
  static let moderateSprings: Set<String> = ["smooth"]
  static let movementModifiers: Set<String> = [
    "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "position",
  ]
  static let colourModifiers: Set<String> = ["opacity", "foregroundColor", "foregroundStyle", "background", "tint"]
  static let largeTransitions: Set<String> = ["slide", "push"]
  static let movingTransitions: Set<String> = ["move", "offset", "slide", "push"]
  static let moderateTransitions: Set<String> = ["move", "offset", "scale"]

  /// Severity of `withAnimation(animation)` (nil when called without an animation).
  static func withAnimation(_ animation: ExprSyntax?) -> Severity {
    guard let animation else { return .medium }
    return timing(of: animation) ?? .medium
  }

  /// Severity of `.animation(animation, value:)` given the modifiers it animates (nearest first).
  static func animationModifier(_ animation: ExprSyntax, animating modifiers: [String]) -> Severity {
    if let severity = timing(of: animation) { return severity }
    if modifiers.contains(where: movementModifiers.contains) { return .medium }
    if modifiers.contains(where: colourModifiers.contains) { return .low }
    return .medium
  }

  /// Severity of `.transition(transition)`.
  static func transition(_ transition: ExprSyntax) -> Severity {
    if transition.isIdentityTransition { return .none }
    let names = transition.motionNames
    if names.contains(continuous) { return .critical }
    if !names.isDisjoint(with: largeTransitions) || !names.isDisjoint(with: springs) { return .high }
    if names.contains("asymmetric") && !names.isDisjoint(with: movingTransitions) { return .high }
    if !names.isDisjoint(with: moderateTransitions) || !names.isDisjoint(with: moderateSprings) { return .medium }
    if names.contains("opacity") { return .low }
    return .medium
  }

  /// Severity decided by the animation itself, or nil when it is a plain timing curve.
  private static func timing(of animation: ExprSyntax) -> Severity? {
    if animation.isNoAnimation { return Severity.none }
    let names = animation.motionNames
    if names.contains(continuous) { return .critical }
    if !names.isDisjoint(with: springs) { return .high }
    if !names.isDisjoint(with: moderateSprings) { return .medium }
    return nil
  }
}
