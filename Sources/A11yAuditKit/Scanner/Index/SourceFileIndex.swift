import SwiftSyntax

/// What one walk over a parsed file learns for the project pass and for every rule: the calls by name, the
/// declarations that may consult the Reduce Motion setting, and the literal values properties start from.
///
/// Built once per file, in the first pass of a scan; rules look calls up here instead of walking the tree again.
final class SourceFileIndex: Sendable {
  /// Every function call, keyed by its called name (`withAnimation`, `animation` for `view.animation(…)`,
  /// `animate` for `UIView.animate(…)`), in source order.
  let calls: [String: [FunctionCallExprSyntax]]
  /// Properties declared `@Environment(\.accessibilityReduceMotion)`, under any name.
  let environmentNames: Set<String>
  /// Properties and functions with a body or initializer, and `ViewModifier` types, that may consult the setting.
  let declarations: [DeclarationFacts]
  /// Bare names (and `self.`/`Type.` members) the file uses anywhere.
  let referencedNames: Set<String>
  /// Whether the file reads a system member such as `UIAccessibility.isReduceMotionEnabled`.
  let mentionsSystemSetting: Bool
  /// Numbers properties are initialised with (`@State private var rotation = 0.0`), by property name.
  let initialNumbers: [String: Double]
  /// The environment properties of each type declared here, by outermost type name (for extensions elsewhere).
  let environmentNamesByType: [String: Set<String>]
  /// Types this file extends (`extension ModalView`).
  let extendedTypes: Set<String>
  /// Names of function and closure parameters: values a cross-file helper's name must not be confused with.
  let parameterNames: Set<String>
  /// Structs and classes conforming to `View`, in source order.
  let screens: [ScreenDeclaration]
  /// Types declaring static font properties here (`Typography` for `static let h1 = Font.system(size: 28)`).
  let typographyTypes: Set<String>

  /// Byte strings at least one of which a file holds when it may have a motion site or consult the setting:
  /// `animation`, `Animation`, `animate`, `isAnimating`, `PhaseAnimator`, `transition`, `contentTransition`,
  /// `matchedGeometryEffect`, `symbolEffect`, `accessibilityReduceMotion`, `isReduceMotionEnabled`.
  static let motionKeywords = ["nimat", "ransition", "matchedGeometryEffect", "symbolEffect", "ReduceMotion"]

  /// Whether the whole tree was walked; false for a file without any motion keyword, whose index only lists its
  /// views (the rules have nothing to look at there).
  let isComplete: Bool

  /// Indexes the whole of `file`.
  init(_ file: SourceFileSyntax) {
    isComplete = true
    let collector = IndexCollector(viewMode: .sourceAccurate)
    collector.walk(file)
    calls = collector.calls
    environmentNames = collector.environmentNames
    declarations = collector.finished
    referencedNames = collector.fileReferences.declared
    mentionsSystemSetting = collector.fileReferences.mentionsSystemSetting
    initialNumbers = collector.initialNumbers
    environmentNamesByType = collector.environmentNamesByType
    extendedTypes = collector.extendedTypes
    parameterNames = collector.parameterNames
    screens = collector.screens
    typographyTypes = Set(Self.typographyDeclarations(in: collector.calls).map(\.type))
  }

  /// The facts of `other` without its calls, which hold on to the tree: what the project pass needs of a file whose
  /// tree is not kept (see ``ParsedSource/droppingTree()``).
  init(factsOf other: SourceFileIndex) {
    isComplete = other.isComplete
    calls = [:]
    environmentNames = other.environmentNames
    declarations = other.declarations
    referencedNames = other.referencedNames
    mentionsSystemSetting = other.mentionsSystemSetting
    initialNumbers = other.initialNumbers
    environmentNamesByType = other.environmentNamesByType
    extendedTypes = other.extendedTypes
    parameterNames = other.parameterNames
    screens = other.screens
    typographyTypes = other.typographyTypes
  }

  /// Lists only the views of `file`, without entering bodies; nil for a file not parsed (which declares no view).
  init(screensOf file: SourceFileSyntax?) {
    isComplete = false
    if let file {
      let collector = ScreenDeclarationCollector(viewMode: .sourceAccurate)
      collector.walk(file)
      screens = collector.screens
    } else {
      screens = []
    }
    calls = [:]
    environmentNames = []
    declarations = []
    referencedNames = []
    mentionsSystemSetting = false
    initialNumbers = [:]
    environmentNamesByType = [:]
    extendedTypes = []
    parameterNames = []
    typographyTypes = []
  }

  /// Calls named `name`, in source order.
  func calls(named name: String) -> [FunctionCallExprSyntax] { calls[name] ?? [] }
}

/// One declaration that may consult the setting, with the names its body uses.
struct DeclarationFacts: Sendable {
  /// What kind of declaration it is, as far as helpers go.
  enum Role: Sendable {
    /// A property or a function of a type, or a local.
    case member
    /// A function declared in `extension View`: used as a modifier, `.name(…)`.
    case viewExtensionFunction
    /// A type conforming to `ViewModifier`: used as `.modifier(Name(…))`.
    case viewModifierType
  }

