import SwiftSyntax

/// One use of a view type by the code of another type.
struct ViewUse: Sendable, Equatable {
  /// The type name as written (`HomeView`, `WelcomeView.Header`).
  var typeName: String
  var style: ViewUseStyle
}

/// What the navigation graph needs of one type declaration or extension of a file.
struct TypeNavigation: Sendable, Equatable {
  /// Dotted name, as ``ScreenDeclaration`` names views (`WelcomeView.Header`).
  var name: String
  /// Whether the type conforms to `App`: its scenes are the app's roots.
  var isApp = false
  /// Whether a parent must give the view something (a `let`, `@Binding` or closure property without a value).
  var needsInput = false
  /// Whether the code builds a `NavigationStack`, `NavigationView`, `NavigationSplitView` or `TabView`.
  var hostsNavigation = false
  /// UTF-8 range of the declaration or extension.
  var range: Range<Int>
  /// Uses of other types, in source order.
  var uses: [ViewUse] = []
}

/// Walks a whole file for the navigation graph: each type's (and extension's) range and the views its code presents
/// or builds. Previews (`#Preview`, `PreviewProvider`) are left out: they never ship.
final class ViewUseCollector: SyntaxVisitor {
  private(set) var types: [TypeNavigation] = []
  /// Indices into ``types`` of the declarations being walked; nil for a preview.
  private var owners: [Int?] = []
  private var typePath: [String] = []

  /// The navigation facts of `file`.
  static func navigation(of file: SourceFileSyntax) -> [TypeNavigation] {
    let collector = ViewUseCollector(viewMode: .sourceAccurate)
    collector.walk(file)
    return collector.types
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node: Syntax(node), inherits: node.inheritanceClause?.names ?? [], members: node.memberBlock)
  }

  override func visitPost(_ node: StructDeclSyntax) { leave() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node: Syntax(node), inherits: node.inheritanceClause?.names ?? [], members: node.memberBlock)
  }

  override func visitPost(_ node: ClassDeclSyntax) { leave() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node: Syntax(node), inherits: [], members: nil)
  }

  override func visitPost(_ node: EnumDeclSyntax) { leave() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.typeName, node: Syntax(node), inherits: [], members: nil)
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  /// Containers before their content, so that a tab's stack root comes in its tab's turn.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = owners.last, let index = owner, let type = node.constructedTypeName else { return .visitChildren }
    switch type {
    case "NavigationStack", "NavigationView", "NavigationSplitView":
      types[index].hostsNavigation = true
      types[index].uses += node.contentViews.map { ViewUse(typeName: $0, style: .stackRoot) }
    case "TabView":
      types[index].hostsNavigation = true
      types[index].uses += node.contentViews.map { ViewUse(typeName: $0, style: .tab) }
    case "WindowGroup", "Window", "DocumentGroup", "UtilityWindow":
      types[index].uses += node.contentViews.map { ViewUse(typeName: $0, style: .scene) }
    default:
      break
    }
    return .visitChildren
  }

  /// Presentations after the call's arguments and base, so that a chain of modifiers (`.sheet { … }.popover { … }`)
  /// is seen in source order.
  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard let owner = owners.last, let index = owner else { return }
    var uses: [ViewUse] = []
    for destination in node.pushedDestinations {
      uses.append(ViewUse(typeName: destination.typeName, style: .push))
    }
    let style: ViewUseStyle? =
      switch node.calledName {
      case "sheet": .sheet
      case "fullScreenCover": .fullScreenCover
      case "popover": .popover
      default: nil
      }
    if let style {
      uses += node.presentedDestinations.map { ViewUse(typeName: $0.typeName, style: style) }
    }
    if let type = node.constructedTypeName {
      uses.append(ViewUse(typeName: type, style: .built))
    }
    types[index].uses += uses
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = owners.last, let index = owner, node.switchesOverOwnState, node.switchesOverEnumCases else {
      return .visitChildren
    }
    for case .switchCase(let switchCase) in node.cases {
      for statement in switchCase.statements {
        types[index].uses += Syntax(statement.item).directViews.map { ViewUse(typeName: $0, style: .state) }
      }
    }
    return .visitChildren
  }

  @discardableResult
  private func enter(
    _ name: String, node: Syntax, inherits: [String], members: MemberBlockSyntax?
  ) -> SyntaxVisitorContinueKind {
    typePath.append(name)
    if inherits.contains("PreviewProvider") || owners.contains(where: { $0 == nil }) {
      owners.append(nil)
      return .visitChildren
    }
    var type = TypeNavigation(name: typePath.joined(separator: "."), range: node.trimmedUTF8Range)
    type.isApp = inherits.contains("App")
    type.needsInput = members?.needsInput ?? false
    types.append(type)
    owners.append(types.count - 1)
    return .visitChildren
  }

  private func leave() {
    owners.removeLast()
    if !typePath.isEmpty { typePath.removeLast() }
  }
}

