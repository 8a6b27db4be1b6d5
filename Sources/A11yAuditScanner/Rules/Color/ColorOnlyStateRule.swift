import SwiftSyntax

/// Reports a colour chosen by a condition (`isValid ? .green : .red`) when nothing else the person sees depends on
/// that condition: the state is shown by colour alone.
public enum ColorOnlyStateRule: Rule {
  /// Files without any of these cannot hold a site: a condition picking between colours.
  public static let sourceKeywords: [String]? = ["foreground", "fill", "stroke", "border", "background", "tint"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "color-only-state",
    title: "Do not show state by colour alone",
    summary: "A colour picked by a condition is the only thing on screen that shows that condition.",
    rationale: """
      About one man in twelve cannot tell red from green, and nobody can tell colours apart on a monochrome display \
      or with Grayscale on. WCAG 1.4.1 (Use of Color) asks that colour is not the only visual means of conveying \
      information; Apple's Human Interface Guidelines (Color, Accessibility) ask for text, a symbol or a shape \
      alongside it, and SwiftUI offers `accessibilityDifferentiateWithoutColor` for the people who ask for it.

      A site is a `.foregroundStyle`, `.foregroundColor`, `.fill`, `.stroke`, `.strokeBorder`, `.border`, \
      `.background` or `.tint` whose colour is a condition choosing between two different colours, at least one of \
      them a hue (`isOnline ? .green : .gray`, `isValid ? Color("Valid") : .red`). It passes when anything else in \
      the same type that the person sees reads the same state: a text (`Text(isOnline ? "Online" : "Offline")`, \
      `Text(status.title)`), a symbol name, an `if` showing or hiding a view, an opacity, a value passed to another \
      view — any use of the condition's values outside colours, actions (`Button` actions, `.onTapGesture`, \
      `.onChange`, `.task`), animations, identity (`.id`, `.tag`) and accessibility modifiers (VoiceOver users are \
      told, but sighted people who cannot tell the colours apart are not). A local constant in the condition \
      (`let ok = status.success`) stands for what it is made from, and a member of a value named like a state \
      (`status.phase`, `result.isValid`) is shown by any other member of it on screen (`Text(status.title)`). A \
      predicate the condition applies (`isValidPort(port)`) is shown only by another visible use of that predicate \
      (an `if !isValidPort(port) { Text(…) }`): the text field showing the port does not say it is invalid. A condition that reads \
      `accessibilityDifferentiateWithoutColor` passes. Conditions on the colour scheme, on a press or hover, and \
      choices involving `.clear` or only the hierarchical styles (`.primary`, `.secondary`) are not sites. \
      Severity: high when the two colours are red and green (the pair most people with a colour vision deficiency \
      confuse), medium otherwise.

      On a text field (`TextField`, `SecureField`, `TextEditor`, or a shape in its overlay or background) whose \
      condition names an error (`hasError`, `isInvalid`, `!isValidEmail`), the site also fails WCAG 3.3.1 Error \
      Identification, which asks that an input error is identified and described in text: the `field-error` \
      variant. There, a choice between a colour and a hierarchical style (`isInvalid ? .red : .primary`) is a site \
      too, and a border or stroke choosing between a colour and `.clear` (a red outline that appears) is a site for \
      3.3.1 alone (`field-error-border`): the outline is a visible mark, but it does not say what is wrong.

      Blind spots: the state may be shown by the view's caller (a status dot whose row prints the status) or in \
      another type; colours picked by a `switch` or a computed property (`status.color`) are not sites; the tool \
      does not judge whether the other cue is really visible or only differs in lightness, nor whether another member \
      of a state value (`status.title`) really names the state the colour shows.
      """,
    category: .color,
    severity: .medium,
    criteria: ["1.4.1"],
    message: "`{condition}` is shown only by colour ({colors})",
    passingMessage: "State shown by colour is also shown another way",
    recommendation: """
      Show `{condition}` another way as well: a text (\"Online\"), a symbol that changes with it \
      (`Image(systemName: {condition} ? \"checkmark.circle.fill\" : \"xmark.circle\")`), or a shape or pattern; at \
      least when `@Environment(\\.accessibilityDifferentiateWithoutColor)` is on.
      """,
    impactDescription: "people who cannot tell the colours apart miss the state",
    tags: ["color", "accessibility", "color-blindness", "state"],
    variants: [
      RuleVariant(
        id: "field-error", when: "the colour marks a text field's error (`hasError ? .red : .gray`)",
        message: "The field's error `{condition}` is shown only by colour ({colors})",
        recommendation: """
          Say what is wrong in text next to the field (`Text("Enter a valid email")`) and in its \
          `.accessibilityValue` or hint, as well as colouring it.
          """,
        criteria: ["1.4.1", "3.3.1"]),
      RuleVariant(
        id: "field-error-border",
        when: "a text field's error only shows or hides a coloured border (`hasError ? .red : .clear`)",
        message: "The field's error `{condition}` is shown only by a coloured border ({colors})",
        recommendation: """
          Say what is wrong in text next to the field (`Text("Enter a valid email")`) and in its \
          `.accessibilityValue` or hint; a red outline alone does not identify the error.
          """,
        criteria: ["3.3.1"]),
    ],
    triggeringExamples: ColorOnlyStateRuleExamples.triggering,
    nonTriggeringExamples: ColorOnlyStateRuleExamples.nonTriggering
  )

