import SwiftSyntax

/// Reports toasts, banners and validation messages that appear on a state change without being announced to
/// VoiceOver.
public enum StatusNotAnnouncedRule: Rule {
  /// Files without any of these cannot hold a site: a name that says message (`if showToast { … }`), or a text
  /// field whose validation error may appear.
  public static let sourceKeywords: [String]? = [
    "oast", "anner", "nackbar", "HUD", "hud", "essage", "otice", "Copied", "Saved", "Success", "TextField",
    "SecureField",
    "TextEditor",
  ]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "status-not-announced",
    title: "Announce toasts, banners and validation messages",
    summary: "A message that appears without taking focus must be announced, or VoiceOver users never learn of it.",
    rationale: """
      A toast that says "Saved", a banner that says the connection dropped, or an error that appears under a text \
      field while the person types is seen at a glance, but VoiceOver reads only what has focus: its user does not \
      know the message appeared, and a toast may be gone before they find it. WCAG 4.1.3 Status Messages asks \
      that status messages can be presented to assistive technologies without receiving focus; on iOS that is \
      `AccessibilityNotification.Announcement(…).post()` (`UIAccessibility.post(notification: .announcement, …)`), \
      or moving focus to the message (`@AccessibilityFocusState`, `.layoutChanged`).

      Sites: an `if` in a view that shows content when a state says it is a message: a name that says toast, \
      banner, snackbar, HUD, message, notice, copied, saved, success (`if showToast { … }`, \
      `if let bannerText { … }`, `.overlay { if isShowingCopied { … } }`), or a presentation flag \
      (`isPresented`, `isShowing…`) inside a type whose name says toast, banner, snackbar or HUD; and, in a type \
      that has a `TextField`, `SecureField` or `TextEditor`, an `if` on a name that says error, invalid or valid \
      (`if !isEmailValid { Text(\"Enter a valid email\") }`: the validation variant). The `if` must show views \
      directly (a `Text`, a stack, an `Image`); an `if` that only shows a custom view declared in another file \
      is left to that view's own file, where its `if` is the site, so a helper component that announces passes \
      for all its uses.

      Passing: the type announces or moves focus: it posts an `AccessibilityNotification.Announcement`, calls \
      `UIAccessibility.post` with `.announcement`, `.layoutChanged` or `.screenChanged`, gives the message \
      `.accessibilityAddTraits(.updatesFrequently)`, or has an `@AccessibilityFocusState` (`.accessibilityFocused`). \
      Violations are medium.

      Blind spots: announcements made elsewhere (a view model posting them, a toast centre in another type) are \
      not seen; a message shown by `.opacity` or `.offset` rather than `if`, or by an `Alert` (which VoiceOver \
      reads by itself), is not a site; a helper component shown from another file is judged only in its own \
      file; an error screen that replaces the content (`ContentUnavailableView`) outside a form is not reported.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["4.1.3"],
    message: "Message appears on a state change without being announced to VoiceOver",
    passingMessage: "Message that appears is announced to VoiceOver",
    recommendation: """
      Announce the message when it appears: `AccessibilityNotification.Announcement(message).post()` in its \
      `.onAppear` (or `UIAccessibility.post(notification: .announcement, argument: message)`), or move VoiceOver \
      focus to it with `@AccessibilityFocusState`.
      """,
    impactDescription: "VoiceOver users miss confirmations, warnings and errors that appear on screen",
    tags: ["voiceover", "accessibility", "status", "toast"],
    variants: [
      RuleVariant(
        id: "validation", when: "a validation error appears next to a form field",
        message: "Validation message appears without being announced to VoiceOver",
        recommendation: """
          Announce the error when it appears (`AccessibilityNotification.Announcement(error).post()`), or add it to \
          the field's `.accessibilityValue` or `.accessibilityHint` and move focus to the field when the form is \
          submitted.
          """)
    ],
    triggeringExamples: StatusNotAnnouncedRuleExamples.triggering,
    nonTriggeringExamples: StatusNotAnnouncedRuleExamples.nonTriggering
  )

  /// Every `if` of the file that shows a message.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var announcing: [String: Bool] = [:]
    return file.index.conditionals.compactMap { statement in
      guard !statement.isInPreview, let kind = StatusKind(statement, in: file) else { return nil }
      let scope = file.typeScope(of: statement)
      let passing =
        announcing[scope.name]
        ?? {
          let result = file.announces(in: scope)
          announcing[scope.name] = result
          return result
        }()
      return RuleHit(
        node: statement.ifKeyword, severity: passing ? .none : .medium, passing: passing,
        variant: kind == .validation ? "validation" : nil)
    }
  }
}

/// What a conditional view shows.
private enum StatusKind {
  /// A toast, banner or message.
  case message
  /// A validation error next to a form field.
  case validation

  /// Words of a state that says it is an error in a form.
  static let validationWords = ["error", "invalid", "valid", "warning"]

  init?(_ statement: IfExprSyntax, in file: SourceFileContext) {
    guard statement.showsViewsDirectly(in: file), statement.body.showsWords || statement.showsLocalWords(in: file)
    else {
      return nil
    }
    let scope = file.typeScope(of: statement)
    let constants = file.constantProperties(in: scope)
    var names: [(name: String, isBound: Bool)] = []
    for element in statement.conditions {
      let isBound = element.condition.is(OptionalBindingConditionSyntax.self)
      for token in element.tokens(viewMode: .sourceAccurate) {
        // A `let` the caller passes in (`let footerMessage: String?`) is data, not a state that changes.
        if case .identifier(let name) = token.tokenKind, !constants.contains(name) { names.append((name, isBound)) }
      }
    }
    let typeName = statement.enclosingTypeDeclaration?.declaredTypeName ?? ""
    if file.hasTextInput(in: scope),
      names.contains(where: { name in Self.validationWords.contains { name.name.lowercased().contains($0) } })
    {
      self = .validation
      return
    }
    guard names.contains(where: { Self.namesMessage($0.name, inType: typeName, isBound: $0.isBound) }) else {
      return nil
    }
    self = .message
  }

  /// Whether a state name says a message appears: it names a toast, banner, snackbar or HUD (`showToast`,
  /// `bannerText`); a presentation flag names a message (`showSuccessMessage`, `isShowingCopied`); a message
  /// bound with `if let` ends in message and is not data (`statusMessage`, `nowPlayingMessage`, not `lastMessage`
  /// or a flag like `isOwnMessage`); or a bare flag (`isPresented`) is in a toast or banner type.
  static func namesMessage(_ name: String, inType typeName: String, isBound: Bool) -> Bool {
    let lowered = name.lowercased()
    guard !excludedWords.contains(where: { lowered.contains($0) }) else { return false }
    if strongWords.contains(where: { lowered.contains($0) }) { return true }
    if HiddenContentKind.presentingPrefixes.contains(where: { lowered.hasPrefix($0) }) {
      if HiddenContentKind.messageWords.contains(where: { lowered.contains($0) }) { return true }
      let type = typeName.lowercased()
      return ["ispresented", "isshowing", "isvisible", "show", "visible"].contains(lowered)
        && strongWords.contains { type.contains($0) }
    }
    return isBound && lowered.hasSuffix("message") && lowered != "message"
      && !dataMessagePrefixes.contains { lowered.hasPrefix($0) }
  }

  /// Prefixes of a message name that say it is data (a chat's last message), not a status.
  static let dataMessagePrefixes = [
    "last", "first", "selected", "new", "chat", "reply", "draft", "current", "pinned", "quoted", "forwarded", "edit",
    "commit", "welcome", "empty", "placeholder",
  ]

  /// Words that say a view is a transient message whatever the rest of the name.
  static let strongWords = ["toast", "banner", "snack", "hud"]

  /// Names that say a message but not one that appears on a change (an error screen, a popover, an undo stack).
  static let excludedWords = [
    "error", "popover", "popup", "undo", "tooltip", "messages", "image", "url", "loading", "progress",
  ]
}

extension IfExprSyntax {
  /// Whether the `if`'s body shows SwiftUI views or views declared in this file (not only a component from
  /// another file, judged there).
  fileprivate func showsViewsDirectly(in file: SourceFileContext) -> Bool {
    for item in body.statements {
      guard let expression = item.item.as(ExprSyntax.self) else { continue }
      let root = expression.as(FunctionCallExprSyntax.self)?.viewChainRoot ?? expression
      guard let call = root.as(FunctionCallExprSyntax.self), let type = call.constructedTypeName else { continue }
      if Self.shownViews.contains(type) || !file.typeDeclarations(named: type).isEmpty { return true }
    }
    return false
  }

  /// Whether the `if`'s body shows a view declared in this file that shows words (`if showsSnackbar { ArchivedSnack() }`).
  fileprivate func showsLocalWords(in file: SourceFileContext) -> Bool {
    body.statements.contains { item in
      let root = item.item.as(FunctionCallExprSyntax.self)?.viewChainRoot
      guard let type = root?.as(FunctionCallExprSyntax.self)?.constructedTypeName else { return false }
      return file.typeDeclarations(named: type).contains { $0.showsWords }
    }
  }

  /// SwiftUI views that show a message themselves.
  package static let shownViews: Set<String> = [
    "Text", "Label", "HStack", "VStack", "ZStack", "Image", "Group", "LazyVStack", "LazyHStack",
  ]
}

extension SyntaxProtocol {
  /// Whether the code shows words: a `Text` or `Label` somewhere in it (a message has words; a profile banner
  /// image does not).
  fileprivate var showsWords: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind, ["Text", "Label"].contains(name) else { return false }
      return token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
    }
  }
}

extension SourceFileContext {
  /// Names of the type's `let` properties without a property wrapper: values its caller passes in, which do not
  /// change while the view is shown.
  fileprivate func constantProperties(in scope: TypeScope) -> Set<String> {
    var names: Set<String> = []
    for declaration in typeDeclarations(named: scope.name) {
      for member in declaration.memberBlockMembers {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          variable.bindingSpecifier.tokenKind == .keyword(.let),
          variable.attributes.isEmpty
        else { continue }
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        }
      }
    }
    return names
  }

  /// Whether the type has a text input: its conditional errors are validation messages.
  fileprivate func hasTextInput(in scope: TypeScope) -> Bool {
    ["TextField", "SecureField", "TextEditor"].contains { name in
      index.calls(named: name).contains { scope.contains($0) }
    }
  }

  /// Whether the type announces something or moves VoiceOver focus.
  fileprivate func announces(in scope: TypeScope) -> Bool {
    containsIdentifier(in: scope) { Self.announcingNames.contains($0.text) }
  }

  /// Names whose presence says a type announces or moves focus.
  package static let announcingNames: Set<String> = [
    "Announcement", "announcement", "layoutChanged", "screenChanged", "updatesFrequently", "AccessibilityFocusState",
    "accessibilityFocused",
  ]
}

/// The `if` expressions of a file.
