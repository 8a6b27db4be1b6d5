import SwiftSyntax

/// Reports `.focusEffectDisabled()` on focusable controls that show no focus of their own instead.
public enum FocusIndicatorHiddenRule: Rule {
  /// Files without this cannot hold a site.
  public static let sourceKeywords: [String]? = ["focusEffectDisabled"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "focus-indicator-hidden",
    title: "Keep a visible focus indicator",
    summary:
      "`.focusEffectDisabled()` on a focusable control hides where keyboard focus is unless the view draws its own.",
    rationale: """
      WCAG 2.4.7 Focus Visible asks that a person using a keyboard can see which control has focus. On macOS, iPadOS \
      with a hardware keyboard or Full Keyboard Access, tvOS and visionOS, the system draws a focus ring or hover \
      effect around the focused control; `.focusEffectDisabled()` removes it from the view and everything inside it \
      (SwiftUI `focusEffectDisabled(_:)`). Keyboard users, switch users and people with low vision then lose their \
      place.

      Reported, medium: `.focusEffectDisabled()` or `.focusEffectDisabled(true)` applied to a view that holds a \
      focusable control (a `Button`, `TextField`, `SecureField`, `Toggle`, `Picker`, `Link`, `Menu`, \
      `NavigationLink`, `Slider`, `Stepper`, `DatePicker`, `TextEditor`, or a view marked `.focusable()`), or \
      inside a `ButtonStyle`, when the type around it does not draw a replacement: it declares no `@FocusState` \
      that it reads (`isFocused ? … : …`, not only `.focused($isFocused)`) and reads no `\\.isFocused` environment \
      value. Passing: the same sites with such a replacement. Not sites: `.focusEffectDisabled(false)` or a \
      variable, a view whose controls the scanner cannot see (a custom view, a parameter), a view styled with a \
      custom `ButtonStyle` (it may draw focus). Previews are skipped.

      Blind spots: a focus state read elsewhere (a parent passing `isFocused` down, a style in another file) counts \
      as no replacement only when the type holds none; a focus state that is read but does not change the look \
      (`if focusedField == .email` in a submit handler) is taken as a replacement; a replacement too faint to see \
      (a 1-point border, 1.4.11 contrast) is not judged.
      """,
    category: .keyboard,
    severity: .medium,
    criteria: ["2.4.7"],
    message: "`.focusEffectDisabled()` hides the focus ring of a control and nothing shows focus instead",
    passingMessage: "Focus effect is replaced by the view's own focus indication",
    recommendation: """
      Remove `.focusEffectDisabled()`, or read focus (`@FocusState`, `@Environment(\\.isFocused)`) and change the \
      look when focused (a border, a background, a scale).
      """,
    impactDescription: "keyboard and switch users cannot see which control has focus",
    tags: ["keyboard", "accessibility", "focus"],
    triggeringExamples: FocusIndicatorHiddenRuleExamples.triggering,
    nonTriggeringExamples: FocusIndicatorHiddenRuleExamples.nonTriggering
  )

  /// Every `.focusEffectDisabled()` of the file on a focusable control.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "focusEffectDisabled").compactMap { call in
      guard let view = call.modifiedView, !call.isInPreview,
        call.arguments.isEmpty || call.arguments.first?.expression.isTrueLiteral == true
      else { return nil }
      let type = call.enclosingTypeDeclaration
      let inButtonStyle = type?.inheritedTypeNames.contains { $0.hasSuffix("ButtonStyle") } ?? false
      guard inButtonStyle || view.holdsFocusableControl else { return nil }
      let replaced = (type.map { Syntax($0) } ?? Syntax(file.syntax)).readsFocus
      return RuleHit(node: call, severity: replaced ? .none : .medium, passing: replaced)
    }
  }
}

extension ExprSyntax {
  /// Whether the view holds a control that takes keyboard focus, in its own call, its modifiers or its content, or is
  /// made focusable by `.focusable()`; false when a custom `ButtonStyle` may draw its own focus.
  fileprivate var holdsFocusableControl: Bool {
    let finder = FocusableControlFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return finder.found && !finder.customStyle
  }
}

/// Finds focusable controls, `.focusable()` and custom button styles in a view expression.
private final class FocusableControlFinder: SyntaxVisitor {
  private(set) var found = false
  private(set) var customStyle = false

  /// Controls that take keyboard focus.
  static let controls: Set<String> = [
    "Button", "TextField", "SecureField", "Toggle", "Picker", "Link", "Menu", "NavigationLink", "Slider", "Stepper",
    "DatePicker", "TextEditor", "ShareLink", "PasteButton",
  ]

  /// The button and toggle styles SwiftUI defines, which draw no focus of their own.
  static let systemStyles: Set<String> = [
    "plain", "borderless", "bordered", "borderedProminent", "link", "automatic", "glass", "glassProminent",
    "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle",
    "DefaultButtonStyle",
  ]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.constructedTypeName, Self.controls.contains(name) { found = true }
    if node.viewModifierName == "focusable" {
      let argument = node.arguments.first?.expression
      if argument.map({ $0.isTrueLiteral || !$0.is(BooleanLiteralExprSyntax.self) }) ?? true { found = true }
    }
    if node.viewModifierName == "buttonStyle", let style = node.arguments.first?.expression {
      let name =
        style.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? style.as(FunctionCallExprSyntax.self)?.calledName ?? ""
      if !Self.systemStyles.contains(name) { customStyle = true }
    }
    return .visitChildren
  }
}

extension Syntax {
  /// Whether the declaration reads keyboard focus to draw it: a `@FocusState` property read by name (not only bound
  /// with `$`), or the `\.isFocused` environment value.
  fileprivate var readsFocus: Bool {
    let finder = FocusReadFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return finder.readsEnvironment || !finder.focusStates.isDisjoint(with: finder.readNames)
  }
}

/// Collects `@FocusState` names, names read, and `\.isFocused` key paths.
private final class FocusReadFinder: SyntaxVisitor {
  private(set) var focusStates: Set<String> = []
  private(set) var readNames: Set<String> = []
  private(set) var readsEnvironment = false

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.hasAttribute(named: "FocusState") else { return .visitChildren }
    focusStates.formUnion(node.boundNames)
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `.focused($x)` names the modifier, not a property; `self.isFocused` reads one.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
    {
      return .visitChildren
    }
    readNames.insert(node.baseName.text)
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    if node.components.last?.trimmedDescription.hasSuffix("isFocused") == true { readsEnvironment = true }
    return .visitChildren
  }
}
