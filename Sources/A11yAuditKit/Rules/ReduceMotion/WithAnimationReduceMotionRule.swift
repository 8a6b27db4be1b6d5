import SwiftSyntax

/// Reports every `withAnimation(…) { … }` call and whether it respects Reduce Motion.
public enum WithAnimationReduceMotionRule: Rule {
  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "with-animation-reduce-motion",
    title: "Respect Reduce Motion in withAnimation",
    summary: "`withAnimation` should not animate motion when the user has turned on Reduce Motion.",
    rationale: """
      People with vestibular disorders turn on Reduce Motion to stop movement that makes them dizzy or \
      nauseous; WCAG 2.3.3 asks that motion triggered by interaction can be turned off. `withAnimation` \
      animates every change its closure makes, so it must pass `nil` (or a plain fade) when \
      `@Environment(\\.accessibilityReduceMotion)` is true.

      A call passes when its animation argument reads the setting (`withAnimation(reduceMotion ? nil : \
      .spring())`), reads a property or function of the same file that reads it (`withAnimation(dismissAnimation)` \
      where `dismissAnimation` consults `reduceMotion`), or sits under an `if`, `else`, `switch`, ternary, or a \
      preceding `guard`/early-returning `if` in the same block whose condition reads it. The setting is a \
      property declared `@Environment(\\.accessibilityReduceMotion)` under any name, or \
      `UIAccessibility.isReduceMotionEnabled`. `withAnimation(nil)` passes with severity none.

      Severity follows the audit's table: critical when the animation contains `repeatForever` (continuous \
      motion); high for springs (`.spring`, `.interpolatingSpring`, `.interactiveSpring`, `.bouncy`, `.snappy`, \
      also as members of other types such as `DesignSystem.Animation.bouncy`); medium for `.smooth` (a \
      moderate spring) and for every other timing curve, or no argument, because the closure's changes are \
      not analysed. Kind: continuous for `repeatForever`, entrance inside `.onAppear`/`.task`, feedback inside a \
      `Button` action or gesture handler, decorative otherwise.

      Blind spots: the rule does not check the guard's polarity (`if reduceMotion { withAnimation(.spring) {…} }` \
      passes); helpers are only recognised in the same file; an animation stored in a variable of another file \
      is treated as a plain timing curve; what the closure changes (opacity or movement) is not analysed.
      """,
    category: .reduceMotion,
    severity: .medium,
    wcag: "2.3.3 Animation from Interactions",
    message: "withAnimation animates regardless of Reduce Motion",
    passingMessage: "withAnimation respects Reduce Motion",
    recommendation: """
      Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` and pass `nil` (or a short \
      `.easeInOut` fade) when it is true: `withAnimation(reduceMotion ? nil : .spring()) { … }`, or set the \
      state without `withAnimation` in an `if reduceMotion { … } else { … }`.
      """,
    triggeringExamples: WithAnimationReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: WithAnimationReduceMotionRuleExamples.nonTriggering
  )

  /// Every `withAnimation` call in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.syntax)
    return visitor.hits
  }

  private final class Visitor: SyntaxVisitor {
    let file: SourceFileContext
    var hits: [RuleHit] = []

    init(file: SourceFileContext) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.isWithAnimationCall else { return .visitChildren }
      let animation = node.unlabeledFirstArgument
      let severity = MotionSeverity.withAnimation(animation)
      hits.append(.motion(site: node, argument: animation, severity: severity, isTransition: false, in: file))
      return .visitChildren
    }
  }
}
