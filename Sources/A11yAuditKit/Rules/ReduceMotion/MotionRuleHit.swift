import SwiftSyntax

extension RuleHit {
  /// A motion site: severity from ``MotionSeverity``; passing when it asks for no motion, when its motion
  /// argument reads the setting, or when an enclosing condition does; kind from the motion and its surroundings.
  static func motion(
    site: FunctionCallExprSyntax, argument: ExprSyntax?, severity: Severity, isTransition: Bool,
    in file: SourceFileContext
  ) -> RuleHit {
    let guards = file.reduceMotionGuards
    let argumentReadsSetting = argument.map { guards.isMentioned(in: $0) } ?? false
    let passing = severity == .none || argumentReadsSetting || site.isReduceMotionGuarded(by: guards)
    let kind: AnimationKind
    if argument?.motionNames.contains(MotionSeverity.continuous) == true {
      kind = .continuous
    } else if isTransition {
      kind = .transition
    } else {
      kind = site.enclosingAnimationKind
    }
    return RuleHit(node: site, severity: severity, passing: passing, kind: kind)
  }
}
