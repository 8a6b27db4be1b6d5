/// The Reduce Motion fallback of each kind of motion: springs, scale changes, movement and plain eases get no
/// animation, a fade becomes a shorter crossfade, continuous motion stops (WCAG 2.3.3 Animation from Interactions,
/// 2.2.2 Pause, Stop, Hide). Rule descriptions build their ``RuleVariant``s from these, so every report prints the
/// same words.
package enum MotionAdvice {
  /// What a rule's site is called in messages and how its fix reads in code.
  package struct Subject {
    /// `withAnimation`, `.animation`, `.transition`, …
    package var name: String
    /// The site with its animation guarded, for the recommendation (`withAnimation(reduceMotion ? nil : .spring()) { … }`).
    package var guardedExample: String
    /// The site with a crossfade under Reduce Motion.
    package var crossfadeExample: String
  }

  /// The six variants for `subject`: continuous, spring, movement, scale, curve and fade.
  package static func variants(for subject: Subject) -> [RuleVariant] {
    let name = subject.name
    return [
      RuleVariant(
        id: MotionVariant.continuous.rawValue, when: "the animation repeats forever",
        message: "\(name) runs motion that never stops, regardless of Reduce Motion",
        recommendation: """
          Continuous motion must stop under Reduce Motion (WCAG 2.2.2 Pause, Stop, Hide): \
          \(subject.guardedExample), or show a static indicator in `if reduceMotion { … } else { … }` (a spinner \
          becomes a still symbol, a shimmer a plain placeholder).
          """, criteria: ["2.2.2", "2.3.3"]),
      RuleVariant(
        id: MotionVariant.spring.rawValue, when: "the animation is a spring",
        message: "\(name) springs regardless of Reduce Motion",
        recommendation: """
          Springs get no animation under Reduce Motion: \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.movement.rawValue, when: "the site moves, turns or resizes views",
        message: "\(name) moves views regardless of Reduce Motion",
        recommendation: """
          Movement gets no animation under Reduce Motion; keep a fade if it helps (drop the offset and scale, keep \
          the opacity): \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.scale.rawValue, when: "the site only scales views",
        message: "\(name) scales views regardless of Reduce Motion",
        recommendation: """
          Scale changes get no animation under Reduce Motion, not even a small press effect (0.95): \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.curve.rawValue, when: "the source does not show what the animation changes",
        message: "\(name) animates regardless of Reduce Motion",
        recommendation: """
          Under Reduce Motion the change should be instant, even a short 0.2 s ease: \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.fade.rawValue, when: "the site only fades (opacity, blur, colour)",
        message: "\(name) fades regardless of Reduce Motion",
        recommendation: """
          Fades may stay, shorter (a 0.3 s fade becomes a 0.15 s crossfade): \(subject.crossfadeExample).
          """),
    ]
  }
}
