import SwiftSyntax

/// Reports controls whose label is only images and that have no accessibility label.
public enum IconButtonMissingLabelRule: Rule {
  /// Files without any of these cannot hold a site: the controls it looks at.
  public static let sourceKeywords: [String]? = ["Button", "Link", "Menu", "Toggle"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "icon-button-missing-label",
    title: "Name icon-only buttons",
    summary: "A `Button` whose label is only an image is announced by the image's name, or as just \"button\".",
    rationale: """
      A close button drawn as `Image(systemName: "xmark")` is announced "xmark, button"; one drawn with an asset reads \
      the file name, and one whose image is decorative or hidden is announced as just "button". VoiceOver users cannot \
      tell what it does (WCAG 4.1.2 Name, Role, Value; SwiftUI `accessibilityLabel(_:)`).

      Reported, high: a `Button`, `NavigationLink`, `Link`, `Menu` or `Toggle` without a title whose label closure \
      holds images (`Image`, `Image(systemName:)`, `Image(decorative:)`) and no text, when neither the control \
      nor an image in its label has an accessibility label (`.accessibilityLabel`, `Image(_:label:)`, the \
      deprecated `.accessibility(label:)`). The image inside is then not reported again by `image-missing-label`. \
      Passing: the same control with a label, and `Label("Pause", systemImage: …).labelStyle(.iconOnly)` (the \
      title stays the accessible name).

      An unlabelled asset image (`Image("ic_close_white")`, the generated `Image(.icClose)`) is read by its asset \
      name, which the message quotes; an asset named as the action in plain words (`Image("close")`, \
      `Image("share")`) is read as that word and passes.

      Blind spots: a label built from a custom view (`Button { } label: { CloseIcon() }`) is not judged; \
      `.help("…")` is not treated as a label.
      """,
    category: .voiceOver,
    severity: .high,
    criteria: ["4.1.2", "1.1.1"],
    message: "Icon-only button has no accessibility label",
    passingMessage: "Icon-only button has an accessibility label",
    recommendation: """
      Name the action: `.accessibilityLabel("Close")` on the button, or use \
      `Label("Close", systemImage: "xmark").labelStyle(.iconOnly)` as its label.
      """,
    impactDescription: "VoiceOver users cannot tell what the button does",
    tags: ["voiceover", "accessibility", "button", "label"],
    variants: [
      RuleVariant(
        id: "asset-name", when: "the image is an asset, read by its name",
        message: "Icon-only button has no accessibility label: VoiceOver reads the asset name \"{asset}\"",
        recommendation: """
          Name the action: `.accessibilityLabel("Close")` on the button, or `Image("{asset}", label: Text("Close"))` \
          as its label; VoiceOver otherwise reads the asset's file name.
          """)
    ],
    triggeringExamples: IconButtonMissingLabelRuleExamples.triggering,
    nonTriggeringExamples: IconButtonMissingLabelRuleExamples.nonTriggering
  )

  /// Controls whose label this rule judges.
  package static let controls = ["Button", "NavigationLink", "Link", "Menu", "Toggle"]

  /// Asset names that read as the action they stand for (`Image("close")` is read "close").
  package static let readableActionNames: Set<String> = [
    "close", "share", "search", "add", "delete", "edit", "back", "menu", "settings", "play", "pause", "stop", "done",
    "more", "filter", "sort", "refresh", "info", "help", "next", "previous", "favorite", "download", "send", "save",
    "cancel", "remove",
  ]

