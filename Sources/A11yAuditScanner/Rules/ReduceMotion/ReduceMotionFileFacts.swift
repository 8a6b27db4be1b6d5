import A11yAuditModel
import SwiftSyntax

/// What the index walk learns of one file for Reduce Motion: the properties that read the setting, and the
/// declarations that may consult it, for ``ReduceMotionFacts`` and ``ReduceMotionGuards``.
package struct ReduceMotionFileFacts: Sendable, Equatable, ScanCacheCodable {
  /// Properties declared `@Environment(\.accessibilityReduceMotion)`, under any name.
  package var environmentNames: Set<String> = []
  /// Properties and functions with a body or initializer, and `ViewModifier` types, that may consult the setting.
  package var declarations: [DeclarationFacts] = []
  /// Whether the file reads a system member such as `UIAccessibility.isReduceMotionEnabled`.
  package var mentionsSystemSetting: Bool = false
  /// The environment properties of each type declared here that other files can see (not `private` or
  /// `fileprivate`), by outermost type name: extensions elsewhere read them.
  package var environmentNamesByType: [String: Set<String>] = [:]
  /// Types this file extends (`extension ModalView`).
  package var extendedTypes: Set<String> = []
  /// Names of function and closure parameters: values a cross-file helper's name must not be confused with.
  package var parameterNames: Set<String> = []
}

/// One declaration that may consult the setting, with the names its body uses.
package struct DeclarationFacts: Sendable, Equatable {
  /// What kind of declaration it is, as far as helpers go.
  package enum Role: String, Sendable {
    /// A property or a function of a type, or a local.
    case member
    /// A property or a function declared in an extension of a type other than `View` (`extension Animation`): used
    /// as a member of a value, `.spring().tuned()`.
    case extensionMember
    /// A function declared in `extension View`: used as a modifier, `.name(…)`.
    case viewExtensionFunction
    /// A type conforming to `ViewModifier`: used as `.modifier(Name(…))`.
    case viewModifierType
  }

  package var name: String
  package var role: Role
  /// Visible to other files: top level, a member of an extension, or `static`, and not `private`/`fileprivate`.
  package var isExported: Bool
  /// Names the body or initializer uses.
  package var references: ReferencedNames
  /// Names of the functions the body calls (`animation`, `withAnimation`, `modifier`, `AccessibleAnimationModifier`).
  package var calledNames: Set<String>
}

/// Gathers ``ReduceMotionFileFacts`` during the index walk: follows the declarations that may consult the setting,
/// and the names and calls in their bodies.
package final class ReduceMotionFactsCollector: IndexWalkVisitor, FileFactsCollector {
  package static let indexedNodes: IndexedNodes = [
    .types, .extensions, .closures, .variables, .patternBindings, .functions, .accessorBlocks, .parameters,
    .references, .calls,
  ]

  private enum Container {
    case topLevel
    case type
    case viewExtension
    case otherExtension
    case body
  }

  private var collected = ReduceMotionFileFacts()
  private var typePath: [String] = []
  private var open: [DeclarationFacts] = []
  private var openOwners: [SyntaxIdentifier] = []
  private var containers: [Container] = [.topLevel]
  private var environmentFlags: [Bool] = []

  package func facts(calls: [String: [FunctionCallExprSyntax]]) -> ReduceMotionFileFacts { collected }

  // MARK: Containers

  package override func visit(_ node: StructDeclSyntax) {
    if node.inheritanceClause?.names.contains("ViewModifier") == true {
      openDeclaration(node.name.text, role: .viewModifierType, exported: isExported(node.modifiers), owner: node.id)
    }
    enterType(node.name)
  }

  package override func visitPost(_ node: StructDeclSyntax) {
    leaveType()
    closeDeclaration(owner: node.id)
  }

  package override func visit(_ node: ClassDeclSyntax) { enterType(node.name) }
  package override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
  package override func visit(_ node: EnumDeclSyntax) { enterType(node.name) }
  package override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
  package override func visit(_ node: ActorDeclSyntax) { enterType(node.name) }
  package override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

  package override func visit(_ node: ExtensionDeclSyntax) {
    let type = node.extendedType.typeName
    containers.append(type == "View" || type == "SwiftUI.View" ? .viewExtension : .otherExtension)
    collected.extendedTypes.insert(type)
    typePath.append(type)
  }

  package override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

  package override func visit(_ node: ClosureExprSyntax) { containers.append(.body) }
  package override func visitPost(_ node: ClosureExprSyntax) { containers.removeLast() }

  private func enterType(_ name: TokenSyntax) {
    containers.append(.type)
    typePath.append(name.text)
  }

  private func leaveType() {
    typePath.removeLast()
    containers.removeLast()
  }

  // MARK: Declarations

  package override func visit(_ node: VariableDeclSyntax) {
    let isEnvironment = node.isReduceMotionEnvironment
    environmentFlags.append(isEnvironment)
    guard isEnvironment else { return }
    // Extensions in other files see the type's property only when it is not private (Swift's access control).
    let visibleToOtherFiles = !node.modifiers.contains {
      [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
    }
    for binding in node.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        collected.environmentNames.insert(name)
        if visibleToOtherFiles, let type = typePath.first {
          collected.environmentNamesByType[type, default: []].insert(name)
        }
      }
    }
  }

  package override func visitPost(_ node: VariableDeclSyntax) { environmentFlags.removeLast() }

  package override func visit(_ node: PatternBindingSyntax) {
    guard environmentFlags.last != true, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      node.initializer != nil || node.accessorBlock != nil
    else { return }
    let modifiers = node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
    let role: DeclarationFacts.Role = containers.last == .otherExtension ? .extensionMember : .member
    openDeclaration(name, role: role, exported: isMemberExported(modifiers), owner: node.id)
  }

  package override func visitPost(_ node: PatternBindingSyntax) { closeDeclaration(owner: node.id) }

  package override func visit(_ node: FunctionDeclSyntax) {
    let container = containers.last ?? .topLevel
    containers.append(.body)
    guard node.body != nil else { return }
    let role: DeclarationFacts.Role
    switch container {
    case .viewExtension: role = .viewExtensionFunction
    case .otherExtension: role = .extensionMember
    default: role = .member
    }
    openDeclaration(
      node.name.text, role: role, exported: isMemberExported(node.modifiers, in: container), owner: node.id)
  }

  package override func visitPost(_ node: FunctionDeclSyntax) {
    containers.removeLast()
    closeDeclaration(owner: node.id)
  }

  package override func visit(_ node: AccessorBlockSyntax) { containers.append(.body) }
  package override func visitPost(_ node: AccessorBlockSyntax) { containers.removeLast() }

  package override func visit(_ node: FunctionParameterSyntax) {
    collected.parameterNames.insert((node.secondName ?? node.firstName).text)
  }

  package override func visit(_ node: ClosureShorthandParameterSyntax) {
    collected.parameterNames.insert(node.name.text)
  }

  package override func visit(_ node: ClosureParameterSyntax) {
    collected.parameterNames.insert((node.secondName ?? node.firstName).text)
  }

  // MARK: Uses

  package override func visit(_ node: DeclReferenceExprSyntax, name: String, isMember: Bool) {
    if !collected.mentionsSystemSetting, ReduceMotionGuards.isSystemSettingMember(name) {
      collected.mentionsSystemSetting = true
    }
    for index in open.indices { open[index].references.insert(name, isMember: isMember) }
  }

  package override func visit(_ node: FunctionCallExprSyntax, calledName name: String) {
    for index in open.indices { open[index].calledNames.insert(name) }
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
    collected.declarations.append(open.removeLast())
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
