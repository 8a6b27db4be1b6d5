import SwiftSyntax

/// Reports `.lineLimit(1)` on text that can neither shrink nor grow, which truncates at large text sizes.
public enum LineLimitTruncationRule: Rule {
  /// Files without any of these cannot hold a site: `.lineLimit`.
  public static let sourceKeywords: [String]? = ["lineLimit"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "line-limit-truncation",
    title: "Let single-line text shrink or grow",
    summary: "`.lineLimit(1)` truncates text with `…` as soon as the user's text size makes it wider than its space.",
    rationale: """
      A label that fits on one line at the default size needs two or three at the accessibility sizes. With \
      `.lineLimit(1)` and nothing else it ends in `…` and the information is lost (WCAG 1.4.4 Resize Text and 1.4.10 \
      Reflow).

      Reported, medium: `.lineLimit(1)` (on text or on a container, where it applies to every text inside). \
      Passing when the same chain, or a container around it, adds `.minimumScaleFactor(…)` (the text shrinks to \
      fit) or `.fixedSize()` / `.fixedSize(horizontal: true, …)` (the text takes the width it needs), or when it \
      sits in a `ViewThatFits` or a horizontal `ScrollView` (the layout can grow). Limits that depend on the size \
      (`.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)`) are not sites.

      Blind spots: a container that is wide enough at every size (a short word in a full-width row) is still \
      reported; suppress it with a reason. Other small limits (`.lineLimit(2)`) are not judged.
      """,
    category: .dynamicType,
    severity: .medium,
    criteria: ["1.4.4"],
    message: ".lineLimit(1) truncates text at larger text sizes",
    passingMessage: ".lineLimit(1) text can shrink or grow",
    recommendation: """
      Drop the limit (`.lineLimit(nil)`), allow more lines at accessibility sizes \
      (`.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)`), or add `.minimumScaleFactor(0.75)` so the \
      text shrinks a little before it truncates.
      """,
    impact: "MEDIUM",
    impactDescription: "labels end in … for people who use larger text",
    tags: ["dynamic-type", "accessibility", "truncation", "layout"],
    triggeringExamples: LineLimitTruncationRuleExamples.triggering,
    nonTriggeringExamples: LineLimitTruncationRuleExamples.nonTriggering
  )

  /// Every `.lineLimit(1)` of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "lineLimit").compactMap { call in
      guard call.viewModifierName == "lineLimit", call.arguments.count == 1,
        call.firstUnlabeledArgument?.numericLiteralValue == 1, !call.isInPreview
      else { return nil }
      let canAdapt =
        call.wholeChainModifiers.contains(where: \.letsTextAdapt)
        || call.enclosingCalls.contains(where: \.letsTextAdapt)
      return RuleHit(node: call, severity: canAdapt ? .none : .medium, passing: canAdapt)
    }
  }
}

extension FunctionCallExprSyntax {
  /// `.minimumScaleFactor(…)`, `.fixedSize()` or `.fixedSize(horizontal: true, …)`: text may shrink or take the
  /// width it needs.
  fileprivate var letsTextAdapt: Bool {
    switch viewModifierName {
    case "minimumScaleFactor": return true
    case "fixedSize":
      guard let horizontal = argument(labelled: "horizontal") else { return arguments.isEmpty }
      return horizontal.isTrueLiteral
    default: return false
    }
  }
}

extension EnclosingCall {
  /// A container that lets the text inside adapt: `ViewThatFits`, a horizontal `ScrollView`, or one whose own
  /// modifiers let text shrink.
  fileprivate var letsTextAdapt: Bool {
    switch call.constructedTypeName {
    case "ViewThatFits": return true
    case "ScrollView": return call.firstUnlabeledArgument?.mentionedMemberNames.contains("horizontal") == true
    default: return ExprSyntax(call).appliedModifiers.contains(where: \.letsTextAdapt)
    }
  }
}
