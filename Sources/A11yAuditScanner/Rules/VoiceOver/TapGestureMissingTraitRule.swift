import SwiftSyntax

/// Reports tap gestures on views VoiceOver does not announce as buttons or links.
///
/// Walks a file of its own only once it holds a tap gesture, for the gestures and `@FocusState` properties it declares:
/// fed by the scanner's one walk, those searches would cost every file (see ``FileNodeCollector``).
public enum TapGestureMissingTraitRule: Rule {
  /// Files without any of these cannot hold a site: `.onTapGesture`, `.gesture(TapGesture())`.
  public static let sourceKeywords: [String]? = ["Gesture", "gesture"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "tap-gesture-missing-trait",
    title: "Give tappable views the button or link trait",
    summary: "A view made tappable with `.onTapGesture` is announced as plain text or an image, not as a button.",
    rationale: """
      `Button` tells VoiceOver, Switch Control and Full Keyboard Access that a view does something; \
      `Image(…).onTapGesture { … }` does not, so the action is invisible to people who cannot see the screen (WCAG \
      4.1.2 Name, Role, Value): use a native `Button` rather than an `Image` with `.onTapGesture`.

      Reported, medium, at the view the gesture is attached to: `.onTapGesture { … }` (no count or a count of 1, \
      any coordinate space) and `.gesture(…)`, `.simultaneousGesture(…)`, `.highPriorityGesture(…)` given a \
      single-tap `TapGesture` or `SpatialTapGesture` — written in place (`TapGesture().onEnded { … }`), on either \
      side of `.exclusively(before:)` or `.simultaneously(with:)`, or named: a property or function of the same \
      file whose value is such a gesture (`.gesture(flip)` with `var flip: some Gesture { TapGesture()… }`) — when \
      the same chain (before or after the gesture) does not add `.isButton` or `.isLink` with \
      `.accessibilityAddTraits` (or the deprecated `.accessibility(addTraits:)`). Passing: those traits, \
      `.accessibilityRepresentation { Button(…) }`, or `.accessibilityHidden(true)` (a scrim that dismisses is not \
      content). Not sites: gestures on controls (`Button`, `Toggle`, `TextField`, …) and in button or toggle styles \
      (`struct Pill: PrimitiveButtonStyle`, whose tap runs `configuration.trigger()` on a control VoiceOver \
      announces already), a `.simultaneousGesture` on a \
      container styled with `.buttonStyle` (its buttons are the controls; the tap only runs alongside them), and \
      multi-tap gestures (`count: 2`), which need an alternative rather than a trait. These are SwiftLint's \
      `accessibility_trait_for_button` examples' outcomes.

      The finding's id covers the tapped view's type and arguments and the gesture, not what the view contains, \
      the modifiers between the two (where the fix goes) or the action: editing those keeps the finding and its \
      triage, and adding the trait turns the same finding passing.

      Blind spots: a trait added on a container around the tappable view is not seen; `.accessibilityAction` alone \
      is still reported, because the view is then activatable but not announced as a button; a gesture declared in \
      another file, passed in as a parameter, or chosen at run time (`isEditing ? tap : nil`) is not followed.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["4.1.2", "2.1.1"],
    message: "Tap gesture on a view without the button or link trait",
    passingMessage: "Tappable view has the button or link trait",
    recommendation: """
      Use a `Button` (with `.buttonStyle(.plain)` to keep the look), or add \
      `.accessibilityAddTraits(.isButton)` (`.isLink` when it opens a URL) to the tapped view.
      """,
    impactDescription: "VoiceOver users do not know the view can be activated",
    tags: ["voiceover", "accessibility", "gesture", "traits"],
    triggeringExamples: TapGestureMissingTraitRuleExamples.triggering,
    nonTriggeringExamples: TapGestureMissingTraitRuleExamples.nonTriggering
  )

  /// Every single-tap gesture of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for name in ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"] {
      for call in file.index.calls(named: name) where !call.isInPreview {
        guard call.isSingleTapModifier(resolving: { file.declaredGestures[$0] ?? [] }) else { continue }
        if let action = call.tapAction, action.isNoControlAction(focusNames: file.focusStateNames) {
          hits.append(RuleHit(node: call, severity: .none, passing: true))
          continue
        }
        let root = call.viewChainRoot
        if let type = root.as(FunctionCallExprSyntax.self)?.constructedTypeName, ControlKind.activatable.contains(type)
        {
          continue
        }
        if call.isInControlStyle { continue }
        // Inside a button's label the button is the control VoiceOver announces.
        if call.enclosingCalls.contains(where: \.isControlLabel) { continue }
        // A bare colour or shape whose tap dismisses is a scrim behind a presented view, not content.
        if root.isBareShape, let action = call.tapAction, action.dismisses {
          hits.append(RuleHit(node: call, severity: .none, passing: true))
          continue
        }
        let chain = call.wholeChainModifiers
        if call.viewModifierName == "simultaneousGesture",
          chain.contains(where: { $0.viewModifierName == "buttonStyle" })
        {
          continue
        }
        let treatment = AccessibilityTreatment(chain)
        let passing =
          !treatment.addedTraits.isDisjoint(with: ["isButton", "isLink"]) || treatment.isRepresented
          || treatment.isHidden
        var hit = RuleHit(node: call, severity: passing ? .none : .medium, passing: passing)
        hit.start = Syntax(root)
        hit.idExcludedRanges = call.tappedViewDetails(root: root)
        hits.append(hit)
      }
    }
    return hits
  }
}

extension FunctionCallExprSyntax {
  /// The closure an `.onTapGesture` runs, written in place (trailing or `perform:`).
  fileprivate var tapAction: ClosureExprSyntax? {
    guard viewModifierName == "onTapGesture" else { return nil }
    return trailingClosure ?? argument(labelled: "perform")?.as(ClosureExprSyntax.self)
  }
}

extension ClosureExprSyntax {
  /// Names of calls that only hide the keyboard.
  private static let keyboardDismissals: Set<String> = [
    "hideKeyboard", "dismissKeyboard", "endEditing", "resignFirstResponder", "sendAction",
  ]

  /// Whether the tap does nothing a control would: an empty action that only keeps taps from views behind, or one
  /// that only moves focus into a field (`focused = true`) or hides the keyboard. Such a view is no button.
  fileprivate func isNoControlAction(focusNames: Set<String>) -> Bool {
    statements.allSatisfy { statement in
      // `focused = true`, unfolded: the parser leaves operators in a sequence.
      if let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
      {
        return focusNames.contains(sequence.elements.first?.assignedName ?? "")
      }
      if let call = statement.item.as(FunctionCallExprSyntax.self) {
        let name =
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
          ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map(Self.keyboardDismissals.contains) ?? false
      }
      return false
    }
  }
}

extension ClosureExprSyntax {
  /// Words of an action that closes what is presented.
  private static let dismissalWords = ["dismiss", "close", "hide", "cancel", "collapse"]

  /// Whether the action closes something: it names a dismissal (`dismiss()`, `store.send(.closeMenu)`) or only sets
  /// state to `false` or `nil`.
  fileprivate var dismisses: Bool {
    let names = tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map { $0.text.lowercased() }
    if names.contains(where: { name in Self.dismissalWords.contains { name.contains($0) } }) { return true }
    // `withAnimation { item = nil }`: what the animated body does.
    if statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation",
      let body = call.trailingClosure
    {
      return body.dismisses
    }
    return !statements.isEmpty
      && statements.allSatisfy { statement in
        guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
          let value = sequence.elements.last
        else { return false }
        return value.is(NilLiteralExprSyntax.self) || value.as(BooleanLiteralExprSyntax.self)?.literal.text == "false"
      }
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}

extension ExprSyntax {
  /// Shapes and colours VoiceOver does not expose as elements.
  private static let shapeNames: Set<String> = [
    "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
  ]

  /// `Color.black`, `Color(white: 0, opacity: 0.4)`, `Rectangle()`, `.black`: a colour or shape with nothing in it.
  fileprivate var isBareShape: Bool {
    if let call = self.as(FunctionCallExprSyntax.self) {
      return call.constructedTypeName.map(Self.shapeNames.contains) ?? false
    }
    guard let member = self.as(MemberAccessExprSyntax.self) else { return false }
    guard let base = member.base else { return true }
    return base.as(DeclReferenceExprSyntax.self).map { Self.shapeNames.contains($0.baseName.text) } ?? false
  }

  /// `focused` for `focused`, `self.focused` and `$focused`.
  fileprivate var assignedName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = self.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName
        .tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }
}

extension SourceFileContext {
  /// Properties of the file declared `@FocusState`.
  fileprivate var focusStateNames: Set<String> {
    cached(FocusStateNames.self) { file in FocusStateNames(file.syntax) }.names
  }
}

/// The file's `@FocusState` properties.
private final class FocusStateNames: SyntaxVisitor {
  private(set) var names: Set<String> = []

  init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.hasAttribute(named: "FocusState") { names.formUnion(node.boundNames) }
    return .skipChildren
  }
}

extension FunctionCallExprSyntax {
  /// `.onTapGesture { … }` (no count, or 1), or a gesture modifier given a single-tap `TapGesture`.
  package var isSingleTapModifier: Bool { isSingleTapModifier(resolving: { _ in [] }) }

  /// `.onTapGesture { … }` (no count, or 1), or a gesture modifier given a gesture that holds a single tap: written
  /// in place (`TapGesture().onEnded { … }`, `SpatialTapGesture()`, either side of `.exclusively(before:)` or
  /// `.simultaneously(with:)`), or a gesture named there (`.gesture(tap)`), whose tap counts `resolving` gives.
  package func isSingleTapModifier(resolving declared: (String) -> [Int?]) -> Bool {
    switch viewModifierName {
    case "onTapGesture":
      guard let count = argument(labelled: "count") else { return true }
      return count.numericLiteralValue == 1
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      guard let gesture = arguments.first?.expression else { return false }
      return gesture.tapGestureCounts(resolving: declared).contains(1)
    default:
      return false
    }
  }

  /// `.onTapGesture` with any count, or a gesture modifier given a `TapGesture` or `SpatialTapGesture` written in
  /// place: a view that reacts to taps.
  package var isTapGestureModifier: Bool {
    switch viewModifierName {
    case "onTapGesture": true
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      arguments.first.map { !$0.expression.tapGestureCounts(resolving: { _ in [] }).isEmpty } ?? false
    default: false
    }
  }
}

extension SyntaxProtocol {
  /// Whether the node is in a button or toggle style (`struct PillStyle: PrimitiveButtonStyle`): a tap there runs
  /// `configuration.trigger()` on a control that VoiceOver already announces.
  package var isInControlStyle: Bool {
    var current = parent
    while let node = current {
      let inherited: InheritedTypeListSyntax?
      let name: String
      if let type = node.as(StructDeclSyntax.self) {
        (inherited, name) = (type.inheritanceClause?.inheritedTypes, type.name.text)
      } else if let type = node.as(ExtensionDeclSyntax.self) {
        (inherited, name) = (type.inheritanceClause?.inheritedTypes, type.extendedType.typeName)
      } else {
        current = node.parent
        continue
      }
      let names = [name] + (inherited?.map { $0.type.trimmedDescription } ?? [])
      if names.contains(where: { $0.hasSuffix("ButtonStyle") || $0.hasSuffix("ToggleStyle") }) { return true }
      current = node.parent
    }
    return false
  }
}

extension ExprSyntax {
  /// The tap counts of the `TapGesture(count:)`s and `SpatialTapGesture(…)`s a gesture expression starts with,
  /// also through `.exclusively(before:)` and `.simultaneously(with:)`, and through the gestures it names, whose
  /// counts `declared` gives (nil for a count that is not a literal); empty when the gesture holds no tap.
  package func tapGestureCounts(resolving declared: (String) -> [Int?]) -> [Int?] {
    var current = self
    while true {
      if let name = current.referencedGestureName { return declared(name) }
      guard let call = current.as(FunctionCallExprSyntax.self) else {
        guard let access = current.as(MemberAccessExprSyntax.self), let base = access.base else { return [] }
        current = base
        continue
      }
      if let name = call.constructedTypeName, name == "TapGesture" || name == "SpatialTapGesture" {
        guard let count = call.argument(labelled: "count") else { return [1] }
        return [count.numericLiteralValue.map(Int.init)]
      }
      guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else {
        return []
      }
      let combines = ["exclusively", "simultaneously"].contains(access.declName.baseName.text)
      let other = combines ? (call.arguments.first?.expression.tapGestureCounts(resolving: declared) ?? []) : []
      return base.tapGestureCounts(resolving: declared) + other
    }
  }

  /// `tap` for `tap`, `self.tap` or `tap(for: item)`: a gesture named rather than written in place.
  fileprivate var referencedGestureName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let access = self.as(MemberAccessExprSyntax.self),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return access.declName.baseName.text
    }
    if let call = self.as(FunctionCallExprSyntax.self), call.constructedTypeName == nil {
      return call.calledExpression.referencedGestureName
    }
    return nil
  }
}

extension SourceFileContext {
  /// The gestures the file declares by name that hold a tap, with their tap counts: `var tap: some Gesture {
  /// TapGesture().onEnded { … } }`, `let tap = TapGesture()`, `func tap(…) -> some Gesture { … }`. Worked out on
  /// first use, once per file.
  package var declaredGestures: [String: [Int?]] {
    cached(DeclaredTapGestures.self) { file in
      let finder = DeclaredTapGestureFinder(viewMode: .sourceAccurate)
      finder.walk(file.syntax)
      return DeclaredTapGestures(counts: finder.counts)
    }.counts
  }
}

/// The file's named tap gestures (see ``SourceFileContext/declaredGestures``).
private struct DeclaredTapGestures {
  var counts: [String: [Int?]]
}

/// Finds properties and functions whose value is a gesture that starts with a tap.
private final class DeclaredTapGestureFinder: SyntaxVisitor {
  var counts: [String: [Int?]] = [:]

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
    record(node.initializer?.value ?? node.accessorBlock.flatMap(Self.returnedExpression), as: name)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.body.flatMap { Self.returnedExpression(of: $0.statements) }, as: node.name.text)
    return .visitChildren
  }

  private func record(_ value: ExprSyntax?, as name: String) {
    guard let value else { return }
    let found = value.tapGestureCounts(resolving: { _ in [] })
    if !found.isEmpty { counts[name] = found }
  }

  /// The expression a getter returns when it is its only statement.
  private static func returnedExpression(_ accessors: AccessorBlockSyntax) -> ExprSyntax? {
    switch accessors.accessors {
    case .getter(let statements):
      return returnedExpression(of: statements)
    case .accessors(let list):
      let getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
      return getter?.body.flatMap { returnedExpression(of: $0.statements) }
    }
  }

  private static func returnedExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    return item.as(ReturnStmtSyntax.self)?.expression
  }
}

extension FunctionCallExprSyntax {
  /// What the id of a tap gesture site leaves out, as UTF-8 ranges: the content of the tapped view (`HStack { … }`),
  /// the modifiers between it and the gesture (where the fix adds the trait), and the gesture's action closures. The
  /// id then keeps the view's type and arguments and the gesture, so editing what the view shows or does keeps the
  /// finding and its triage.
  fileprivate func tappedViewDetails(root: ExprSyntax) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    if let container = root.as(FunctionCallExprSyntax.self) {
      if let closure = container.trailingClosure { ranges.append(closure.trimmedUTF8Range) }
      ranges += container.additionalTrailingClosures.map(\.closure.trimmedUTF8Range)
    }
    let between = root.endPositionBeforeTrailingTrivia.utf8Offset..<modifierStart.utf8Offset
    if !between.isEmpty { ranges.append(between) }
    let actions =
      arguments.outermostClosures + (trailingClosure.map { [$0] } ?? [])
      + additionalTrailingClosures.map(\.closure)
    return ranges + actions.map(\.trimmedUTF8Range)
  }
}
