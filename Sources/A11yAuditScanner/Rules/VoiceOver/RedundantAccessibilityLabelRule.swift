import SwiftSyntax

/// Reports labels that repeat what VoiceOver already says (the role, the SF Symbol name) and hints that repeat the
/// label.
public enum RedundantAccessibilityLabelRule: Rule {
  /// Files without any of these cannot hold a site: labels, hints and `Image(_:label:)`.
  public static let sourceKeywords: [String]? = ["accessibility", "Image"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "redundant-accessibility-label",
    title: "Keep roles and symbol names out of labels",
    summary:
      "VoiceOver already says \"button\" and \"image\"; a label that says it again, or a hint that repeats the label, is noise.",
    rationale: """
      VoiceOver reads a button as "Play, button"; labelled "Play button" it says "Play button, button" (the SwiftUI \
      and UIKit documentation of accessibility labels: a label leaves out the element's type, which its traits \
      already give). An image labelled "Profile image" is read "Profile image, image", and one labelled with its SF \
      Symbol name ("square.and.arrow.up") tells nothing the symbol did not. A hint that repeats the label makes the \
      user wait for the same words twice.

      Reported, low, for plain string labels (`.accessibilityLabel("…")`, `.accessibility(label: Text("…"))`, \
      `Image(_:label: Text("…"))`): a label that is, or ends with, "button" or "icon"; one that is or ends with \
      "image", or starts with "image of"/"picture of"/"photo of", on an `Image`; one that repeats the \
      `Image(systemName:)` symbol it labels (also through an icon-only `Button`), dots read as spaces; a hint equal \
      to the label (or to the button's title), ignoring case and punctuation. Passing: every other plain label.

      Blind spots: interpolated and localised keys are not read; "Edit profile image" on a button passes on \
      purpose, as the image is the object of the action.
      """,
    category: .voiceOver,
    severity: .low,
    criteria: ["2.4.6"],
    message: "Accessibility label repeats what VoiceOver already says",
    passingMessage: "Accessibility label says only what the element means",
    recommendation: "Say what the element means or does, without its role: \"Share\", not \"Share button\".",
    impactDescription: "VoiceOver users hear the same words twice",
    tags: ["voiceover", "accessibility", "label", "hint"],
    variants: [
      RuleVariant(
        id: "role", when: "a label naming the element's role",
        message: "Accessibility label names the role (\"button\", \"image\", \"icon\") VoiceOver already reads",
        recommendation: "Drop the role word: VoiceOver adds \"button\" or \"image\" itself."),
      RuleVariant(
        id: "symbol", when: "a label repeating the SF Symbol name",
        message: "Accessibility label repeats the SF Symbol name",
        recommendation: "Say what the symbol means here (\"Share\"), not which symbol it is (\"square and arrow up\")."),
      RuleVariant(
        id: "hint", when: "a hint repeating the label",
        message: "Accessibility hint repeats the label",
        recommendation: "Make the hint say what happens (\"Opens sign in form\") or drop it."),
    ],
    triggeringExamples: RedundantAccessibilityLabelRuleExamples.triggering,
    nonTriggeringExamples: RedundantAccessibilityLabelRuleExamples.nonTriggering
  )

  /// Every plain label and hint of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    let labelCalls =
      file.index.calls(named: "accessibilityLabel").filter { $0.viewModifierName == "accessibilityLabel" }
      + file.index.calls(named: "accessibility").filter {
        $0.viewModifierName == "accessibility" && $0.argument(labelled: "label") != nil
      }
    for call in labelCalls where !call.isInPreview {
      guard let text = (call.argument(labelled: "label") ?? call.arguments.first?.expression)?.plainStringLiteral
      else { continue }
      let labelled = call.viewChainRoot.as(FunctionCallExprSyntax.self)
      hits.append(labelHit(call, text: text, labelled: labelled))
    }
    for image in file.index.calls(named: "Image") where image.constructedTypeName == "Image" {
      guard let text = image.argument(labelled: "label")?.plainStringLiteral,
        let argument = image.argument(labelled: "label")
      else { continue }
      hits.append(labelHit(argument, text: text, labelled: image))
    }
    for call in file.index.calls(named: "accessibilityHint") where call.viewModifierName == "accessibilityHint" {
      guard let hint = call.arguments.first?.expression.plainStringLiteral else { continue }
      let treatment = AccessibilityTreatment(call.wholeChainModifiers)
      let root = call.viewChainRoot.as(FunctionCallExprSyntax.self)
      let label =
        treatment.labels.compactMap(\.plainStringLiteral).first
        ?? (root.map { ControlKind.labelled.contains($0.constructedTypeName ?? "") } == true
          ? root?.firstUnlabeledArgument?.plainStringLiteral : nil)
      guard let label else { continue }
      let repeats = label.spokenWords == hint.spokenWords
      hits.append(RuleHit(node: call, severity: repeats ? .low : .none, passing: !repeats, variant: "hint"))
    }
    return hits
  }

  private static func labelHit(_ site: some SyntaxProtocol, text: String, labelled: FunctionCallExprSyntax?) -> RuleHit
  {
    let words = text.spokenWords
    let isImage = labelled?.constructedTypeName == "Image"
    let roleWords: Set<String> = isImage ? ["button", "icon", "image"] : ["button", "icon"]
    let leadsWithImage =
      isImage && words.count > 2 && ["image", "picture", "photo"].contains(words[0]) && words[1] == "of"
    if let last = words.last, roleWords.contains(last) || leadsWithImage {
      return RuleHit(node: site, severity: .low, passing: false, variant: "role")
    }
    if let symbol = labelled?.labelledSymbolName, words == symbol.spokenWords || text == symbol {
      return RuleHit(node: site, severity: .low, passing: false, variant: "symbol")
    }
    return RuleHit(node: site, severity: .none, passing: true)
  }
}

extension FunctionCallExprSyntax {
  /// The SF Symbol a label names: `Image(systemName:)` itself, or the only image of an icon-only control.
  fileprivate var labelledSymbolName: String? {
    if constructedTypeName == "Image" { return argument(labelled: "systemName")?.plainStringLiteral }
    guard let closure = labelClosure, closure.statements.count == 1,
      let expression = closure.statements.first?.item.as(ExprSyntax.self)
    else { return nil }
    let root = expression.as(FunctionCallExprSyntax.self)?.viewChainRoot.as(FunctionCallExprSyntax.self)
    guard root?.constructedTypeName == "Image" else { return nil }
    return root?.argument(labelled: "systemName")?.plainStringLiteral
  }
}

extension String {
  /// The words VoiceOver would speak, lower-cased, punctuation and symbol-name dots dropped.
  package var spokenWords: [String] {
    lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
