import SwiftSyntax

/// Reports keyboard shortcuts made of a single letter, number, punctuation or symbol key with no modifier.
public enum KeyboardShortcutWithoutModifierRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = ["keyboardShortcut", "UIKeyCommand"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "keyboard-shortcut-without-modifier",
    title: "Give single-character shortcuts a modifier",
    summary: "A keyboard shortcut of one character key and no modifier fires on a stray keystroke or a dictated word.",
    rationale: """
      WCAG 2.1.4 Character Key Shortcuts asks that a shortcut made of a letter, number, punctuation or symbol key \
      alone can be turned off, remapped to include a modifier, or works only while its control has focus. Speech \
      input users dictate words that are sent as keystrokes, so each letter of "hello" can trigger a shortcut; \
      people with tremors or who type with a head pointer hit keys by accident. SwiftUI's \
      `.keyboardShortcut(_:modifiers:)` adds ⌘ unless `modifiers:` says otherwise, so only an explicit empty set \
      makes a single-key shortcut.

      Reported, medium: `.keyboardShortcut("k", modifiers: [])` and \
      `.keyboardShortcut(KeyEquivalent("k"), modifiers: [])` (also `.init("k")`, `EventModifiers()`) whose key is \
      one printable character other than a space; `UIKeyCommand(input: "k", modifierFlags: [])`, and the titled \
      `UIKeyCommand(title:action:input:)`, whose modifier flags default to none. Passing: the same shortcuts with \
      a modifier (`.keyboardShortcut("k")` uses ⌘), and single-key shortcuts inside an `if` whose condition reads \
      focus or a shortcut setting (`if isFocused`, `if settings.singleKeyShortcuts`). Named keys (`.return`, \
      `.escape`, `.space`, arrows, `.defaultAction`, `.cancelAction`, `UIKeyCommand.inputEscape`) are not \
      character keys. Previews are skipped.

      Blind spots: a key held in a variable is not read; a setting that turns shortcuts off elsewhere (a modifier \
      applied only when it is on, a responder that drops its `keyCommands`) is not seen; `.onKeyPress`, which \
      answers only while its view has focus, is not a site.
      """,
    category: .keyboard,
    severity: .medium,
    criteria: ["2.1.4"],
    message: "Shortcut `{key}` has no modifier: a stray keystroke or a dictated word triggers it",
    passingMessage: "Keyboard shortcut uses a modifier, or only applies while focused or enabled",
    recommendation: """
      Add a modifier (`modifiers: .command` or leave the default; `modifierFlags: .command`), or let people turn \
      single-key shortcuts off or remap them, or handle the key with `.onKeyPress` on the focused view.
      """,
    impactDescription: "speech input users and people who mistype trigger actions they did not mean",
    tags: ["keyboard", "accessibility", "shortcuts", "speech-input"],
    triggeringExamples: KeyboardShortcutWithoutModifierRuleExamples.triggering,
    nonTriggeringExamples: KeyboardShortcutWithoutModifierRuleExamples.nonTriggering
  )

  /// Every shortcut of a character key in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let swiftUI = file.index.calls(named: "keyboardShortcut").compactMap {
      call -> (FunctionCallExprSyntax, String, Bool)? in
      guard call.viewModifierName != nil, let key = call.firstUnlabeledArgument?.characterKey else { return nil }
      let modifiers = call.argument(labelled: "modifiers")
      return (call, key, modifiers.map(\.isEmptyModifierSet) ?? false)
    }
    let uiKit = file.index.calls(named: "UIKeyCommand").compactMap { call -> (FunctionCallExprSyntax, String, Bool)? in
      guard let key = call.argument(labelled: "input")?.characterKey else { return nil }
      let flags = call.argument(labelled: "modifierFlags")
      return (call, key, flags.map(\.isEmptyModifierSet) ?? true)
    }
    return (swiftUI + uiKit).compactMap { call, key, lacksModifier in
      guard !call.isInPreview else { return nil }
      let violates = lacksModifier && !call.isGatedByFocusOrShortcutSetting
      var hit = RuleHit(node: call, severity: violates ? .medium : .none, passing: !violates)
      hit.messageArguments = ["key": key]
      return hit
    }
  }
}

extension ExprSyntax {
  /// The character of a shortcut key that types one letter, number, punctuation or symbol (`"k"`,
  /// `KeyEquivalent("k")`, `.init("k")`, `Character("k")`); nil for named keys, spaces and values the scanner
  /// cannot read.
  fileprivate var characterKey: String? {
    if let call = self.as(FunctionCallExprSyntax.self) {
      let name = call.constructedTypeName ?? call.calledName
      guard ["KeyEquivalent", "Character", "init"].contains(name), call.arguments.count == 1,
        let only = call.firstUnlabeledArgument
      else { return nil }
      return only.characterKey
    }
    guard let literal = self.as(StringLiteralExprSyntax.self), let text = ExprSyntax(literal).plainStringLiteral,
      text.count == 1, let character = text.first, !character.isWhitespace,
      !character.unicodeScalars.contains(where: { $0.properties.generalCategory.isControlOrFormat })
    else { return nil }
    return text
  }

  /// `[]`, `EventModifiers()`, `.init()`, `UIKeyModifierFlags(rawValue: 0)`: a set of no modifier.
  fileprivate var isEmptyModifierSet: Bool {
    if let array = self.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
    if let call = self.as(FunctionCallExprSyntax.self) {
      let name = call.constructedTypeName ?? call.calledName
      guard ["EventModifiers", "UIKeyModifierFlags", "init"].contains(name) else { return false }
      if call.arguments.isEmpty { return true }
      return call.argument(labelled: "rawValue")?.numericLiteralValue == 0
    }
    return false
  }
}

extension Unicode.GeneralCategory {
  /// Control and format characters (`\u{7F}`, a zero-width joiner): no key types them.
  fileprivate var isControlOrFormat: Bool { self == .control || self == .format }
}

extension SyntaxProtocol {
  /// Whether the node sits in an `if` (or a ternary) whose condition reads focus or a shortcut setting
  /// (`if isFocused`, `settings.singleKeyShortcuts ? … : …`), within its declaration.
  fileprivate var isGatedByFocusOrShortcutSetting: Bool {
    var child = Syntax(self)
    while let parent = child.parent, !parent.is(DeclSyntax.self) {
      if let branch = parent.as(IfExprSyntax.self), child.id != branch.conditions.id,
        branch.conditions.namesFocusOrShortcut
      {
        return true
      }
      // An unfolded `condition ? then : else`, with the node in a branch.
      if let sequence = parent.as(ExprListSyntax.self),
        let ternary = sequence.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
        let own = sequence.firstIndex(where: { $0.id == child.id }), own >= ternary,
        sequence[..<ternary].contains(where: \.namesFocusOrShortcut)
      {
        return true
      }
      child = parent
    }
    return false
  }

  /// Whether a name in the node says focus or shortcut (`isFocused`, `focusedField`, `singleKeyShortcutsEnabled`).
  fileprivate var namesFocusOrShortcut: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      let lowered = name.lowercased()
      return lowered.contains("focus") || lowered.contains("shortcut")
    }
  }
}
