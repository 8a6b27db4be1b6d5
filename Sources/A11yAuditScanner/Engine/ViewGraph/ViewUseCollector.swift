import A11yAuditModel
import SwiftSyntax

/// One use of a view type by the code of another type.
package struct ViewUse: Sendable, Equatable {
  /// The type name as written (`HomeView`, `WelcomeView.Header`), or `.member` for a member of the using type that
  /// builds the view (`TabView { homeTab }`, `downloadsView()`), resolved through that member's own uses.
  package var typeName: String
  package var style: ViewUseStyle
  /// The member of the using type the use is in (`withAppRouter` of `extension View`, `makeView` of a
  /// coordinator); nil outside any member.
  package var member: String?

  /// The name of the member a `.member` use refers to.
  package var referencedMember: String? { typeName.first == "." ? String(typeName.dropFirst()) : nil }
}

/// What the navigation graph needs of one type declaration or extension of a file.
package struct TypeNavigation: Sendable, Equatable {
  /// Dotted name, as ``ScreenDeclaration`` names views (`WelcomeView.Header`).
  package var name: String
  /// Whether the type conforms to `App`: its scenes are the app's roots.
  package var isApp: Bool = false
  /// Whether the type is a view's helper rather than a coordinator (`extension View`, a `ViewModifier`, a style, a
  /// representable): the views its members return are its callers' content, not screens it hands out.
  package var isViewHelper: Bool = false
  /// Whether a parent must give the view something (a `let`, `@Binding` or closure property without a value).
  package var needsInput: Bool = false
  /// Whether the code builds a `NavigationStack`, `NavigationView`, `NavigationSplitView` or `TabView`.
  package var hostsNavigation: Bool = false
  /// UTF-8 range of the declaration or extension.
  package var range: Range<Int>
  /// Uses of other types, in source order.
  package var uses: [ViewUse] = []
  /// Names of the functions and modifiers the code calls (`withAppRouter`), sorted: a view calling a helper of
  /// `extension View` presents what the helper presents.
  package var calls: [String] = []
}

extension TypeNavigation {
  /// Protocols whose conformers (and extensions) help views rather than hand out screens.
  package static let viewHelperProtocols = ViewDeclarations.viewProtocols.union([
    "Scene", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable", "PreviewProvider", "Shape", "Layout",
  ])

  /// Whether conforming to `name` makes a type a view's helper: one of ``viewHelperProtocols``, or a style
  /// (`ButtonStyle`, `LabelStyle`).
  package static func isViewHelperProtocol(_ name: String) -> Bool {
    viewHelperProtocols.contains(name) || name.hasSuffix("Style")
  }
}

