import SwiftSyntax

/// What a handler does, as keys two handlers share when they do the same thing: `set:offset` for an assignment of a
/// computed value (or `offset += 10`), `set:isPresented=false` for an assignment of a literal, `call:store.move` for a
/// call or a function handed over as the action (`perform: store.move`).
///
/// A literal assignment only matches the same literal, so a reset button (`offset = 0`) is no alternative to a drag
/// that positions (`offset = value.translation.width`), while a close button (`isPresented = false`) is one to a
/// drag that dismisses. Gesture bookkeeping (`isDragging`, `dragOffset`, `gestureStarted`) and calls that only give
/// feedback (haptics, logging, animation wrappers) make no keys.
package struct ActionKeys: Equatable {
  package var keys: Set<String> = []

  package var isEmpty: Bool { keys.isEmpty }

  /// Whether both do at least one same thing.
  package func shares(with other: ActionKeys) -> Bool { !keys.isDisjoint(with: other.keys) }

  package mutating func formUnion(_ other: ActionKeys) { keys.formUnion(other.keys) }

  /// The functions called by a bare name (`moveUp` for `moveUp(item)`): the type's own, when it declares them.
  package var calledFunctionNames: [String] {
    keys.compactMap { key in
      guard key.hasPrefix("call:"), !key.contains(".") else { return nil }
      return String(key.dropFirst(5))
    }
  }

  /// The keys of `node`: its assignments and calls, at any depth (inside `withAnimation { … }`, `Task { … }`).
  package init(of node: some SyntaxProtocol) {
    if let path = ExprSyntax(Syntax(node))?.actionPath {
      insert(call: path)
    }
    let finder = ActionKeyFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    keys.formUnion(finder.keys.keys)
  }

  package init() {}

  /// Keys for `$value` bindings handed to a control (`Slider(value: $volume)` sets `volume`).
  package init(bindingsIn call: FunctionCallExprSyntax) {
    for argument in call.arguments {
      guard let reference = argument.expression.bindingReference else { continue }
      insert(assigning: reference, literal: nil)
    }
  }

  /// Records a call of `path`; `suffix` tells calls of it apart by their arguments (`(false)`).
  package mutating func insert(call path: String, suffix: String = "") {
    guard !Self.isFeedback(path) else { return }
    keys.insert("call:" + path + suffix)
  }

  package mutating func insert(assigning path: String, literal: String?) {
    guard !Self.isBookkeeping(path) else { return }
    keys.insert("set:" + path + (literal.map { "=" + $0 } ?? ""))
  }

  /// Names of gesture state: changed by every drag, they say nothing about what the drag does.
  private static func isBookkeeping(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.contains("drag") || lowered.contains("gesture") || lowered.contains("pressed")
  }

  /// Calls that only give feedback or schedule work: shared by unrelated handlers.
  private static func isFeedback(_ path: String) -> Bool {
    let components = path.split(separator: ".")
    guard let first = components.first, let last = components.last else { return true }
    if feedbackRoots.contains(String(first)) || feedbackCalls.contains(String(last)) { return true }
    let lowered = last.lowercased()
    return lowered.contains("haptic") || lowered.hasPrefix("log") || lowered.hasPrefix("track")
      || lowered.hasPrefix("play") && lowered.contains("sound")
  }

  private static let feedbackRoots: Set<String> = [
    "Task", "DispatchQueue", "MainActor", "NotificationCenter", "UIApplication", "Logger", "logger", "os_log",
    "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIAccessibility",
    "AudioServicesPlaySystemSound", "AudioServicesPlayAlertSound", "AudioServicesPlaySystemSoundWithCompletion",
    "AccessibilityNotification", "print", "debugPrint", "assert", "precondition", "fatalError",
  ]

  private static let feedbackCalls: Set<String> = [
    "withAnimation", "withTransaction", "asyncAfter", "async", "sleep", "cancel", "invalidate", "min", "max", "abs",
    "impactOccurred", "notificationOccurred", "selectionChanged", "prepare", "post", "sendAction", "run", "clamped",
    "rounded", "resignFirstResponder", "endEditing", "print", "debugPrint", "send", "callAsFunction",
  ]
}