  var name: String
  var role: Role
  /// Visible to other files: top level, a member of an extension, or `static`, and not `private`/`fileprivate`.
  var isExported: Bool
  /// Names the body or initializer uses.
  var references: ReferencedNames
  /// Names of the functions the body calls (`animation`, `withAnimation`, `modifier`, `AccessibleAnimationModifier`).
  var calledNames: Set<String>
}

private final class IndexCollector: SyntaxVisitor {
  private enum Container {
    case topLevel
    case type
    case viewExtension
    case otherExtension
    case body
  }

  var calls: [String: [FunctionCallExprSyntax]] = [:]
  var environmentNames: Set<String> = []
  var finished: [DeclarationFacts] = []
  var fileReferences = ReferencedNames()
  var initialNumbers: [String: Double] = [:]
  var environmentNamesByType: [String: Set<String>] = [:]
  var extendedTypes: Set<String> = []
  var parameterNames: Set<String> = []
  var screens: [ScreenDeclaration] = []

  private var typePath: [String] = []
  private var open: [DeclarationFacts] = []
  private var openOwners: [SyntaxIdentifier] = []
  private var containers: [Container] = [.topLevel]
  private var environmentFlags: [Bool] = []

  // MARK: Containers

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let names = node.inheritanceClause?.names ?? []
    if names.contains("ViewModifier") {
      openDeclaration(node.name.text, role: .viewModifierType, exported: isExported(node.modifiers), owner: node.id)
    }
    enterType(node.name, conformances: names)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) {
    leaveType()
    closeDeclaration(owner: node.id)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: node.inheritanceClause?.names ?? [])
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: [])
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: [])
    return .visitChildren
  }

  override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType.typeName
    containers.append(type == "View" || type == "SwiftUI.View" ? .viewExtension : .otherExtension)
    extendedTypes.insert(type)
    typePath.append(type)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    containers.append(.body)
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) { containers.removeLast() }

  private func enterType(_ name: TokenSyntax, conformances: [String]) {
    containers.append(.type)
    typePath.append(name.text)
    if conformances.contains("View") {
      screens.append(
        ScreenDeclaration(
          name: typePath.joined(separator: "."), offset: name.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
  }

  private func leaveType() {
    typePath.removeLast()
    containers.removeLast()
  }

  // MARK: Declarations

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let isEnvironment = node.isReduceMotionEnvironment
    environmentFlags.append(isEnvironment)
    if isEnvironment {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          environmentNames.insert(name)
          if let type = typePath.first { environmentNamesByType[type, default: []].insert(name) }
        }
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) { environmentFlags.removeLast() }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard environmentFlags.last != true, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return .visitChildren }
    if let value = node.initializer?.value.numberLiteral { initialNumbers[name] = value }
    if node.initializer != nil || node.accessorBlock != nil {
      let modifiers = node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
      openDeclaration(name, role: .member, exported: isMemberExported(modifiers), owner: node.id)
    }
    return .visitChildren
  }

  override func visitPost(_ node: PatternBindingSyntax) { closeDeclaration(owner: node.id) }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let container = containers.last ?? .topLevel
    containers.append(.body)
    guard node.body != nil else { return .visitChildren }
    let role: DeclarationFacts.Role
    if case .viewExtension = container { role = .viewExtensionFunction } else { role = .member }
    openDeclaration(
      node.name.text, role: role, exported: isMemberExported(node.modifiers, in: container), owner: node.id)
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    containers.removeLast()
    closeDeclaration(owner: node.id)
  }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    containers.append(.body)
    return .visitChildren
  }

  override func visitPost(_ node: AccessorBlockSyntax) { containers.removeLast() }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    parameterNames.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    parameterNames.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    parameterNames.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  // MARK: Uses

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    let isMember = node.isMemberOfAnotherValue
    fileReferences.insert(name, isMember: isMember)
    for index in open.indices { open[index].references.insert(name, isMember: isMember) }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.calledName
    calls[name, default: []].append(node)
    for index in open.indices { open[index].calledNames.insert(name) }
    return .visitChildren
  }

  // MARK: Helpers

  private func openDeclaration(_ name: String, role: DeclarationFacts.Role, exported: Bool, owner: SyntaxIdentifier) {
    open.append(
      DeclarationFacts(name: name, role: role, isExported: exported, references: ReferencedNames(), calledNames: []))
    openOwners.append(owner)
  }

  private func closeDeclaration(owner: SyntaxIdentifier) {
    guard openOwners.last == owner else { return }
    openOwners.removeLast()
    finished.append(open.removeLast())
  }

  private func isExported(_ modifiers: DeclModifierListSyntax) -> Bool {
    !modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
  }

  /// A declaration other files can use: top level, a member of an extension, or a `static` member.
  private func isMemberExported(_ modifiers: DeclModifierListSyntax?, in container: Container? = nil) -> Bool {
    if let modifiers, !isExported(modifiers) { return false }
    switch container ?? containers.last ?? .topLevel {
    case .topLevel, .viewExtension, .otherExtension: return true
    case .type:
      return modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        ?? false
    case .body: return false
    }
  }
}