  /// Modifiers whose argument is the colour of what they draw.
  package static let colorModifiers = [
    "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "border", "background", "tint",
  ]

  /// Every modifier of the file whose colour a condition picks.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for name in colorModifiers {
      for modifier in file.index.calls(named: name) {
        guard let choice = modifier.conditionalColorChoice ?? modifier.fieldErrorBorderChoice, !modifier.isInPreview
        else { continue }
        let condition = choice.conditional.condition
        if condition.contains(where: \.readsDifferentiateWithoutColor) {
          hits.append(RuleHit(node: modifier, severity: .none, passing: true))
          continue
        }
        let state = StateKeys(condition, at: choice.expression)
        guard !state.isEmpty, !state.isTransient else { continue }
        if state.isShownOtherwise(around: choice.expression) {
          hits.append(RuleHit(node: modifier, severity: .none, passing: true))
          continue
        }
        let variant = modifier.isOnTextField && condition.namesFieldError ? choice.fieldErrorVariant : nil
        var hit = RuleHit(
          node: modifier, severity: choice.isRedGreen ? .high : .medium, passing: false, variant: variant)
        hit.messageArguments = [
          "condition": choice.conditional.conditionText,
          "colors": choice.colorNames.joined(separator: " or "),
        ]
        hits.append(hit)
      }
    }
    return hits
  }
}

/// A condition choosing between colours.
private struct ConditionalColor {
  /// The whole `condition ? colour : colour`.
  var expression: ExprSyntax
  var conditional: ConditionalExpression
  var colorNames: [String]
  var isRedGreen: Bool
  /// Whether the choice shows or hides a coloured border (`hasError ? .red : .clear`): a mark, but no words.
  var showsOrHides = false

  /// The variant of a text field's error shown this way.
  var fieldErrorVariant: String { showsOrHides ? "field-error-border" : "field-error" }
}

extension FunctionCallExprSyntax {
  /// The condition choosing this colour modifier's colour, when its argument is `condition ? colour : colour` with
  /// two different colours, at least one of them a hue, neither `.clear`.
  fileprivate var conditionalColorChoice: ConditionalColor? {
    guard viewModifierName != nil, let first = arguments.first, first.label == nil else { return nil }
    var expression = first.expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      expression = only.expression
    }
    guard let conditional = expression.conditional,
      let then = conditional.then.colorSpec, let otherwise = conditional.otherwise.colorSpec,
      then != otherwise, ![then, otherwise].contains(where: \.isClearOrHierarchical),
      then.isHue || otherwise.isHue
    else { return nil }
    let hues = Set([then, otherwise].compactMap(\.hueFamily))
    return ConditionalColor(
      expression: expression, conditional: conditional,
      colorNames: [conditional.then, conditional.otherwise].map(\.trimmedDescription),
      isRedGreen: hues == ["red", "green"])
  }
}