private final class ActionKeyFinder: SyntaxVisitor {
  var keys = ActionKeys()

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for (index, element) in elements.enumerated() where index > 0 && index + 1 < elements.count {
      let isAssignment = element.is(AssignmentExprSyntax.self)
      let compound = element.as(BinaryOperatorExprSyntax.self).map { Self.compoundOperators.contains($0.operator.text) }
      guard isAssignment || compound == true, let target = elements[index - 1].actionPath else { continue }
      let value = isAssignment && index + 2 == elements.count ? elements[index + 1].literalText : nil
      keys.insert(assigning: target, literal: value)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.constructedTypeName == nil, let path = node.calledExpression.actionPath {
      keys.insert(call: path, suffix: node.argumentsSuffix)
      if path.hasSuffix(".toggle"), node.arguments.isEmpty {
        keys.insert(assigning: String(path.dropLast(".toggle".count)), literal: nil)
      }
    }
    for argument in node.arguments {
      if let reference = argument.expression.bindingReference {
        keys.insert(assigning: reference, literal: nil)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private static let compoundOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "|=", "&="]
}

extension FunctionCallExprSyntax {
  /// UIKit calls that show or open whatever they are given.
  private static let showingCalls: Set<String> = [
    "present", "show", "showDetailViewController", "pushViewController", "performSegue", "open", "openURL",
  ]

  /// `(false)` for `setPinned(false)`: calls whose arguments are all literals are told apart by them (pinning is no
  /// alternative to unpinning), and calls that show or open something by what they show (`present(settings)` is no
  /// alternative to `present(gallery)`); empty for other calls.
  fileprivate var argumentsSuffix: String {
    if Self.showingCalls.contains(calledName), let shown = arguments.first?.expression {
      return "(" + (shown.actionPath ?? shown.trimmedDescription) + ")"
    }
    let values = arguments.map { $0.expression.literalText }
    guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return "" }
    return "(" + values.compactMap { $0 }.joined(separator: ",") + ")"
  }
}

extension ExprSyntax {
  /// `store.items` for `self.store.items`, `store?.items`, `store.items[0]` or `store.items!`: the path a handler
  /// changes or calls, `self.` dropped; nil for anything else (a call's result, a closure).
  package var actionPath: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name == "self" ? nil : name
    }
    if let access = self.as(MemberAccessExprSyntax.self) {
      let name = access.declName.baseName.text
      guard let base = access.base else { return nil }
      if base.isSelf { return name }
      return base.actionPath.map { $0 + "." + name }
    }
    if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.actionPath }
    if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.actionPath }
    if let subscripted = self.as(SubscriptCallExprSyntax.self) { return subscripted.calledExpression.actionPath }
    return nil
  }

  /// `self`, also `self?` and `self!`.
  package var isSelf: Bool {
    if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.isSelf }
    if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.isSelf }
    return self.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
  }

  /// The text of a literal value (`false`, `nil`, `0`, `.zero`, `"done"`), nil for a computed one.
  package var literalText: String? {
    if self.is(BooleanLiteralExprSyntax.self) || self.is(NilLiteralExprSyntax.self)
      || self.is(IntegerLiteralExprSyntax.self) || self.is(FloatLiteralExprSyntax.self)
      || numericLiteralValue != nil || plainStringLiteral != nil
    {
      return trimmedDescription
    }
    if let access = self.as(MemberAccessExprSyntax.self), access.base == nil { return trimmedDescription }
    return nil
  }

  /// `volume` for `$volume`, `model.volume` for `$model.volume`: the state a binding hands over.
  package var bindingReference: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
      let name = String(reference.baseName.text.dropFirst())
      return name.isEmpty ? nil : name
    }
    if let access = self.as(MemberAccessExprSyntax.self), let base = access.base, let root = base.bindingReference {
      return root + "." + access.declName.baseName.text
    }
    return nil
  }
}

/// The declarations of one type in a file: the type and its extensions there, so that a site's alternatives are
/// looked for in the whole type (a button in an extension counts).
package struct TypeScope {
  /// The type's name (`HabitList`), or empty for code at the top level.
  package var name: String
  /// UTF-8 ranges of the type's declarations in the file.
  package var ranges: [Range<Int>]

  package func contains(_ node: some SyntaxProtocol) -> Bool {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    return ranges.contains { $0.contains(offset) }
  }
}

extension SyntaxProtocol {
  /// The innermost type or extension declaration around the node.
  package var enclosingTypeDeclaration: DeclSyntax? {
    var current = parent
    while let node = current {
      if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
        || node.is(ActorDeclSyntax.self) || node.is(ExtensionDeclSyntax.self)
      {
        return node.as(DeclSyntax.self)
      }
      current = node.parent
    }
    return nil
  }
}