  /// Every icon-only control of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    controls.flatMap { file.index.calls(named: $0) }.compactMap { control in
      guard control.constructedTypeName.map(controls.contains) == true, control.firstUnlabeledArgument == nil,
        !control.isInPreview, let label = control.labelClosure
      else { return nil }
      let content = IconContentFinder(viewMode: .sourceAccurate)
      content.walk(label)
      if content.hasIconOnlyLabel {
        return RuleHit(node: control, severity: .none, passing: true)
      }
      guard content.images.count > 0, !content.hasText, !content.hasOtherViews else { return nil }
      let labelled =
        AccessibilityTreatment(of: ExprSyntax(control)).hasLabel
        || content.images.contains { image in
          image.argument(labelled: "label") != nil || AccessibilityTreatment(of: ExprSyntax(image)).hasLabel
        }
      guard !labelled else { return RuleHit(node: control, severity: .none, passing: true) }
      guard let asset = content.images.lazy.compactMap(\.assetName).first else {
        return RuleHit(node: control, severity: .high, passing: false)
      }
      // `Image("close")` is read "close": the asset's name already says what the button does.
      if content.images.count == 1, readableActionNames.contains(asset.lowercased()) {
        return RuleHit(node: control, severity: .none, passing: true)
      }
      var hit = RuleHit(node: control, severity: .high, passing: false, variant: "asset-name")
      hit.messageArguments = ["asset": asset]
      return hit
    }
  }
}

extension FunctionCallExprSyntax {
  /// The asset an `Image` shows by name, which VoiceOver reads when nothing labels it: `ic_share` for
  /// `Image("ic_share")`, `locationNavigator` for the generated `Image(.locationNavigator)`; nil for symbols,
  /// decorative and labelled images, and names built at run time.
  fileprivate var assetName: String? {
    guard arguments.count == 1, let name = firstUnlabeledArgument else { return nil }
    if let literal = name.stringLiteralText { return literal }
    if let member = name.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
    return nil
  }
}

extension CodeBlockItemSyntax {
  /// Whether the statement is a view of the label: in the label closure itself or in a stack inside it, not in a
  /// modifier's closure (`.onTapGesture { onShortPress() }`).
  fileprivate var isViewContent: Bool {
    guard let closure = parent?.parent?.as(ClosureExprSyntax.self) else { return false }
    guard
      let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(
          FunctionCallExprSyntax.self)
    else { return false }
    if let name = call.constructedTypeName {
      return ["HStack", "VStack", "ZStack", "Group", "Button", "Menu", "NavigationLink", "Link", "Toggle"].contains(
        name)
    }
    return false
  }
}

extension FunctionCallExprSyntax {
  /// The closure VoiceOver takes a control's name from (`label:`, or the trailing closure of `Button(action:)`).
  package var labelClosure: ClosureExprSyntax? {
    closureSlots.first { EnclosingCall(call: self, slot: $0.slot).isControlLabel }?.closure
  }
}

/// What a control's label closure holds: images, text, an icon-only `Label`, other views.
private final class IconContentFinder: SyntaxVisitor {
  var images: [FunctionCallExprSyntax] = []
  var hasText = false
  var hasIconOnlyLabel = false
  var hasOtherViews = false

  static let layoutNames: Set<String> = [
    "HStack", "VStack", "ZStack", "Group", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Color", "Spacer",
    "ForEach", "Font", "Angle", "EdgeInsets",
  ]

  /// A statement of the label that is a property or a function's result (`timeScopeLabel`, `infoRow(title, value)`):
  /// a view built elsewhere, which may hold text.
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    var item = node.item.as(ExprSyntax.self) ?? node.item.as(ExpressionStmtSyntax.self)?.expression
    // `self.timeScopeLabel.font(…)`: the view the modifiers apply to.
    while let call = item?.as(FunctionCallExprSyntax.self), call.constructedTypeName == nil,
      let view = call.modifiedView
    {
      item = view
    }
    if let item, node.isViewContent {
      if item.is(DeclReferenceExprSyntax.self) {
        hasOtherViews = true
      } else if let member = item.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        hasOtherViews = true
      } else if let call = item.as(FunctionCallExprSyntax.self), call.constructedTypeName == nil,
        call.calledExpression.is(DeclReferenceExprSyntax.self)
      {
        hasOtherViews = true
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.constructedTypeName else { return .visitChildren }
    switch name {
    case "Image":
      images.append(node)
      return .skipChildren
    case "Label":
      hasText = true
      if ExprSyntax(node).showsIconOnly {
        hasIconOnlyLabel = true
      }
      return .skipChildren
    default:
      if ExprSyntax.textViewNames.contains(name) {
        hasText = true
      } else if !Self.layoutNames.contains(name) {
        hasOtherViews = true
      }
      return .visitChildren
    }
  }
}
