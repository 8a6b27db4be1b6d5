import SwiftSyntax

/// Reports `accessibilitySortPriority` values that make VoiceOver read a stack's children in another order than they
/// are shown.
public enum MeaningfulSequenceRule: Rule {
  /// Files without it cannot hold a site.
  public static let sourceKeywords: [String]? = ["accessibilitySortPriority"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "meaningful-sequence",
    title: "Keep VoiceOver's reading order the order shown",
    summary: "A sort priority that raises a later child of a `VStack` or `HStack` above an earlier one makes "
      + "VoiceOver read the stack out of its visual order.",
    rationale: """
      VoiceOver reads a stack's children in the order they are written, which for a `VStack` or `HStack` is the \
      order they are shown. `.accessibilitySortPriority(_:)` reorders them: higher values are read first. In a \
      stack whose visual order is its source order, a later child with a higher priority than an earlier one is \
      read before it, so the spoken sequence contradicts the one on screen (WCAG 1.3.2 Meaningful Sequence; \
      2.4.3 Focus Order).

      Reported, low, at the `.accessibilitySortPriority` of the first child of a `VStack`, `HStack`, \
      `LazyVStack` or `LazyHStack` whose literal priority is higher than an earlier sibling's (a child without \
      one counts 0; spacers, dividers and hidden views are skipped; when that child has none, at the earlier \
      sibling's lowered priority). Passing: stacks \
      whose priorities never rise along the source order (a title raised above \
      the rest when it comes first). A `ZStack`, an overlay or a grid, where sort priority is how the order shown \
      is restored, is not a site. Raising a title above a decorative image on purpose can keep the meaning: the \
      finding asks a person to confirm that the spoken order still makes sense, which is what 1.3.2 asks.

      Blind spots: priorities read from variables, children inside `ForEach` or `if` blocks, and stacks laid out \
      right to left are not judged. Views moved by `.offset` or `.position` are not sites: VoiceOver orders \
      elements by their frames on screen (top to bottom, then leading to trailing), so it follows where they are \
      drawn; whether that order makes sense (two columns read across) needs the screen.
      """,
    category: .voiceOver,
    severity: .low,
    criteria: ["1.3.2", "2.4.3"],
    message: "Sort priority makes VoiceOver read this before the views shown above it",
    passingMessage: "Sort priorities follow the order shown",
    recommendation: """
      Write the children in the order they should be read and drop the priority, or give earlier children \
      priorities at least as high, so VoiceOver follows what is on screen.
      """,
    impactDescription: "VoiceOver users hear content in an order that contradicts the screen",
    tags: ["voiceover", "accessibility", "focus-order", "reading-order"],
    triggeringExamples: MeaningfulSequenceRuleExamples.triggering,
    nonTriggeringExamples: MeaningfulSequenceRuleExamples.nonTriggering
  )

  /// Stacks whose source order is the order shown.
  package static let orderedStacks = ["VStack", "HStack", "LazyVStack", "LazyHStack"]

  /// Every stack of the file whose children set sort priorities.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    orderedStacks.flatMap { file.index.calls(named: $0) }.compactMap { stack in
      guard let name = stack.constructedTypeName, orderedStacks.contains(name), let content = stack.trailingClosure,
        !stack.isInPreview
      else { return nil }
      // The lowest priority of the children before, and the modifier that set it: a higher one after it is read
      // first.
      var lowest: (priority: Double, modifier: FunctionCallExprSyntax?)?
      var first: FunctionCallExprSyntax?
      for statement in content.statements {
        guard let child = statement.item.as(ExprSyntax.self), child.isReadByVoiceOver else { continue }
        let modifier = child.as(FunctionCallExprSyntax.self)?.sortPriorityModifier
        var priority = 0.0
        if let modifier {
          guard let value = modifier.arguments.first?.expression.numericLiteralValue else { return nil }
          priority = value
          first = first ?? modifier
        }
        if let earlier = lowest, priority > earlier.priority, let site = modifier ?? earlier.modifier {
          return RuleHit(node: site, severity: .low, passing: false)
        }
        if priority < lowest?.priority ?? .infinity { lowest = (priority, modifier) }
      }
      return first.map { RuleHit(node: $0, severity: .none, passing: true) }
    }
  }
}

extension FunctionCallExprSyntax {
  /// Views VoiceOver never stops on.
  fileprivate static let unreadViews: Set<String> = ["Spacer", "Divider"]

  /// The `.accessibilitySortPriority(…)` of the chain this call ends (`Text("a").accessibilitySortPriority(1)`).
  fileprivate var sortPriorityModifier: FunctionCallExprSyntax? {
    ([self] + modifiersBelow).first { $0.viewModifierName == "accessibilitySortPriority" }
  }
}

extension ExprSyntax {
  /// Whether VoiceOver stops on this child of a stack: not a `Spacer` or `Divider`, not hidden.
  fileprivate var isReadByVoiceOver: Bool {
    guard let call = self.as(FunctionCallExprSyntax.self) else { return true }
    let root = call.viewChainRoot.as(FunctionCallExprSyntax.self)
    if FunctionCallExprSyntax.unreadViews.contains(root?.constructedTypeName ?? "") { return false }
    return !AccessibilityTreatment(([call] + call.modifiersBelow).filter { $0.viewModifierName != nil }).isHidden
  }
}