extension MemberBlockSyntax {
  /// Whether a stored property has no value, so that whoever builds the view must pass one (`let days: Int`,
  /// `@Binding var isOn: Bool`, `var action: () -> Void`).
  fileprivate var needsInput: Bool {
    members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { return false }
      let wrapped = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
      if wrapped.contains("Binding") { return true }
      guard wrapped.isEmpty else { return false }
      return variable.bindings.contains { $0.initializer == nil && $0.accessorBlock == nil && $0.typeAnnotation != nil }
    }
  }
}

extension SwitchExprSyntax {
  /// Whether the subject is the view's own property (`switch phase`, `switch self.step`), as a screen's state is, and
  /// not a value it shows (`switch attachment.type`, `switch viewModel.state`): switching over what a row displays
  /// builds components, not screens.
  /// A default for an optional selection counts too (`switch selection ?? .home`).
  fileprivate var switchesOverOwnState: Bool { Self.isOwnProperty(subject) }

  private static func isOwnProperty(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let parts = Array(sequence.elements)
      return parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" && isOwnProperty(parts[0])
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" && isOwnProperty(infix.leftOperand)
    }
    return false
  }

  /// Whether the cases match enum cases (`case .home:`), as a switch over a state enum does.
  fileprivate var switchesOverEnumCases: Bool {
    cases.contains { element in
      guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return false }
      return label.caseItems.contains { item in
        item.pattern.as(ExpressionPatternSyntax.self)?.expression.is(MemberAccessExprSyntax.self) ?? false
      }
    }
  }
}

extension FunctionCallExprSyntax {
  /// The views a container call shows as its content: the trailing closure's (or first argument's) direct views.
  fileprivate var contentViews: [String] {
    var views: [String] = []
    if let closure = trailingClosure { views += Syntax(closure).directViews }
    for argument in arguments where argument.label?.text == "content" || argument.label?.text == "root" {
      views += Syntax(argument.expression).directViews
    }
    for closure in additionalTrailingClosures where closure.label.text == "detail" || closure.label.text == "content" {
      views += Syntax(closure.closure).directViews
    }
    return views
  }
}

extension Syntax {
  /// Containers whose content is still the view in hand (`Group { HomeView() }`, `Tab("Home") { HomeView() }`).
  private static let transparent: Set<String> = ["Group", "Tab", "NavigationStack", "NavigationView"]

  /// The view types this content builds at its top: through closures, `if`/`switch` branches, modifiers and
  /// transparent containers, not into other views' content.
  fileprivate var directViews: [String] {
    var result: [String] = []
    collectDirectViews(into: &result, depth: 0)
    return result
  }

  private func collectDirectViews(into result: inout [String], depth: Int) {
    guard depth < 16 else { return }
    let next = depth + 1
    if let closure = self.as(ClosureExprSyntax.self) {
      for statement in closure.statements { Syntax(statement.item).collectDirectViews(into: &result, depth: next) }
    } else if let statement = self.as(ExpressionStmtSyntax.self) {
      Syntax(statement.expression).collectDirectViews(into: &result, depth: next)
    } else if let statement = self.as(ReturnStmtSyntax.self), let expression = statement.expression {
      Syntax(expression).collectDirectViews(into: &result, depth: next)
    } else if let condition = self.as(IfExprSyntax.self) {
      Syntax(condition.body).collectDirectViews(into: &result, depth: next)
      condition.elseBody.map { Syntax($0).collectDirectViews(into: &result, depth: next) }
    } else if let block = self.as(CodeBlockSyntax.self) {
      for statement in block.statements { Syntax(statement.item).collectDirectViews(into: &result, depth: next) }
    } else if let switchExpression = self.as(SwitchExprSyntax.self) {
      for case .switchCase(let switchCase) in switchExpression.cases {
        for statement in switchCase.statements { Syntax(statement.item).collectDirectViews(into: &result, depth: next) }
      }
    } else if let call = self.as(FunctionCallExprSyntax.self) {
      if call.viewModifierName != nil, let base = call.modifiedView {
        Syntax(base).collectDirectViews(into: &result, depth: next)
      } else if let type = call.constructedTypeName {
        if Self.transparent.contains(type) {
          if let closure = call.trailingClosure { Syntax(closure).collectDirectViews(into: &result, depth: next) }
        } else {
          result.append(type)
        }
      }
    }
  }
}