extension DeclSyntax {
  /// `HabitList` for `struct HabitList` and for `extension HabitList`.
  package var declaredTypeName: String? {
    if let type = self.as(StructDeclSyntax.self) { return type.name.text }
    if let type = self.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = self.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = self.as(ActorDeclSyntax.self) { return type.name.text }
    if let type = self.as(ExtensionDeclSyntax.self) {
      return type.extendedType.typeName.split(separator: ".").last.map(String.init)
    }
    return nil
  }

  /// The names of the types the declaration inherits from or conforms to (`View`, `ViewModifier`).
  package var inheritedTypeNames: [String] {
    if let type = self.as(StructDeclSyntax.self) { return type.inheritanceClause?.names ?? [] }
    if let type = self.as(ClassDeclSyntax.self) { return type.inheritanceClause?.names ?? [] }
    if let type = self.as(EnumDeclSyntax.self) { return type.inheritanceClause?.names ?? [] }
    if let type = self.as(ExtensionDeclSyntax.self) { return type.inheritanceClause?.names ?? [] }
    return []
  }
}

/// The handlers of one type through which a person acts with a single pointer or an assistive technology: buttons,
/// controls, accessibility actions, taps, UIKit targets and `@IBAction`s, with the keys of what each does.
package struct SinglePointerActions {
  /// Each handler's keys, with the range of the handler's call (a site inside a handler is not its own alternative).
  package var handlers: [(range: Range<Int>, keys: ActionKeys)] = []
  /// The keys of the type's functions, by name, to follow one call deep (`Button { moveUp(item) }` does what
  /// `moveUp` does).
  package var functionKeys: [String: ActionKeys] = [:]

  /// Calls whose closures or bindings act when a person taps or activates them.
  package static let handlerCalls = [
    "Button", "Toggle", "Stepper", "Slider", "Picker", "DatePicker", "Menu", "accessibilityAction",
    "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction", "onTapGesture",
    "UIBarButtonItem", "UIAction", "UIKeyCommand", "addTarget", "onCommand",
  ]

  /// The handlers and functions of `scope` in `file`.
  package init(in scope: TypeScope, of file: SourceFileContext) {
    for name in Self.handlerCalls {
      for call in file.index.calls(named: name) where scope.contains(call) {
        let keys = call.handlerKeys
        if !keys.isEmpty { handlers.append((call.trimmedUTF8Range, keys)) }
      }
    }
    for declaration in file.typeDeclarations(named: scope.name) {
      for member in declaration.memberBlockMembers {
        guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
        let keys = ActionKeys(of: body)
        functionKeys[function.name.text, default: ActionKeys()].formUnion(keys)
        // A storyboard button's action.
        if function.attributes.contains(where: { $0.trimmedDescription == "@IBAction" }), !keys.isEmpty {
          handlers.append((function.trimmedUTF8Range, keys))
        }
      }
    }
  }

  /// `keys` with the keys of the type's functions they call added.
  package func expanded(_ keys: ActionKeys) -> ActionKeys {
    var result = keys
    for name in keys.calledFunctionNames {
      if let called = functionKeys[name] { result.formUnion(called) }
    }
    return result
  }

  /// Whether some handler of the type, not holding `site`, does one of the things `keys` does.
  package func offersAlternative(to keys: ActionKeys, site: some SyntaxProtocol) -> Bool {
    let wanted = expanded(keys)
    guard !wanted.isEmpty else { return false }
    let offset = site.positionAfterSkippingLeadingTrivia.utf8Offset
    return handlers.contains { handler in
      !handler.range.contains(offset) && expanded(handler.keys).shares(with: wanted)
    }
  }
}

extension FunctionCallExprSyntax {
  /// What activating this handler does: a button's action, a control's bindings and closures, an accessibility
  /// action's closure, a UIKit target's `#selector`.
  package var handlerKeys: ActionKeys {
    var keys = ActionKeys(bindingsIn: self)
    switch calledName {
    case "Button":
      if let action = argument(labelled: "action") {
        keys.formUnion(ActionKeys(of: action))
      } else if let closure = trailingClosure {
        keys.formUnion(ActionKeys(of: closure))
      }
      return keys
    case "Menu":
      if let action = argument(labelled: "primaryAction") { keys.formUnion(ActionKeys(of: action)) }
      return keys
    default:
      break
    }
    for argument in arguments {
      if argument.expression.is(ClosureExprSyntax.self) {
        keys.formUnion(ActionKeys(of: argument.expression))
      } else if let selector = argument.expression.selectorExpression {
        if let name = selector.arguments.first?.expression.actionPath { keys.insert(call: name) }
      } else if ["action", "perform", "handler", "onIncrement", "onDecrement"].contains(argument.label?.text),
        let path = argument.expression.actionPath
      {
        keys.insert(call: path)
      }
    }
    if let closure = trailingClosure { keys.formUnion(ActionKeys(of: closure)) }
    for element in additionalTrailingClosures { keys.formUnion(ActionKeys(of: element.closure)) }
    return keys
  }
}

