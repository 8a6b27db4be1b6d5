import SwiftSyntax

/// Reports every `.transition(…)` modifier and whether it respects Reduce Motion.
public enum TransitionReduceMotionRule: Rule {
  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "transition-reduce-motion",
    title: "Respect Reduce Motion in .transition",
    summary: "`.transition` should fall back to a fade or no transition when the user has turned on Reduce Motion.",
    rationale: """
      People with vestibular disorders turn on Reduce Motion to stop movement that makes them dizzy or \
      nauseous; WCAG 2.3.3 asks that motion triggered by interaction can be turned off. Sliding, pushing and \
      scaling transitions move whole views across the screen, so they should become `.opacity` (or \
      `.identity`) when `@Environment(\\.accessibilityReduceMotion)` is true.

      A transition passes when its argument reads the setting (`.transition(reduceMotion ? .opacity : \
      .move(edge: .top))`), reads a property or function of the same file that reads it, or sits under an \
      `if`, `else`, `switch`, ternary, or a preceding `guard`/early-returning `if` whose condition reads it. The \
      setting is a property declared `@Environment(\\.accessibilityReduceMotion)` under any name, or \
      `UIAccessibility.isReduceMotionEnabled`. `.transition(.identity)` passes with severity none.

      Severity follows the audit's table: critical when the transition's animation contains `repeatForever`; \
      high for `.slide`, `.push`, an `.asymmetric` transition that moves (`.move`, `.offset`, `.slide`, \
      `.push`), or a spring animation; medium for `.move(edge:)`, `.offset`, `.scale` alone or combined, \
      `.smooth`, and transitions the rule does not know (custom or `.modifier(active:identity:)`); low for \
      plain `.opacity`, also combined only with itself or given a timing curve. Kind is always transition, or \
      continuous with `repeatForever`.

      Blind spots: the guard's polarity is not checked; custom `AnyTransition` extensions are judged by name \
      only (unknown names are medium; an `.opacity` combined with an unknown one is low); helpers are only \
      recognised in the same file.
      """,
    category: .reduceMotion,
    severity: .medium,
    wcag: "2.3.3 Animation from Interactions",
    message: ".transition moves views regardless of Reduce Motion",
    passingMessage: ".transition respects Reduce Motion",
    recommendation: """
      Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` and fall back to a crossfade: \
      `.transition(reduceMotion ? .opacity : .move(edge: .bottom))`.
      """,
    triggeringExamples: TransitionReduceMotionRuleExamples.triggering,
    nonTriggeringExamples: TransitionReduceMotionRuleExamples.nonTriggering
  )

  /// Every `.transition` modifier in the file.
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
      guard node.isViewTransitionModifier, let transition = node.unlabeledFirstArgument else { return .visitChildren }
      let severity = MotionSeverity.transition(transition)
      hits.append(.motion(site: node, argument: transition, severity: severity, isTransition: true, in: file))
      return .visitChildren
    }
  }
}