extension FunctionCallExprSyntax {
  /// For a colour modifier on a text field whose error condition picks between a colour and `.clear` or a
  /// hierarchical style (`hasError ? .red : .clear`, `isInvalid ? .red : .primary`), which the general rule leaves
  /// out as emphasis: the error is still shown by a colour alone.
  fileprivate var fieldErrorBorderChoice: ConditionalColor? {
    guard ColorOnlyStateRule.colorModifiers.contains(calledName), isOnTextField,
      let first = arguments.first, first.label == nil, let conditional = first.expression.conditional,
      conditional.condition.namesFieldError,
      let then = conditional.then.colorSpec, let otherwise = conditional.otherwise.colorSpec, then != otherwise,
      [then, otherwise].contains(where: \.isClearOrHierarchical), then.isHue || otherwise.isHue
    else { return nil }
    let hides = [then, otherwise].contains { $0 == .clear || $0 == .swiftUI("clear") }
    return ConditionalColor(
      expression: first.expression, conditional: conditional,
      colorNames: [conditional.then, conditional.otherwise].map(\.trimmedDescription), isRedGreen: false,
      showsOrHides: hides && ["border", "stroke", "strokeBorder"].contains(calledName))
  }

  /// Whether the modifier applies to a `TextField`, `SecureField` or `TextEditor`, or draws in the overlay or
  /// background of one (`.overlay(RoundedRectangle(…).stroke(…))`).
  fileprivate var isOnTextField: Bool {
    let fields: Set<String> = ["TextField", "SecureField", "TextEditor"]
    if let type = viewChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName, fields.contains(type) {
      return true
    }
    guard let holder = enclosingCalls.first?.call, ["overlay", "background"].contains(holder.calledName) else {
      return false
    }
    return holder.viewChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName.map(fields.contains) ?? false
  }
}

extension [ExprSyntax] {
  /// Whether a condition names a field error: `hasError`, `isInvalid`, `emailError != nil`, `!isValidEmail`.
  fileprivate var namesFieldError: Bool {
    contains { part in
      part.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let name) = token.tokenKind else { return false }
        let lowered = name.lowercased()
        return ["error", "invalid", "valid"].contains { lowered.contains($0) }
      }
    }
  }
}

extension ColorSpec {
  /// `.clear`, or a hierarchical style (`.primary`, `.secondary`…): a choice between them is emphasis or
  /// visibility, not a colour.
  fileprivate var isClearOrHierarchical: Bool {
    switch self {
    case .clear: true
    case .swiftUI(let name): ["clear", "primary", "secondary", "tertiary", "quaternary", "quinary"].contains(name)
    case .withOpacity(let base, _): base.isClearOrHierarchical
    default: false
    }
  }

  /// Whether the colour has a hue (not white, black or grey): an asset, a constant or a literal counts.
  fileprivate var isHue: Bool {
    switch self {
    case .swiftUI(let name), .uiKit(let name):
      !["white", "black", "gray", "grey", "darkGray", "lightGray", "systemGray", "label", "primary"].contains(name)
    case .literal(let color, _):
      max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue) > 0.15
    case .withOpacity(let base, _): base.isHue
    case .choice: false
    default: true
    }
  }

  /// `red` or `green` for the colours people with the commonest colour vision deficiencies confuse.
  fileprivate var hueFamily: String? {
    switch self {
    case .swiftUI(let name), .uiKit(let name):
      switch name {
      case "red", "systemRed", "orange", "systemOrange", "pink", "systemPink": "red"
      case "green", "systemGreen", "mint", "systemMint": "green"
      default: nil
      }
    case .withOpacity(let base, _): base.hueFamily
    default: nil
    }
  }
}

extension ExprSyntax {
  /// Whether the expression reads `accessibilityDifferentiateWithoutColor` (the environment value or a property
  /// named after it).
  fileprivate var readsDifferentiateWithoutColor: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      return name.localizedCaseInsensitiveContains("differentiateWithoutColor")
    }
  }
}

/// The values a condition reads (`isValid`, `status`, `item.isOnline`), and where else they are used.
private struct StateKeys {
  /// Member paths, `self.` dropped (`item.isOnline`).
  var keys: Set<String> = []
  /// Predicates the condition applies to values (`isValidEmail` in `isValidEmail(email)`): showing the value
  /// (the text field holding the email) does not show the state, only another use of the predicate does.
  var predicates: Set<String> = []

  /// Whether the condition reads nothing the tool can follow.
  var isEmpty: Bool { keys.isEmpty && predicates.isEmpty }

  /// Names of state that changes on its own, shown by colour for feedback rather than meaning.
  static let transientNames: Set<String> = [
    "colorScheme", "isPressed", "isHovering", "isHovered", "hovering", "isFocused", "isEnabled", "isHighlighted",
  ]

  /// Words naming a value that describes a state as a whole (`status.phase`): its other members (`status.title`)
  /// describe the same state.
  static let stateObjectWords = ["status", "state", "result", "phase", "validation", "health", "connection"]

