/// The recommendations of the seeds, by fallback row: seed 001's table (spring → none, scale → none, ease 0.2 s →
/// none, opacity fade → 0.15 s crossfade, shimmer → static) and seed 000's patterns 1–4. Rule descriptions build
/// their ``RuleVariant``s from these, so every report prints the same words.
enum MotionAdvice {
  /// What a rule's site is called in messages and how its fix reads in code.
  struct Subject {
    /// `withAnimation`, `.animation`, `.transition`, …
    var name: String
    /// The site with its animation guarded, for the recommendation (`withAnimation(reduceMotion ? nil : .spring()) { … }`).
    var guardedExample: String
    /// The site with a crossfade under Reduce Motion.
    var crossfadeExample: String
  }

  /// The six variants for `subject`: continuous, spring, movement, scale, curve and fade.
  static func variants(for subject: Subject) -> [RuleVariant] {
    let name = subject.name
    return [
      RuleVariant(
        id: MotionVariant.continuous.rawValue, when: "the animation repeats forever",
        message: "\(name) runs motion that never stops, regardless of Reduce Motion",
        recommendation: """
          Continuous motion must stop under Reduce Motion (seed 001: shimmer → static; seed 000, Pattern 4): \
          \(subject.guardedExample), or show a static indicator in `if reduceMotion { … } else { … }`.
          """),
      RuleVariant(
        id: MotionVariant.spring.rawValue, when: "the animation is a spring",
        message: "\(name) springs regardless of Reduce Motion",
        recommendation: """
          Springs get no animation under Reduce Motion (seed 001: spring → none): \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.movement.rawValue, when: "the site moves, turns or resizes views",
        message: "\(name) moves views regardless of Reduce Motion",
        recommendation: """
          Movement gets no animation under Reduce Motion; keep a fade if it helps (seed 000: "remove offset/scale, \
          keep only opacity"): \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.scale.rawValue, when: "the site only scales views",
        message: "\(name) scales views regardless of Reduce Motion",
        recommendation: """
          Scale changes get no animation under Reduce Motion (seed 001: scale 0.95/0.9 → none): \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.curve.rawValue, when: "the source does not show what the animation changes",
        message: "\(name) animates regardless of Reduce Motion",
        recommendation: """
          Under Reduce Motion the change should be instant (seed 001: ease 0.2 s → none): \
          \(subject.guardedExample).
          """),
      RuleVariant(
        id: MotionVariant.fade.rawValue, when: "the site only fades (opacity, blur, colour)",
        message: "\(name) fades regardless of Reduce Motion",
        recommendation: """
          Fades may stay, shorter (seed 001: opacity fade 0.3 s → crossfade 0.15 s): \(subject.crossfadeExample).
          """),
    ]
  }
}