/// Gathers, during the index walk of a file, what the navigation graph needs: each type's (and extension's) range
/// and the views its code presents or builds. Previews (`#Preview`, `PreviewProvider`) are left out: they never ship.
package final class ViewUseCollector: IndexWalkVisitor {
  /// The nodes whose hooks this collector overrides.
  package static let indexedNodes: IndexedNodes = [
    .types, .extensions, .functions, .patternBindings, .calls, .callEnds, .switches, .macroExpansions,
  ]

  package private(set) var types: [TypeNavigation] = []
  /// Indices into ``types`` of the declarations being walked; nil for a preview.
  private var owners: [Int?] = []
  private var typePath: [String] = []
  /// The members being walked in each type being walked (the outermost is the type's own member).
  private var members: [[String]] = []
  private var calls: [Set<String>] = []
  /// The free function being walked, as a helper type of its own.
  private var freeFunction: SyntaxIdentifier?
  /// How many `#Preview` expansions the walk is in: nothing inside one is looked at.
  private var previewDepth = 0

  /// The member of the current type the walk is in.
  private var member: String? { members.last?.first }

  /// The navigation facts of `file`, walked for them alone (a file the index walk does not enter).
  package static func navigation(of file: SourceFileSyntax) -> [TypeNavigation] {
    let collector = ViewUseCollector()
    IndexCollector([(collector, indexedNodes)]).walk(file)
    return collector.types
  }

  package override func visit(_ node: MacroExpansionExprSyntax) {
    if node.macroName.text == "Preview" { previewDepth += 1 }
  }

  package override func visitPost(_ node: MacroExpansionExprSyntax) {
    if node.macroName.text == "Preview" { previewDepth -= 1 }
  }

  package override func visit(_ node: MacroExpansionDeclSyntax) {
    if node.macroName.text == "Preview" { previewDepth += 1 }
  }

  package override func visitPost(_ node: MacroExpansionDeclSyntax) {
    if node.macroName.text == "Preview" { previewDepth -= 1 }
  }

  package override func visit(_ node: StructDeclSyntax) {
    guard previewDepth == 0 else { return }
    enter(node.name.text, node: Syntax(node), inherits: node.inheritanceClause?.names ?? [], members: node.memberBlock)
  }

  package override func visitPost(_ node: StructDeclSyntax) {
    guard previewDepth == 0 else { return }
    leave()
  }

  package override func visit(_ node: FunctionDeclSyntax) {
    guard previewDepth == 0 else { return }
    if owners.isEmpty {
      // A free function is a helper of the views calling it (`func destination(for route: Route) -> some View`).
      freeFunction = node.id
      enter("", node: Syntax(node), inherits: [], members: nil, extendsViewHelper: true)
    }
    enterMember(node.name.text, handingOut: node.handedOutViews)
  }

  package override func visitPost(_ node: FunctionDeclSyntax) {
    guard previewDepth == 0 else { return }
    members[members.count - 1].removeLast()
    if node.id == freeFunction {
      freeFunction = nil
      leave()
    }
  }

  package override func visit(_ node: PatternBindingSyntax) {
    guard previewDepth == 0, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      !members.isEmpty
    else { return }
    enterMember(name, handingOut: node.handedOutViews)
  }

  /// Enters the member `name`; a member of the type itself (not a local inside one) hands out `views`.
  private func enterMember(
    _ name: String, handingOut views: @autoclosure () -> [(name: String, style: ViewUseStyle)]
  ) {
    members[members.count - 1].append(name)
    guard let owner = owners.last, let index = owner, members[members.count - 1].count == 1 else { return }
    types[index].uses += views().map { ViewUse(typeName: $0.name, style: $0.style, member: member) }
  }

  package override func visitPost(_ node: PatternBindingSyntax) {
    guard previewDepth == 0, node.pattern.is(IdentifierPatternSyntax.self), !members.isEmpty else { return }
    members[members.count - 1].removeLast()
  }

  package override func visit(_ node: ClassDeclSyntax) {
    guard previewDepth == 0 else { return }
    enter(node.name.text, node: Syntax(node), inherits: node.inheritanceClause?.names ?? [], members: node.memberBlock)
    // `class SettingsHostingController: UIHostingController<SettingsView>` hosts its generic argument.
    if let owner = owners.last, let index = owner {
      for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
        types[index].uses += inherited.type.hostedViews.map { ViewUse(typeName: $0, style: .hosting) }
      }
    }
  }

  package override func visitPost(_ node: ClassDeclSyntax) {
    guard previewDepth == 0 else { return }
    leave()
  }

  package override func visit(_ node: EnumDeclSyntax) {
    guard previewDepth == 0 else { return }
    enter(node.name.text, node: Syntax(node), inherits: [], members: nil)
  }

  package override func visitPost(_ node: EnumDeclSyntax) {
    guard previewDepth == 0 else { return }
    leave()
  }

  package override func visit(_ node: ExtensionDeclSyntax) {
    guard previewDepth == 0 else { return }
    enter(
      node.extendedType.typeName, node: Syntax(node), inherits: [], members: nil,
      extendsViewHelper: TypeNavigation.viewHelperProtocols.contains(node.extendedType.typeName))
  }

  package override func visitPost(_ node: ExtensionDeclSyntax) {
    guard previewDepth == 0 else { return }
    leave()
  }

  /// Containers before their content, so that a tab's stack root comes in its tab's turn.
  package override func visit(_ node: FunctionCallExprSyntax, calledName name: String) {
    guard previewDepth == 0, let owner = owners.last, let index = owner, let type = node.constructedTypeName else {
      return
    }
    switch type {
    case "NavigationStack", "NavigationView", "NavigationSplitView":
      types[index].hostsNavigation = true
      types[index].uses += node.contentViews.map { ViewUse(typeName: $0, style: .stackRoot, member: member) }
    case "TabView":
      types[index].hostsNavigation = true
      types[index].uses += node.tabViews.map { ViewUse(typeName: $0, style: .tab, member: member) }
    case "WindowGroup", "Window", "DocumentGroup", "UtilityWindow":
      types[index].uses += node.contentViews.map { ViewUse(typeName: $0, style: .scene, member: member) }
    default:
      break
    }
  }

  /// Presentations after the call's arguments and base, so that a chain of modifiers (`.sheet { … }.popover { … }`)
  /// is seen in source order.
  package override func visitPost(_ node: FunctionCallExprSyntax, calledName name: String) {
    guard previewDepth == 0, let owner = owners.last, let index = owner else { return }
    var uses: [ViewUse] = []
    for destination in node.pushedDestinations {
      uses.append(ViewUse(typeName: destination.typeName, style: .push, member: member))
    }
    let style = node.presentationStyle
    if let style {
      uses += node.presentedDestinations.map { ViewUse(typeName: $0.typeName, style: style, member: member) }
    }
    uses += node.dialogViews.map { ViewUse(typeName: $0, style: .dialog, member: member) }
    // A member or function building the destination (`{ destination(for: $0) }`), resolved by the graph.
    if let style = style ?? node.pushStyle {
      for content in node.separateScreenContent {
        uses += Syntax(content).directViews.filter { $0.first == "." }.map {
          ViewUse(typeName: $0, style: style, member: member)
        }
      }
    }
    uses += node.hostedViews.map { ViewUse(typeName: $0, style: .hosting, member: member) }
    if let type = node.constructedTypeName {
      uses.append(ViewUse(typeName: type, style: .built, member: member))
    } else if let name = node.helperName {
      calls[calls.count - 1].insert(name)
    }
    types[index].uses += uses
  }

  package override func visit(_ node: SwitchExprSyntax) {
    guard previewDepth == 0, let owner = owners.last, let index = owner, node.switchesOverOwnState,
      node.switchesOverEnumCases
    else { return }
    for case .switchCase(let switchCase) in node.cases {
      for statement in switchCase.statements {
        types[index].uses += Syntax(statement.item).directViews.map {
          ViewUse(typeName: $0, style: .state, member: member)
        }
      }
    }
  }

  private func enter(
    _ name: String, node: Syntax, inherits: [String], members memberBlock: MemberBlockSyntax?,
    extendsViewHelper: Bool = false
  ) {
    typePath.append(name)
    members.append([])
    calls.append([])
    if inherits.contains("PreviewProvider") || owners.contains(where: { $0 == nil }) {
      owners.append(nil)
      return
    }
    var type = TypeNavigation(name: typePath.joined(separator: "."), range: node.trimmedUTF8Range)
    type.isApp = inherits.contains("App")
    type.isViewHelper = extendsViewHelper || inherits.contains(where: TypeNavigation.isViewHelperProtocol)
    type.needsInput = memberBlock?.needsInput ?? false
    types.append(type)
    owners.append(types.count - 1)
  }

  private func leave() {
    if let owner = owners.last, let index = owner { types[index].calls = calls.last.map { $0.sorted() } ?? [] }
    owners.removeLast()
    members.removeLast()
    calls.removeLast()
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
      let wrapped = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName }
      if wrapped.contains(where: { $0.isPlainName("Binding") }) { return true }
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