  /// The paths `condition` reads at `site`, with those of the local constants it names (`let ok = status.success`)
  /// and the whole of a state value one of them is a member of (`status` for `status.phase`).
  init(_ condition: [ExprSyntax], at site: ExprSyntax) {
    let collector = ReferencePathCollector(viewMode: .sourceAccurate)
    for part in condition { collector.walk(part) }
    var keys: Set<String> = []
    for use in collector.paths {
      if let predicate = use.node.enclosingPredicateCall(within: site) {
        predicates.insert(predicate)
      } else {
        keys.insert(use.path)
      }
    }
    for key in keys where !key.contains(".") {
      guard let value = site.localConstantValue(named: key) else { continue }
      let aliased = ReferencePathCollector(viewMode: .sourceAccurate)
      aliased.walk(value)
      keys.formUnion(aliased.paths.map(\.path))
    }
    for key in keys {
      let parts = key.split(separator: ".")
      guard parts.count >= 2, let owner = parts.dropLast().last?.lowercased(),
        Self.stateObjectWords.contains(where: { owner.contains($0) })
      else { continue }
      keys.insert(parts.dropLast().joined(separator: "."))
    }
    self.keys = keys
  }

  /// Whether the condition reads press, hover, focus or colour-scheme state.
  var isTransient: Bool {
    keys.contains { key in key.split(separator: ".").contains { Self.transientNames.contains(String($0)) } }
  }

  /// Whether a use of the condition's values outside `ternary`, in the type (or declaration) around it, is one the
  /// person sees: anything but colours, actions, animations, identity and accessibility modifiers.
  func isShownOtherwise(around choice: ExprSyntax) -> Bool {
    guard let scope = choice.stateScope else { return true }
    let collector = ReferencePathCollector(viewMode: .sourceAccurate)
    collector.walk(scope)
    let excluded = choice.position..<choice.endPosition
    let shownByValue = collector.paths.contains { use in
      !excluded.contains(use.node.position) && matches(use.path) && use.node.isVisibleUse
        && use.node.enclosingPredicateCall(within: scope) == nil
    }
    guard !shownByValue, !predicates.isEmpty else { return shownByValue }
    let calls = PredicateCallCollector(names: predicates)
    calls.walk(scope)
    return calls.found.contains { !excluded.contains($0.position) && $0.isVisibleUse }
  }

  /// Whether `path` reads one of the keys: the same path, a member of one (`status.title`), or a whole value one
  /// is part of (`item` passed on, for `item.isOnline`).
  private func matches(_ path: String) -> Bool {
    keys.contains { key in path == key || path.hasPrefix(key + ".") || key.hasPrefix(path + ".") }
  }
}

extension SyntaxProtocol {
  /// Where the rest of the view that shows a state is: the type declaring it (or extending it), else the outermost
  /// declaration around.
  fileprivate var stateScope: Syntax? {
    var current = Syntax(self).parent
    var outermost: Syntax?
    while let node = current {
      if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
        || node.is(ExtensionDeclSyntax.self) || node.is(ActorDeclSyntax.self)
      {
        return node
      }
      if node.is(DeclSyntax.self) { outermost = node }
      current = node.parent
    }
    return outermost
  }

  /// Whether this use of a value shows on screen: it is not inside a colour argument, an action, an animation or
  /// identity argument, an accessibility modifier, an initialiser, or a function that returns no view.
  fileprivate var isVisibleUse: Bool {
    for enclosing in enclosingCalls {
      let call = enclosing.call
      let name = call.calledName
      if call.viewModifierName != nil || call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
        let isHandler = name.count > 2 && name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
        if ColorOnlyStateRule.colorModifiers.contains(name) || Self.invisibleModifiers.contains(name)
          || name.hasPrefix("accessibility") || isHandler
        {
          return false
        }
      }
      if Self.deferredCalls.contains(name) { return false }
      if ["Button", "Link"].contains(call.constructedTypeName), !call.showsAsLabel(enclosing.slot) { return false }
    }
    var current = Syntax(self).parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        let returned = function.signature.returnClause?.type.trimmedDescription ?? ""
        return ["View", "Text", "Image", "Label"].contains { returned.contains($0) }
      }
      if node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self) { return false }
      if node.isProtocol(DeclGroupSyntax.self) { return true }
      current = node.parent
    }
    return true
  }

  /// Modifiers whose arguments never show on screen.
  private static var invisibleModifiers: Set<String> {
    [
      "animation", "transition", "id", "tag", "task", "gesture", "simultaneousGesture", "highPriorityGesture",
      "sensoryFeedback", "contentTransition", "help", "keyboardShortcut", "shadow", "listRowBackground",
    ]
  }

  /// Calls whose closures run later, out of sight.
  private static var deferredCalls: Set<String> {
    ["withAnimation", "Task", "async", "asyncAfter", "sink", "receive"]
  }
}

