import SwiftSyntax

/// Reports controls inside another control's label, or inside a tappable view read as one element: VoiceOver reads
/// them as part of the outer element and cannot activate them on their own.
public enum NestedInteractiveElementRule: Rule {
  /// Files without any of these cannot hold a site: the inner controls.
  public static let sourceKeywords: [String]? = ["Button", "Link", "Toggle"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "nested-interactive-element",
    title: "Do not nest controls inside another control",
    summary: "A button inside another button's label, or inside a tappable row read as one element, cannot be "
      + "reached by VoiceOver on its own.",
    rationale: """
      SwiftUI makes a `Button`'s or `NavigationLink`'s label one accessibility element: a `Button`, `Link`, \
      `Toggle` or `NavigationLink` written inside that label is read as part of the outer control's name and a \
      double tap runs the outer action. Sighted people tap the inner control; VoiceOver, Switch Control and \
      keyboard users cannot (WCAG 4.1.2 Name, Role, Value; 2.1.1 Keyboard). The same happens inside a view made \
      tappable with `.onTapGesture` and read as one element (`.accessibilityElement(children: .combine)` or \
      `.ignore`) or announced as a button (`.accessibilityAddTraits(.isButton)`).

      Reported at the inner control: high inside a control's label, medium inside a tappable element (SwiftUI \
      may offer a combined child's action, but the double tap runs the outer tap). Passing: the outer element \
      offers named actions (`.accessibilityAction(named:)`, `.accessibilityActions { … }`), so the inner control's \
      action is reachable from the rotor, or keeps its children separate (`.accessibilityElement(children: \
      .contain)`); and a `NavigationLink` drawn only for its chevron (its destination is `EmptyView()`, or its \
      `isActive:` binding is the one the outer button's action sets: one navigation, through the outer button). \
      Not sites: controls in a `NavigationLink`'s destination, in a menu's, sheet's, context menu's \
      or toolbar's content, and plain `List` rows holding two buttons (a different problem: both fire on a tap).

      Blind spots: a control inside a custom view or a property used in the label (`Button { } label: { \
      RowContent() }`) is not seen; whether a named action really offers the inner control's action is not \
      checked; gestures other than `.onTapGesture` are not read.
      """,
    category: .voiceOver,
    severity: .high,
    criteria: ["4.1.2", "2.1.1"],
    message: "{control} inside another control's label cannot be reached on its own",
    passingMessage: "Nested control's action is offered on the outer element",
    recommendation: """
      Move the inner control out of the label (side by side in an `HStack`), or offer its action on the outer \
      element with `.accessibilityAction(named: \"…\") { … }`.
      """,
    impactDescription: "VoiceOver, Switch Control and keyboard users cannot use the inner control",
    tags: ["voiceover", "accessibility", "controls", "nesting"],
    variants: [
      RuleVariant(
        id: "in-control-label", when: "the inner control is inside a button's or link's label",
        message: "{control} inside another control's label cannot be reached on its own",
        recommendation: """
          Move the inner control out of the label (side by side in an `HStack`), or offer its action on the outer \
          control with `.accessibilityAction(named: \"…\") { … }`.
          """),
      RuleVariant(
        id: "in-tappable-element", when: "the inner control is inside a tappable view read as one element",
        message: "{control} inside a tappable element read as one cannot be reached on its own",
        recommendation: """
          Keep the children separate with `.accessibilityElement(children: .contain)`, or offer the inner \
          control's action with `.accessibilityAction(named: \"…\") { … }` on the tappable view.
          """),
    ],
    triggeringExamples: NestedInteractiveElementRuleExamples.triggering,
    nonTriggeringExamples: NestedInteractiveElementRuleExamples.nonTriggering
  )

  /// Controls reported when nested.
  package static let innerControls = ["Button", "Link", "NavigationLink", "Toggle"]
  /// Controls whose label is one element that runs their own action.
  package static let outerControls: Set<String> = ["Button", "NavigationLink", "Link"]

  /// Every nested control of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for name in innerControls {
      for control in file.index.calls(named: name) where control.constructedTypeName == name {
        guard let outer = control.outerInteractiveElement, !control.isInPreview else { continue }
        let treatment = AccessibilityTreatment(of: ExprSyntax(outer.call))
        let passing =
          treatment.children == .contain || outer.call.offersNamedActions
          || control.isChevronOnlyLink(inside: outer.call)
        var hit = RuleHit(
          node: control, severity: passing ? .none : (outer.isControlLabel ? .high : .medium), passing: passing,
          variant: outer.isControlLabel ? "in-control-label" : "in-tappable-element")
        hit.messageArguments = ["control": "`\(name)`"]
        hits.append(hit)
      }
    }
    return hits
  }
}

extension FunctionCallExprSyntax {
  /// Modifiers whose content is presented apart from the view they are applied to.
  private static let presentingModifiers: Set<String> = [
    "sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "contextMenu", "toolbar",
    "swipeActions", "navigationDestination", "safeAreaInset", "inspector", "accessibilityActions",
  ]

  /// The element this control is nested in: the nearest enclosing `Button`, `NavigationLink` or `Link` whose label
  /// holds it, or a view with `.onTapGesture` made an accessibility element or a button; nil when it is in neither, or first in another
  /// control's content (a menu's items, a link's destination) or presented content (a sheet, a context menu).
  package var outerInteractiveElement: EnclosingCall? {
    for enclosing in enclosingCalls {
      let call = enclosing.call
      if let name = call.constructedTypeName, ControlKind.labelled.contains(name) {
        return enclosing.isControlLabel && NestedInteractiveElementRule.outerControls.contains(name) ? enclosing : nil
      }
      if Self.presentingModifiers.contains(call.viewModifierName ?? "") { return nil }
      let modifiers = ExprSyntax(call).appliedModifiers
      guard modifiers.contains(where: { $0.viewModifierName == "onTapGesture" }) else { continue }
      let treatment = AccessibilityTreatment(modifiers)
      // `.contain` keeps the control reachable: a passing site.
      if treatment.children != nil || treatment.addedTraits.contains("isButton") { return enclosing }
    }
    return nil
  }

  /// Whether this is a `NavigationLink` drawn for its chevron alone inside another control: its destination is
  /// `EmptyView()`, or its `isActive:` binding is the one the outer control's action sets (one navigation, reached
  /// through the outer control).
  fileprivate func isChevronOnlyLink(inside outer: FunctionCallExprSyntax) -> Bool {
    guard constructedTypeName == "NavigationLink" else { return false }
    let destination = argument(labelled: "destination") ?? trailingClosure?.statements.first?.item.as(ExprSyntax.self)
    if destination?.as(FunctionCallExprSyntax.self)?.constructedTypeName == "EmptyView" { return true }
    guard let binding = argument(labelled: "isActive")?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      binding.hasPrefix("$")
    else { return false }
    let state = String(binding.dropFirst())
    return outer.closureSlots.contains { _, closure in
      !closure.trimmedUTF8Range.contains(positionAfterSkippingLeadingTrivia.utf8Offset)
        && closure.tokens(viewMode: .sourceAccurate).contains { $0.text == state }
    }
  }

  /// Whether the view offers named accessibility actions (`.accessibilityAction(named:)`,
  /// `.accessibilityActions { … }`), where VoiceOver finds a nested control's action.
  package var offersNamedActions: Bool {
    ExprSyntax(self).appliedModifiers.contains { modifier in
      switch modifier.viewModifierName {
      case "accessibilityActions": return true
      case "accessibilityAction": return modifier.argument(labelled: "named") != nil
      default: return false
      }
    }
  }
}
