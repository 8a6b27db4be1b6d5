/// Every rule the tool knows, in report order.
public enum RuleRegistry {
  /// All rules; adding a rule means listing it here and giving it examples.
  public static let all: [any Rule.Type] = [
    WithAnimationReduceMotionRule.self,
    AnimationModifierReduceMotionRule.self,
    TransitionReduceMotionRule.self,
  ]

  /// The description of the rule with `id`, or nil when no rule has it.
  public static func description(for id: String) -> RuleDescription? {
    all.first { $0.description.id == id }?.description
  }
}
