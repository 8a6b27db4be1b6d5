import SwiftSyntax

/// Reports `Image`s that VoiceOver reads by their file or symbol name: no label, not decorative, not hidden, and not
/// inside something that already names them.
///
/// Walks a file of its own only when an image sits in a `private` member that builds a view, for that member's uses
/// (``PrivateViewMembers``): fed by the scanner's one walk, that search would cost every file (see
/// ``FileNodeCollector``).
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

      An image that decorates text beside it is neither reported nor passed: the nearest stack around it \
      (`HStack`, `VStack`, `ZStack`, their lazy forms, a `GridRow`) shows text, which VoiceOver reads and which \
      says what the image would (an illustration above an empty state's title, a glyph beside a row's name), or it \
      is given to one of the project's components together with a title (`ExternalLinkButton(title: \"Discord\", \
      icon: Image(\"discord\"))`). Hiding it (`.accessibilityHidden(true)`) saves a swipe, but nothing is missing. \
      It is reported when its look depends on a condition: a name or colour chosen with `? :`, or the innermost \
      `if … else` or `switch` around it choosing between it and something else (read versus unread, collapsed \
      versus expanded), a state the text beside it may not say.

      What wraps the image counts too, across files. A view of the project every use of which names or hides it \
      (hidden, a `Label`'s icon, in a titled control's label, in a labelled or ignoring container, or beside text \
      in an `HStack` row), directly or through the views that use it, to a fixed point, names the images inside \
      it; so does a `private` property or function of the file that builds the image when every use of it in the \
      file does (`logo.accessibilityHidden(true)`). An image that shows a state is named only by wrappers that \
      name or hide it, not by text beside them. A view used as the only content of a control names nothing: \
      `icon-button-missing-label` cannot see the images inside it, so they are reported here.

      Blind spots: an image built in a non-private function and labelled by its caller is reported (suppress \
      it); an asset image inside a titled control is not reported although its name may be read with the title; a \
      state told only by a value the image is given (`Image(systemName: vote.iconName)`) is taken for decoration \
      beside text; two views with the same name in different modules are treated as one.
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
      case .reportedElsewhere, .besideText: return nil
      case .unlabelled:
        // An image that shows a state is named only by a wrapper that names or hides it, not by text beside it.
        let type = image.enclosingDeclarationNames.type
        let showsState = image.showsState(within: Syntax(image).nearestDeclaration ?? Syntax(file.syntax))
        if file.cached(PrivateViewMembers.self, PrivateViewMembers.init).nameEveryUse(
          around: image, besideTextCounts: !showsState)
        {
          return nil
        }
        var unlabelled = RuleHit(node: image, severity: isSymbol ? .low : .medium, passing: false)
        // The views that wrap the image's view are known once every file is indexed.
        unlabelled.pending = PendingVerdict { project in
          let wrappers = project.facts(ViewUseFacts.self)
          guard !(showsState ? wrappers.namedByEveryUse : wrappers.decoratedByEveryUse).contains(type) else {
            return nil
          }
          return PendingVerdict.Verdict(severity: isSymbol ? .low : .medium, passing: false, variant: nil)
        }
        hit = unlabelled
      }
      return image.isInPreview ? nil : hit
    }
  }
}

extension FunctionCallExprSyntax {
  /// How VoiceOver names an `Image` call.
  package enum ImageLabelling {
    /// Labelled, hidden, decorative or named by what holds it.
    case labelled
    /// The only content of an unlabelled control: `icon-button-missing-label` reports the control.
    case reportedElsewhere
    /// Decorates the text beside it, which VoiceOver reads: hiding it tidies, but nothing is missing.
    case besideText
    /// Read by its asset or symbol name.
    case unlabelled
  }

  /// How VoiceOver names this `Image`, from its initialiser, its modifiers and the views around it.
  package var labelling: ImageLabelling {
    if argument(labelled: "decorative") != nil || argument(labelled: "label") != nil { return .labelled }
    return ExprSyntax(self).labellingInPlace(isSymbol: argument(labelled: "systemName") != nil)
  }
}

extension ExprSyntax {
  /// How VoiceOver names this view from its modifiers and the views around it, in this file: `isSymbol` for an SF
  /// Symbol, which a combined group with text names, where an asset's file name would be read into the group's label.
  package func labellingInPlace(isSymbol: Bool) -> FunctionCallExprSyntax.ImageLabelling {
    let own = AccessibilityTreatment(of: self)
    if own.hasLabel || own.isHidden || own.isRepresented { return .labelled }
    var combined = false
    for container in enclosingCalls {
      if container.presentsApart { return .unlabelled }
      if container.isGivenToATitledComponent { return .besideText }
      if container.call.constructedTypeName == "Label", container.slot.label == "icon" { return .labelled }
      let treatment = container.treatment
      if treatment.isHidden || treatment.children == .ignore || treatment.isRepresented { return .labelled }
      if container.isControlLabel {
        if treatment.hasLabel || container.call.firstUnlabeledArgument != nil { return .labelled }
        return ExprSyntax(container.call).holdsText ? .labelled : .reportedElsewhere
      }
      if treatment.children == .combine {
        if treatment.hasLabel || (isSymbol && ExprSyntax(container.call).holdsText) { return .labelled }
        // The group's label is made of its children's: an asset image's file name is read into it.
        combined = true
      } else if treatment.hasLabel, treatment.children == nil {
        return .labelled
      }
    }
    guard !combined, let call = self.as(FunctionCallExprSyntax.self), call.decoratesTextBesideIt else {
      return .unlabelled
    }
    return .besideText
  }
}

extension EnclosingCall {
  /// Modifiers whose content is shown on its own, apart from the view they modify.
  private static let presentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
  ]

  /// Argument labels under which the project's components take the title they show.
  private static let titleLabels: Set<String> = ["title", "text", "label", "name", "headline", "message"]

  /// Content given to one of the project's components (not SwiftUI's) that is also given a title to show beside
  /// it: `ExternalLinkButton(title: "Discord", icon: Image("discord"))`, `OnboardingStep(illustration: { … },
  /// title: …)`.
  package var isGivenToATitledComponent: Bool {
    guard let name = call.constructedTypeName, !ViewUseFactsCollector.systemTypes.contains(name),
      !ControlKind.labelled.contains(name), !Self.titleLabels.contains(slot.label ?? "")
    else { return false }
    return call.arguments.contains { argument in
      Self.titleLabels.contains(argument.label?.text ?? "") && !argument.expression.is(ClosureExprSyntax.self)
    }
  }

  /// The content of another screen: a link's destination or a presentation's content, which nothing around the
  /// link names.
  package var presentsApart: Bool {
    if call.constructedTypeName == "NavigationLink" { return !isControlLabel }
    return call.viewModifierName.map(Self.presentations.contains) ?? false
  }
}
