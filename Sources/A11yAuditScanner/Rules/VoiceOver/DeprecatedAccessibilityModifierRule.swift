import SwiftSyntax

/// Reports the deprecated `.accessibility(label:)` family and rewrites it to the modern modifier.
public enum DeprecatedAccessibilityModifierRule: Rule {
  /// Files without any of these cannot hold a site: every modifier it reports starts so.
  public static let sourceKeywords: [String]? = ["accessibility"]

  /// Deprecated argument label → modern modifier.
  package static let replacements: [(label: String, modifier: String)] = [
    ("label", "accessibilityLabel"), ("hint", "accessibilityHint"), ("hidden", "accessibilityHidden"),
    ("value", "accessibilityValue"), ("identifier", "accessibilityIdentifier"),
    ("addTraits", "accessibilityAddTraits"), ("removeTraits", "accessibilityRemoveTraits"),
    ("sortPriority", "accessibilitySortPriority"), ("activationPoint", "accessibilityActivationPoint"),
    ("inputLabels", "accessibilityInputLabels"),
  ]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "deprecated-accessibility-modifier",
    title: "Use the accessibility modifiers that replaced .accessibility(…)",
    summary: "`.accessibility(label:)` and its siblings are deprecated since iOS 14; each has a direct replacement.",
    rationale: """
      `.accessibility(label:)`, `.accessibility(hint:)`, `.accessibility(hidden:)` and the other `.accessibility(_:)` \
      forms were deprecated in iOS 14 / macOS 11 in favour of one modifier each (`.accessibilityLabel(_:)`, \
      `.accessibilityHint(_:)`, `.accessibilityHidden(_:)`; see the SwiftUI documentation of `accessibility(label:)`). \
      They still work, but they produce deprecation warnings that bury real ones, and the modern forms also take plain \
      strings.

      Reported, low: every `.accessibility(label:|hint:|hidden:|value:|identifier:|addTraits:|removeTraits:|\
      sortPriority:|activationPoint:|inputLabels:)` call applied to a view; `a11y-audit fix` rewrites it. The other \
      rules read both forms, so a deprecated label still counts as a label.

      Blind spots: `.accessibility(selectionIdentifier:)`, which has no replacement, is not reported.
      """,
    category: .voiceOver,
    severity: .low,
    criteria: ["4.1.2"],
    message: "Deprecated .accessibility(…) modifier",
    passingMessage: "Modern accessibility modifier",
    recommendation: "Use the modifier that replaced it: `.accessibilityLabel(_:)`, `.accessibilityHint(_:)`, …",
    impactDescription: "deprecation warnings hide the ones that matter; no change for users",
    tags: ["voiceover", "accessibility", "deprecated"],
    variants: replacements.map { label, modifier in
      RuleVariant(
        id: label, when: "`.accessibility(\(label):)`",
        message: "`.accessibility(\(label):)` is deprecated: use `.\(modifier)(_:)`",
        recommendation: "Replace `.accessibility(\(label): x)` with `.\(modifier)(x)`.")
    },
    automaticFix: "Rewrites `.accessibility(label: x)` to `.accessibilityLabel(x)`, and likewise for every form.",
    triggeringExamples: DeprecatedAccessibilityModifierRuleExamples.triggering,
    nonTriggeringExamples: DeprecatedAccessibilityModifierRuleExamples.nonTriggering
  )

  /// Every deprecated form in the file, and the modern modifiers as passing sites.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for call in file.index.calls(named: "accessibility") where call.viewModifierName == "accessibility" {
      guard call.arguments.count == 1, let argument = call.arguments.first, let label = argument.label?.text,
        let modifier = replacements.first(where: { $0.label == label })?.modifier,
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName, let right = call.rightParen
      else { continue }
      var hit = RuleHit(node: call, severity: .low, passing: false, variant: label)
      let range = name.positionAfterSkippingLeadingTrivia.utf8Offset..<right.endPositionBeforeTrailingTrivia.utf8Offset
      hit.fix = SiteFix(edits: [
        TextEdit(range: range, replacement: "\(modifier)(\(argument.expression.trimmedDescription))")
      ])
      hits.append(hit)
    }
    for (_, modifier) in replacements.prefix(3) {
      for call in file.index.calls(named: modifier) where call.viewModifierName == modifier {
        hits.append(RuleHit(node: call, severity: .none, passing: true))
      }
    }
    return hits
  }
}
