import SwiftSyntax

/// Reports `Image`s that VoiceOver reads by their file or symbol name: no label, not decorative, not hidden, and not
/// inside something that already names them.
public enum ImageMissingLabelRule: Rule {
  /// Files without any of these cannot hold a site: the images it looks at.
  public static let sourceKeywords: [String]? = ["Image"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "image-missing-label",
    title: "Label meaningful images; hide decorative ones",
    summary: "An `Image` without a label is read by its asset or symbol name (\"ic_close_white\").",
    rationale: """
      In SwiftUI every `Image` is an accessibility element. Without a label VoiceOver reads the asset name \
      ("hero-banner-2x"), or for `Image(uiImage:)` just "image"; SF Symbols get a generated name that rarely says what \
      the image means here. WCAG 1.1.1 asks for a text alternative for meaningful images, and for decorative ones to \
      be hidden (SwiftUI `Image(decorative:)`, `accessibilityHidden(_:)`).

      An image passes with `Image(decorative:)`, `Image(_:label:)`, `.accessibilityLabel(…)`, \
      `.accessibilityHidden(true)` or `.accessibilityRepresentation`, in its own chain or on a container around it \
      (deprecated `.accessibility(label:/hidden:)` forms count too). The exemptions a careful reviewer makes: inside a \
      `Label`'s `icon:`; inside the label of a control (`Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`, …) that \
      has a label or text of its own (a control whose label is only images is reported once, by \
      `icon-button-missing-label`); inside a container made one element with `.accessibilityElement()` or `children: \
      .ignore`; an SF Symbol inside an `.accessibilityElement(children: .combine)` container that also holds text (the \
      text names the group). An asset image in a combined group is still reported, because its file name is read into \
      the group's label. Severity: medium for asset and UIKit images, low for SF Symbols. Previews are skipped.

      Blind spots: an image built in one function and labelled by its caller is reported (suppress it); an asset \
      image inside a titled control is not reported although its name may be read with the title.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["1.1.1"],
    message: "Image has no accessibility label",
    passingMessage: "Image is labelled or hidden from VoiceOver",
    recommendation: """
      Say what the image means with `.accessibilityLabel("Completed")`, or, when it only decorates, use \
      `Image(decorative: \"name\")` or `.accessibilityHidden(true)`.
      """,
    impact: "HIGH",
    impactDescription: "VoiceOver users hear file names instead of what the image means",
    tags: ["voiceover", "accessibility", "image", "label"],
    triggeringExamples: ImageMissingLabelRuleExamples.triggering,
    nonTriggeringExamples: ImageMissingLabelRuleExamples.nonTriggering
  )

  /// Every `Image` of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "Image").compactMap { image in
      guard image.constructedTypeName == "Image" else { return nil }
      let isSymbol = image.argument(labelled: "systemName") != nil
      let hit: RuleHit
      switch image.labelling {
      case .labelled: hit = RuleHit(node: image, severity: .none, passing: true)
      case .reportedElsewhere: return nil
      case .unlabelled: hit = RuleHit(node: image, severity: isSymbol ? .low : .medium, passing: false)
      }
      return image.isInPreview ? nil : hit
    }
  }
}

extension FunctionCallExprSyntax {
  /// How VoiceOver names an `Image` call.
  enum ImageLabelling {
    /// Labelled, hidden, decorative or named by what holds it.
    case labelled
    /// The only content of an unlabelled control: `icon-button-missing-label` reports the control.
    case reportedElsewhere
    /// Read by its asset or symbol name.
    case unlabelled
  }

  /// How VoiceOver names this `Image`, from its initialiser, its modifiers and the views around it.
  var labelling: ImageLabelling {
    if argument(labelled: "decorative") != nil || argument(labelled: "label") != nil { return .labelled }
    let own = AccessibilityTreatment(of: ExprSyntax(self))
    if own.hasLabel || own.isHidden || own.isRepresented { return .labelled }
    let isSymbol = argument(labelled: "systemName") != nil
    for container in enclosingCalls {
      if container.call.constructedTypeName == "Label", container.slot.label == "icon" { return .labelled }
      let treatment = container.treatment
      if treatment.isHidden || treatment.children == .ignore || treatment.isRepresented { return .labelled }
      if container.isControlLabel {
        if treatment.hasLabel || container.call.firstUnlabeledArgument != nil { return .labelled }
        return ExprSyntax(container.call).holdsText ? .labelled : .reportedElsewhere
      }
      if treatment.children == .combine {
        if treatment.hasLabel || (isSymbol && ExprSyntax(container.call).holdsText) { return .labelled }
      } else if treatment.hasLabel, treatment.children == nil {
        return .labelled
      }
    }
    return .unlabelled
  }
}