extension FunctionCallExprSyntax {
  /// Whether what this button or link holds in `slot` is part of what it shows, not its action.
  fileprivate func showsAsLabel(_ slot: CallSlot) -> Bool {
    switch slot {
    case .argument(let label): label != "action"
    case .additionalClosure: true
    case .trailingClosure:
      firstUnlabeledArgument == nil && !additionalTrailingClosures.contains { $0.label.text == "label" }
    }
  }
}

extension ExprSyntax {
  /// The value of the local constant `name` declared before this expression in a code block around it
  /// (`let state = status.success`), or bound by an `if let`/`guard let` around it.
  fileprivate func localConstantValue(named name: String) -> ExprSyntax? {
    var current = Syntax(self)
    while let parent = current.parent {
      if let items = parent.as(CodeBlockItemListSyntax.self) {
        for item in items where item.position < current.position {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let value = binding.initializer?.value { return value }
          }
        }
      }
      if let conditions = parent.as(IfExprSyntax.self)?.conditions ?? parent.as(GuardStmtSyntax.self)?.conditions {
        for condition in conditions {
          guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
          else { continue }
          return binding.initializer?.value
        }
      }
      if parent.is(FunctionDeclSyntax.self)
        || parent.is(VariableDeclSyntax.self)
          && parent.parent?.is(
            MemberBlockItemSyntax.self) == true
      {
        return nil
      }
      current = parent
    }
    return nil
  }
}

extension Syntax {
  /// The name of the predicate call (`isValidEmail(…)`, `Self.isValid(…)`, `validate(…)`) whose arguments hold this
  /// reference, below `limit`; nil when it is not an argument of one.
  fileprivate func enclosingPredicateCall(within limit: some SyntaxProtocol) -> String? {
    var current = parent
    while let node = current, node.id != limit.id {
      if let call = node.as(FunctionCallExprSyntax.self),
        (call.arguments.position..<call.arguments.endPosition).contains(position),
        call.calledName.isPredicateName
      {
        return call.calledName
      }
      current = node.parent
    }
    return nil
  }
}

extension String {
  /// `isValid`, `hasError`, `validate`, `shouldWarn`: a name that asks a question of its arguments.
  fileprivate var isPredicateName: Bool {
    for prefix in ["is", "has", "should", "can"] where hasPrefix(prefix) {
      if dropFirst(prefix.count).first?.isUppercase == true { return true }
    }
    return hasPrefix("valid") || contains("Valid")
  }
}

/// Finds the calls of some predicates (`isValidEmail(…)`) by name.
private final class PredicateCallCollector: SyntaxVisitor {
  let names: Set<String>
  private(set) var found: [Syntax] = []

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(node.calledName) { found.append(Syntax(node)) }
    return .visitChildren
  }
}

/// Collects the member paths an expression reads (`self.item.isOnline` as `item.isOnline`), outermost paths only.
private final class ReferencePathCollector: SyntaxVisitor {
  var paths: [(path: String, node: Syntax)] = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard case .identifier = node.baseName.tokenKind else { return .skipChildren }
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .skipChildren }
    var names = [node.baseName.text]
    var top = Syntax(node)
    while let access = top.parent?.as(MemberAccessExprSyntax.self), access.base?.id == top.id {
      names.append(access.declName.baseName.text)
      top = Syntax(access)
    }
    var path = names.map { $0.hasPrefix("$") || $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
    if path.first == "self" { path.removeFirst() }
    if let first = path.first, first.first?.isUppercase == true { return .skipChildren }
    if !path.isEmpty { paths.append((path.joined(separator: "."), top)) }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      var names: [String] = []
      var top = Syntax(node)
      names.append(node.declName.baseName.text)
      while let access = top.parent?.as(MemberAccessExprSyntax.self), access.base?.id == top.id {
        names.append(access.declName.baseName.text)
        top = Syntax(access)
      }
      paths.append((names.joined(separator: "."), top))
      return .skipChildren
    }
    return .visitChildren
  }
}