extension ExprSyntax {
  /// `#selector(undo)` as written (a macro expansion in SwiftSyntax's tree).
  fileprivate var selectorExpression: MacroExpansionExprSyntax? {
    guard let macro = self.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" else { return nil }
    return macro
  }
}

extension DeclSyntax {
  /// The members of a type or extension declaration.
  package var memberBlockMembers: MemberBlockItemListSyntax {
    if let type = self.as(StructDeclSyntax.self) { return type.memberBlock.members }
    if let type = self.as(ClassDeclSyntax.self) { return type.memberBlock.members }
    if let type = self.as(EnumDeclSyntax.self) { return type.memberBlock.members }
    if let type = self.as(ActorDeclSyntax.self) { return type.memberBlock.members }
    if let type = self.as(ExtensionDeclSyntax.self) { return type.memberBlock.members }
    return MemberBlockItemListSyntax([])
  }
}

/// The type and extension declarations of a file by type name (`HabitList` and `extension HabitList`), nested ones
/// included, those inside a body (a function's, a closure's, a computed property's) left out.
package final class FileTypeDeclarations: IndexWalkVisitor, FileNodeCollector {
  package static let indexedNodes: IndexedNodes = [.types, .extensions, .codeBlocks, .closures, .accessorBlocks]

  package private(set) var byName: [String: [DeclSyntax]] = [:]
  /// How many bodies the walk is in.
  private var bodyDepth = 0

  package required override init() {}

  private func add(_ node: some DeclSyntaxProtocol) {
    guard bodyDepth == 0 else { return }
    let declaration = DeclSyntax(node)
    if let name = declaration.declaredTypeName { byName[name, default: []].append(declaration) }
  }

  package override func visit(_ node: StructDeclSyntax) { add(node) }
  package override func visit(_ node: ClassDeclSyntax) { add(node) }
  package override func visit(_ node: EnumDeclSyntax) { add(node) }
  package override func visit(_ node: ActorDeclSyntax) { add(node) }
  package override func visit(_ node: ExtensionDeclSyntax) { add(node) }
  package override func visit(_ node: CodeBlockSyntax) { bodyDepth += 1 }
  package override func visitPost(_ node: CodeBlockSyntax) { bodyDepth -= 1 }
  package override func visit(_ node: AccessorBlockSyntax) { bodyDepth += 1 }
  package override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
  package override func visit(_ node: ClosureExprSyntax) { bodyDepth += 1 }
  package override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }
}

extension SourceFileContext {
  /// The declarations of the type named `name` in this file (the type and its extensions).
  package func typeDeclarations(named name: String) -> [DeclSyntax] {
    nodes(FileTypeDeclarations.self).byName[name] ?? []
  }

  /// The type around `node` with all its declarations in this file; a node outside any type has a scope of its own
  /// (the whole file).
  /// Whether an identifier of the type's code in this file (the whole file for code outside any type) satisfies
  /// `matches`.
  package func containsIdentifier(in scope: TypeScope, where matches: (TokenSyntax) -> Bool) -> Bool {
    let declarations = typeDeclarations(named: scope.name).map(Syntax.init)
    return (declarations.isEmpty ? [Syntax(syntax)] : declarations).contains { node in
      node.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier = token.tokenKind else { return false }
        return matches(token)
      }
    }
  }

  package func typeScope(of node: some SyntaxProtocol) -> TypeScope {
    guard let declaration = node.enclosingTypeDeclaration, let name = declaration.declaredTypeName else {
      return TypeScope(name: "", ranges: [0..<Int.max])
    }
    let declarations = typeDeclarations(named: name)
    return TypeScope(name: name, ranges: (declarations.isEmpty ? [declaration] : declarations).map(\.trimmedUTF8Range))
  }
}
