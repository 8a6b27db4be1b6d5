import SwiftSyntax

/// Reports images labelled with the same words as the text beside them: VoiceOver reads the words twice.
public enum DecorativeImageReadTwiceRule: Rule {
  /// Files without any of these cannot hold a site: the images it looks at.
  public static let sourceKeywords: [String]? = ["Image"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "decorative-image-read-twice",
    title: "Hide images that repeat the text beside them",
    summary: "An icon labelled \"Notifications\" next to the text \"Notifications\" is announced twice.",
    rationale: """
      An icon that sits beside its own caption adds nothing for a VoiceOver user: labelled with the caption's words it \
      is read twice ("Notifications, image. Notifications"), and in a combined element or a button label the words are \
      doubled in one announcement. An icon that only decorates its caption is hidden from VoiceOver (WCAG 1.1.1 \
      Non-text Content: decoration is implemented so assistive technology can ignore it).

      Reported, low: an `Image` whose plain string label (`.accessibilityLabel("…")`, `Image(_:label:)`, the \
      deprecated `.accessibility(label:)`) says the same words, ignoring case and punctuation, as a `Text` or \
      `Label` title written beside it in the same container. Passing: images beside text that are hidden \
      (`.accessibilityHidden(true)`, `Image(decorative:)`) or whose label says something the text does not. \
      Unlabelled images are `image-missing-label`'s concern.

      Blind spots: text held in variables, and decorative custom views (a hero illustration type) next to a title, \
      are not compared.
      """,
    category: .voiceOver,
    severity: .low,
    criteria: ["1.1.1"],
    message: "Image label repeats the text beside it",
    passingMessage: "Image beside text is hidden or adds information",
    recommendation: """
      Hide the icon with `.accessibilityHidden(true)` (or `Image(decorative:)`), or combine the pair with \
      `.accessibilityElement(children: .combine)` after hiding the icon.
      """,
    impactDescription: "VoiceOver users hear the same words twice",
    tags: ["voiceover", "accessibility", "image", "decorative"],
    triggeringExamples: DecorativeImageReadTwiceRuleExamples.triggering,
    nonTriggeringExamples: DecorativeImageReadTwiceRuleExamples.nonTriggering
  )

  /// Every labelled or hidden image of the file that has text beside it.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "Image").compactMap { image in
      guard image.constructedTypeName == "Image" else { return nil }
      let own = AccessibilityTreatment(of: ExprSyntax(image))
      let label = (own.labels + [image.argument(labelled: "label")].compactMap { $0 }).compactMap(\.plainStringLiteral)
        .first
      let isHidden = own.isHidden || image.argument(labelled: "decorative") != nil
      guard isHidden || label != nil else { return nil }
      let texts = ExprSyntax(image).siblingTexts.map(\.spokenWords).filter { !$0.isEmpty }
      guard !texts.isEmpty, !image.isInPreview else { return nil }
      if isHidden {
        return RuleHit(node: image, severity: .none, passing: true)
      }
      guard let words = label?.spokenWords else { return nil }
      let repeats = texts.contains(words)
      return RuleHit(node: image, severity: repeats ? .low : .none, passing: !repeats)
    }
  }
}

extension ExprSyntax {
  /// Plain string titles of the `Text` and `Label` views written beside this view in the same container.
  package var siblingTexts: [String] {
    let top = chainTopExpression
    guard let item = top.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return [] }
    return list.compactMap { sibling in
      guard sibling.id != item.id, let expression = sibling.item.as(ExprSyntax.self),
        let root = expression.as(FunctionCallExprSyntax.self)?.viewChainRoot.as(FunctionCallExprSyntax.self)
          ?? expression.as(FunctionCallExprSyntax.self),
        ["Text", "Label"].contains(root.constructedTypeName ?? "")
      else { return nil }
      return root.firstUnlabeledArgument?.plainStringLiteral
    }
  }
}
