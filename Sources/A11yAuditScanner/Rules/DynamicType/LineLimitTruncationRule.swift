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
      (`.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)`) are not sites, and neither is text in a fixed \
      size (`.font(.system(size: 11))` in the chain or on a container: it does not grow, `fixed-font-size` reports \
      the font) or in an `#if os(macOS)` branch (macOS has no Dynamic Type).

      A row's label inside a `NavigationLink` is reported low, as the `row-with-destination` variant, and so is text \
      in a view that every use, in any file, shows as a `NavigationLink`'s label (a row component). People read \
      such rows to pick one, VoiceOver reads the whole text whatever the limit, and the screen the link opens \
      usually shows it in full: the truncation costs sighted people with large text a tap, not the information. \
      It is still worth a second line at accessibility sizes when rows differ only at their end (two names with \
      the same first words).

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
    impactDescription: "labels end in … for people who use larger text",
    tags: ["dynamic-type", "accessibility", "truncation", "layout"],
    variants: [
      RuleVariant(
        id: "row-with-destination", when: "the text is a row label inside a `NavigationLink`",
        message: ".lineLimit(1) truncates a row label at larger text sizes; the linked screen may show it in full",
        recommendation: """
          Allow a second line at accessibility sizes (`.lineLimit(dynamicTypeSize.isAccessibilitySize ? 2 : 1)`) \
          so rows that differ only at their end stay apart, and show the full text on the linked screen.
          """)
    ],
    triggeringExamples: LineLimitTruncationRuleExamples.triggering,
    nonTriggeringExamples: LineLimitTruncationRuleExamples.nonTriggering
  )

  /// Every `.lineLimit(1)` of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "lineLimit").compactMap { call in
      guard call.viewModifierName == "lineLimit", call.arguments.count == 1,
        call.firstUnlabeledArgument?.numericLiteralValue == 1, !call.isInPreview, !call.isInMacOnlyBranch
      else { return nil }
      let enclosing = call.enclosingCalls
      let chain = call.wholeChainModifiers
      if chain.contains(where: \.setsFixedSizeFont)
        || enclosing.contains(where: { ExprSyntax($0.call).appliedModifiers.contains(where: \.setsFixedSizeFont) })
      {
        return nil
      }
      if chain.contains(where: \.letsTextAdapt) || enclosing.contains(where: \.letsTextAdapt) {
        return RuleHit(node: call, severity: .none, passing: true)
      }
      guard !call.isInALinkLabel else {
        return RuleHit(node: call, severity: .low, passing: false, variant: "row-with-destination")
      }
      // Whether every use of the view is a link's row is known once every file is indexed.
      var hit = RuleHit(node: call, severity: .medium, passing: false)
      let type = call.enclosingDeclarationNames.type
      hit.pending = PendingVerdict { project in
        project.facts(ViewUseFacts.self).linkRowsAtEveryUse.contains(type)
          ? PendingVerdict.Verdict(severity: .low, passing: false, variant: "row-with-destination")
          : PendingVerdict.Verdict(severity: .medium, passing: false, variant: nil)
      }
      return hit
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

extension FunctionCallExprSyntax {
  /// `.font(.system(size: 11))` or `.font(.custom(name, fixedSize: 11))`: text in a size that does not follow
  /// Dynamic Type (a literal size, so that a scaled value is never mistaken for one).
  fileprivate var setsFixedSizeFont: Bool {
    guard viewModifierName == "font", let font = firstUnlabeledArgument?.as(FunctionCallExprSyntax.self) else {
      return false
    }
    if font.isSizedSystemFont {
      return font.argument(labelled: "size")?.numericLiteralValue != nil
        && font.argument(labelled: "relativeTo") == nil
    }
    return font.isCustomFont && font.argument(labelled: "fixedSize")?.numericLiteralValue != nil
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
