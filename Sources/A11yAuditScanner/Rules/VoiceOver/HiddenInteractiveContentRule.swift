import SwiftSyntax

/// Reports `.accessibilityHidden(true)` on views that hold controls VoiceOver users then cannot reach.
public enum HiddenInteractiveContentRule: Rule {
  /// Files without any of these cannot hold a site: the modifiers that hide a view.
  public static let sourceKeywords: [String]? = ["accessibilityHidden", "hidden:"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "hidden-interactive-content",
    title: "Do not hide controls from VoiceOver",
    summary: "`.accessibilityHidden(true)` on a view that holds a control removes the control for VoiceOver users.",
    rationale: """
      `.accessibilityHidden(true)` removes a view and everything inside it from the accessibility tree. Meant for \
      decoration, it is easily put on a container that also holds a button, a field or a tappable view: sighted \
      people use the control, VoiceOver, Switch Control and Voice Control users never find it (WCAG 4.1.2 Name, \
      Role, Value; SwiftUI `accessibilityHidden(_:)`).

      Reported, high, at the modifier (also the deprecated `.accessibility(hidden: true)`) when the hidden view — \
      its own content and the `overlay` and `background` content below the modifier — holds a `Button`, `Link`, \
      `NavigationLink`, `Toggle`, `TextField`, `SecureField`, `TextEditor`, `Picker`, `DatePicker`, `ColorPicker`, \
      `Slider`, `Stepper`, `Menu`, `ShareLink` or a view with `.onTapGesture` or a `TapGesture`. Low instead when \
      the hidden view or a container around it offers `.accessibilityAction`s or an `.accessibilityRepresentation`, \
      or a container around it reacts to a tap (a row made tappable to enlarge a small button): the control's \
      action may be offered there, check that it is. Passing: hidden views without controls, and \
      `.accessibilityHidden(false)`. Not sites: hidden views that are also invisible (`.hidden()`, `.opacity(0)`), a \
      tap gesture on the hidden view itself (a dimming scrim that dismisses, which `tap-gesture-missing-trait` \
      passes), controls inside a sheet, popover, alert, context menu or toolbar presented from the hidden view, and \
      previews.

      Blind spots: a control inside a custom view (`HStack { PlayerControls() }`) or a property is not seen; a \
      hidden condition that is not the literal `true` (`.accessibilityHidden(isCollapsed)`) is not judged.
      """,
    category: .voiceOver,
    severity: .high,
    criteria: ["4.1.2"],
    message: "`.accessibilityHidden(true)` hides {control} from VoiceOver",
    passingMessage: "Hidden view holds no control",
    recommendation: """
      Hide only the decorative parts (put `.accessibilityHidden(true)` on the image or shape) and keep the \
      control reachable; if the container is read as one element, offer the control's action with \
      `.accessibilityAction(named:)`.
      """,
    impactDescription: "VoiceOver and Switch Control users cannot reach the control",
    tags: ["voiceover", "accessibility", "hidden", "controls"],
    variants: [
      RuleVariant(
        id: "actions-offered", when: "a hidden control whose container offers accessibility actions or a tap",
        message: "`.accessibilityHidden(true)` hides {control}; check its action is offered another way",
        recommendation: """
          Make sure every hidden control's action is offered with `.accessibilityAction(named:)` on the element \
          VoiceOver reads (a tappable row also needs `.accessibilityAddTraits(.isButton)`), or stop hiding the \
          control.
          """)
    ],
    triggeringExamples: HiddenInteractiveContentRuleExamples.triggering,
    nonTriggeringExamples: HiddenInteractiveContentRuleExamples.nonTriggering
  )

  /// Every `.accessibilityHidden(…)` of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let hiding =
      file.index.calls(named: "accessibilityHidden").filter { $0.viewModifierName == "accessibilityHidden" }
      + file.index.calls(named: "accessibility").filter {
        $0.viewModifierName == "accessibility" && $0.argument(labelled: "hidden") != nil
      }
    return hiding.compactMap { modifier in
      guard let value = modifier.argument(labelled: "hidden") ?? modifier.arguments.first?.expression,
        !modifier.isInPreview
      else { return nil }
      guard value.isTrueLiteral else {
        let shows = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        return shows ? RuleHit(node: modifier, severity: .none, passing: true) : nil
      }
      guard !modifier.wholeChainModifiers.contains(where: \.makesInvisible) else { return nil }
      guard let control = modifier.hiddenControl else {
        return modifier.hidesReadableContent ? RuleHit(node: modifier, severity: .none, passing: true) : nil
      }
      let offersActions =
        modifier.wholeChainModifiers.contains(where: \.offersAccessibilityActions)
        || modifier.enclosingCallsThroughConditions.contains { container in
          ExprSyntax(container.call).appliedModifiers.contains {
            $0.offersAccessibilityActions || $0.isSingleTapModifier
          }
        }
      var hit = RuleHit(
        node: modifier, severity: offersActions ? .low : .high, passing: false,
        variant: offersActions ? "actions-offered" : nil)
      hit.messageArguments = ["control": control]
      return hit
    }
  }
}

