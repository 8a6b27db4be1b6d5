import SwiftSyntax

/// Reports dialogs drawn over a screen by hand (a dimming layer and a card shown by an `if`) that leave the screen
/// behind them reachable by VoiceOver.
public enum CustomModalFocusRule: Rule {
  /// Files without it hold no dimming layer.
  public static let sourceKeywords: [String]? = ["opacity"]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "custom-modal-focus",
    title: "Keep VoiceOver inside a dialog drawn over the screen",
    summary: "A dialog shown in a `ZStack` or overlay over a dimmed screen leaves VoiceOver on the screen behind it.",
    rationale: """
      `.sheet`, `.fullScreenCover`, `.alert` and `.confirmationDialog` move VoiceOver into what they present and \
      keep it there until it is dismissed. A dialog drawn by hand (an `if` that shows a dimming layer and a card on \
      top of the screen) does neither: VoiceOver stays where it was, may not say that anything appeared, and \
      swiping moves through the dimmed controls behind the dialog as if it were not there. WCAG 2.4.3 Focus Order \
      asks that focus moves through content in an order that keeps its meaning; content hidden behind a dialog \
      is not part of that order.

      Sites: a dimming layer, `Color.black.opacity(…)` (or another colour or `Rectangle()` with an opacity) that \
      fills the screen (`.ignoresSafeArea()`, `.edgesIgnoringSafeArea(…)`) or dismisses on tap (`.onTapGesture`), \
      shown by an `if`, or starting the body of a view named as drawn over others (`LoadingOverlay`, \
      `RatingDialog`, `ProgressHUD`), and followed by the dialog's content in the same stack. Passing: the type marks the dialog \
      modal (`.accessibilityAddTraits(.isModal)`), hides the screen behind it (`.accessibilityHidden(isShowing)`), \
      or moves VoiceOver focus (`@AccessibilityFocusState`, `AccessibilityNotification.ScreenChanged`).

      Blind spots: a dialog type presented from another file whose name does not say so is not judged; dialogs without a dimming layer, and UIKit presentations, are not seen; whether focus \
      lands on the dialog's first element is not checked.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["2.4.3"],
    message: "Dialog drawn over the screen leaves VoiceOver on the content behind it",
    passingMessage: "The dialog drawn over the screen is modal for VoiceOver",
    recommendation: """
      Present it with `.sheet`, `.fullScreenCover` or `.alert`, or add `.accessibilityAddTraits(.isModal)` to the \
      dialog's container so VoiceOver stays inside it, and move focus to its title with `@AccessibilityFocusState`.
      """,
    impactDescription: "VoiceOver users may not notice the dialog and can act on the screen behind it",
    tags: ["voiceover", "accessibility", "focus-order", "modal"],
    triggeringExamples: CustomModalFocusRuleExamples.triggering,
    nonTriggeringExamples: CustomModalFocusRuleExamples.nonTriggering
  )

  /// Modifiers that make a dimming layer cover the screen or act as a dialog's backdrop.
  package static let backdropModifiers: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea", "onTapGesture"]

  /// Endings of view names that say the view is drawn over a screen.
  package static let overlayTypeWords = ["Overlay", "Dialog", "Popup", "PopUp", "Modal", "HUD", "Alert", "Prompt"]

  /// Names whose presence in the type says the dialog is modal for VoiceOver or moves its focus.
  package static let modalNames: Set<String> = [
    "isModal", "AccessibilityFocusState", "accessibilityFocused", "screenChanged",
  ]

  /// Every dimming layer of the file shown by an `if` with a dialog after it.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var judged: [String: Bool] = [:]
    var seen: Set<SyntaxIdentifier> = []
    return backdropModifiers.sorted().flatMap { file.index.calls(named: $0) }.compactMap { modifier in
      let root = modifier.viewChainRoot
      guard modifier.viewModifierName != nil, !modifier.isInPreview, root.isDimmingColor(in: modifier),
        seen.insert(root.id).inserted, modifier.isFollowedByDialog,
        modifier.isShownByIf || modifier.isBackdropOfOverlayType
      else { return nil }
      let scope = file.typeScope(of: modifier)
      let modal = judged[scope.name] ?? file.isModalForVoiceOver(in: scope)
      judged[scope.name] = modal
      return RuleHit(node: root, severity: modal ? .none : .medium, passing: modal)
    }
    .sorted { $0.node.position < $1.node.position }
  }
}

extension ExprSyntax {
  /// Whether this chain root with the modifiers above `modifier` is a dimming layer: a colour or `Rectangle()`
  /// made translucent by an opacity below 1 (`Color.black.opacity(0.4)`, `.black.opacity(0.3)`,
  /// `Rectangle().fill(.black.opacity(0.5))`, `Color.black.opacity(0.4)` written as a modifier chain).
  fileprivate func isDimmingColor(in modifier: FunctionCallExprSyntax) -> Bool {
    let isColor: Bool
    if let access = self.as(MemberAccessExprSyntax.self) {
      isColor = access.base == nil || access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
    } else if let call = self.as(FunctionCallExprSyntax.self) {
      isColor = ["Color", "Rectangle"].contains(call.constructedTypeName ?? "")
    } else {
      isColor = false
    }
    guard isColor else { return false }
    let chain = modifier.wholeChainModifiers
    return chain.contains { call in
      call.viewModifierName == "opacity" || call.arguments.contains { $0.expression.hasTranslucentOpacity }
    }
  }

  /// Whether the expression holds an `.opacity(…)` call (`.black.opacity(0.4)` as a `fill` argument; not
  /// `.transition(.opacity)`).
  fileprivate var hasTranslucentOpacity: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "opacity", let access = token.parent?.parent?.as(MemberAccessExprSyntax.self) else {
        return false
      }
      return access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == access.id
    }
  }
}

extension FunctionCallExprSyntax {
  /// Whether the statement this chain makes is followed by another in its stack or block: the dialog's content.
  fileprivate var isFollowedByDialog: Bool {
    let top = Syntax(ExprSyntax(self).chainTopExpression)
    guard let item = top.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    return list.contains { $0.position > item.position }
  }

  /// Whether the layer starts the body of a view whose name says it is drawn over others (`LoadingOverlay`,
  /// `RatingDialog`, `ProgressHUD`): the type is shown over a screen wherever it is used.
  fileprivate var isBackdropOfOverlayType: Bool {
    guard let declaration = enclosingTypeDeclaration, let name = declaration.declaredTypeName,
      CustomModalFocusRule.overlayTypeWords.contains(where: { name.hasSuffix($0) })
    else { return false }
    var current = parent
    while let node = current {
      if let binding = node.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      }
      if node.is(FunctionDeclSyntax.self) || node.is(IfExprSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  /// Whether an `if` in the same view code shows the layer: an `if` around it before any type or function.
  fileprivate var isShownByIf: Bool {
    var current = parent
    while let node = current {
      if node.is(IfExprSyntax.self) { return true }
      if node.is(FunctionDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) {
        return false
      }
      current = node.parent
    }
    return false
  }
}

extension SourceFileContext {
  /// Whether the type marks a dialog modal for VoiceOver, hides the content behind it, or moves VoiceOver focus.
  fileprivate func isModalForVoiceOver(in scope: TypeScope) -> Bool {
    containsIdentifier(in: scope) { token in
      CustomModalFocusRule.modalNames.contains(token.text)
        || token.text == "accessibilityHidden" && token.hidesWhileShowing
    }
  }

}

extension TokenSyntax {
  /// Whether this `accessibilityHidden` token's call takes a state, not a literal (`.accessibilityHidden(isShowing)`).
  fileprivate var hidesWhileShowing: Bool {
    guard let call = parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      let argument = call.arguments.first?.expression
    else { return false }
    return !argument.is(BooleanLiteralExprSyntax.self)
  }
}
