import SwiftSyntax

/// Reports every `.animation(_:value:)` and deprecated `.animation(_:)` modifier and whether it respects Reduce Motion.
public enum AnimationModifierReduceMotionRule: Rule {
  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "animation-modifier-reduce-motion",
    title: "Respect Reduce Motion in .animation",
    summary: "The `.animation` modifier should not animate motion when the user has turned on Reduce Motion.",
    rationale: """
      People with vestibular disorders turn on Reduce Motion to stop movement that makes them dizzy or \
      nauseous; WCAG 2.3.3 asks that motion triggered by interaction can be turned off. `.animation(_:value:)` \
      animates every change of the modifiers before it, so it must pass `nil` when \
      `@Environment(\\.accessibilityReduceMotion)` is true. The deprecated one-argument `.animation(_:)` is \
      reported too; `AnyTransition.animation(_:)` inside a transition is left to transition-reduce-motion.

      A modifier passes when its animation argument reads the setting (`.animation(reduceMotion ? nil : \
      .spring(), value: x)`), reads a property or function of the same file that reads it, or sits under an \
      `if`, `else`, `switch`, ternary, or a preceding `guard`/early-returning `if` whose condition reads it. The \
      setting is a property declared `@Environment(\\.accessibilityReduceMotion)` under any name, or \
      `UIAccessibility.isReduceMotionEnabled`. `.animation(nil, value:)` passes with severity none.

      Severity follows the audit's table: critical when the animation contains `repeatForever`; high for springs \
      (`.spring`, `.interpolatingSpring`, `.interactiveSpring`, `.bouncy`, `.snappy`, also as members of other \
      types); medium for `.smooth`. For any other timing curve the modifiers applied before `.animation` (up to \
      an earlier `.animation`) decide: medium when they move the view (`.offset`, `.scaleEffect`, \
      `.rotationEffect`, `.rotation3DEffect`, `.position`), low when they only change opacity or colour \
      (`.opacity`, `.foregroundColor`, `.foregroundStyle`, `.background`, `.tint`), medium when neither shows. \
      Kind: continuous for `repeatForever`, entrance inside `.onAppear`/`.task`, feedback inside a `Button` \
      action or gesture handler, decorative otherwise.

      Blind spots: the guard's polarity is not checked; a chain that neutralises its movement \
      (`.offset(y: reduceMotion ? 0 : y)`) but animates unconditionally is still reported; children of a \
      container (`VStack { … }.animation(…)`) are not inspected for movement; helpers are only recognised in \
      the same file; `.animation(_:body:)` is not covered yet.
      """,
    category: .reduceMotion,
    severity: .medium,
    wcag: "2.3.3 Animation from Interactions",
    message: ".animation animates regardless of Reduce Motion",
    passingMessage: ".animation respects Reduce Motion",
    recommendation: """
      Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` and pass `nil` when it is true: \
      `.animation(reduceMotion ? nil : .spring(), value: isExpanded)`; keep opacity fades if they help, but drop \
      offset, scale and rotation changes.
      """,
    triggeringExamples: AnimationModifierReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: AnimationModifierReduceMotionRuleExamples.nonTriggering
  )

  /// Every view `.animation` modifier in the file.
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
      guard node.isViewAnimationModifier, let animation = node.unlabeledFirstArgument else { return .visitChildren }
      let severity = MotionSeverity.animationModifier(animation, animating: node.animatedModifierNames)
      hits.append(.motion(site: node, argument: animation, severity: severity, isTransition: false, in: file))
      return .visitChildren
    }
  }
}