extension FunctionCallExprSyntax {
  /// Views a person operates: what a hidden container must not hold.
  package static let interactiveViews: Set<String> = [
    "Button", "Link", "NavigationLink", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker",
    "ColorPicker", "Slider", "Stepper", "Menu", "ShareLink",
  ]

  /// Modifiers whose content is presented apart from the view (or not at all) and so is not hidden with it.
  package static let presentationModifiers: Set<String> = [
    "sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "contextMenu", "toolbar",
    "navigationDestination", "inspector", "swipeActions", "searchable", "accessibilityRepresentation",
    "accessibilityActions", "accessibilityAction", "onAppear", "onDisappear", "task", "onChange", "onReceive",
  ]

  /// The first control (or `onTapGesture`) the view this `.accessibilityHidden(true)` hides holds, by name: in the
  /// view itself, its content, and the overlays and backgrounds below the modifier. Nil when it holds none.
  fileprivate var hiddenControl: String? {
    let root = viewChainRoot
    if let name = root.as(FunctionCallExprSyntax.self)?.constructedTypeName, Self.interactiveViews.contains(name) {
      return "a `\(name)`"
    }
    let finder = InteractiveContentFinder(viewMode: .sourceAccurate)
    if let call = root.as(FunctionCallExprSyntax.self) {
      finder.walk(call.arguments)
      if let closure = call.trailingClosure { finder.walk(closure) }
      finder.walk(call.additionalTrailingClosures)
    }
    for modifier in modifiersBelow.reversed() where ["overlay", "background"].contains(modifier.viewModifierName) {
      finder.walk(modifier.arguments)
      if let closure = modifier.trailingClosure { finder.walk(closure) }
    }
    return finder.found
  }

  /// Views that hold no control and whose content the rule sees in full.
  package static let primitiveViews: Set<String> = [
    "Image", "Text", "Label", "Color", "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule",
    "Ellipse", "Divider", "Spacer", "ProgressView", "Gauge", "LinearGradient", "RadialGradient", "AngularGradient",
    "EmptyView", "AsyncImage",
  ]

  /// Whether the rule sees everything the hidden view holds: a primitive view (`Image`, `Color.red`, a shape) or a
  /// view built with closures here (`HStack { … }`); not a custom view or a property defined elsewhere.
  fileprivate var hidesReadableContent: Bool {
    let root = viewChainRoot
    if root.is(MemberAccessExprSyntax.self) { return true }
    guard let call = root.as(FunctionCallExprSyntax.self), let name = call.constructedTypeName else { return false }
    return Self.primitiveViews.contains(name) || !call.closureSlots.isEmpty
  }

  /// `.hidden()` or `.opacity(0)`: a view nobody sees.
  fileprivate var makesInvisible: Bool {
    switch viewModifierName {
    case "hidden": arguments.isEmpty
    case "opacity": arguments.first?.expression.numericLiteralValue == 0
    default: false
    }
  }

  /// `.accessibilityAction…` or `.accessibilityRepresentation`: another way for assistive technologies to act.
  fileprivate var offersAccessibilityActions: Bool {
    ["accessibilityAction", "accessibilityActions", "accessibilityRepresentation", "accessibilityAdjustableAction"]
      .contains(viewModifierName ?? "")
  }
}

/// Finds the first control or tap gesture in a hidden view's content, leaving out presented content.
private final class InteractiveContentFinder: SyntaxVisitor {
  var found: String?

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    if let name = node.constructedTypeName, FunctionCallExprSyntax.interactiveViews.contains(name) {
      found = "a `\(name)`"
      return .skipChildren
    }
    if let modifier = node.viewModifierName {
      if modifier == "onTapGesture" || node.isTapGestureModifier {
        found = "a tappable view (`.\(modifier)`)"
        return .skipChildren
      }
      if FunctionCallExprSyntax.presentationModifiers.contains(modifier) {
        walk(node.calledExpression)
        return .skipChildren
      }
    }
    return .visitChildren
  }
}
