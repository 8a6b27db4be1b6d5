import SwiftSyntax

/// The `private` and `fileprivate` properties and functions of a file that build views (`private var logo: some
/// View`, `func iconView(_:) -> some View`), with the places the file uses them: only this file can, so what the
/// uses do to the view (hide it, make it a `Label`'s icon) is known.
package struct PrivateViewMembers {
  /// The uses of each such member, by name, in source order.
  package private(set) var uses: [String: [ExprSyntax]] = [:]

  package init(_ file: SourceFileContext) {
    let declared = PrivateViewMemberFinder(viewMode: .sourceAccurate)
    declared.walk(file.syntax)
    guard !declared.names.isEmpty else { return }
    let references = MemberReferenceFinder(names: declared.names)
    references.walk(file.syntax)
    uses = references.uses
  }

  /// Whether `node` is inside one of these members, every use of which names or hides what it builds (or, with
  /// `besideTextCounts`, sets it beside text).
  package func nameEveryUse(around node: some SyntaxProtocol, besideTextCounts: Bool) -> Bool {
    guard let name = node.enclosingMemberName, let list = uses[name], !list.isEmpty else { return false }
    return list.allSatisfy { use in
      switch use.labellingInPlace(isSymbol: false) {
      case .labelled: true
      case .besideText: besideTextCounts
      // A control whose label is only this member: `icon-button-missing-label` does not see the image inside.
      case .reportedElsewhere, .unlabelled: false
      }
    }
  }
}

extension SyntaxProtocol {
  /// The name of the nearest property or function around this node, below its type.
  fileprivate var enclosingMemberName: String? {
    var current = parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
      if let variable = node.as(VariableDeclSyntax.self) {
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if node.is(MemberBlockSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }
}

/// Finds the private members that build views: a computed property or function whose type names `View` or `Image`.
private final class PrivateViewMemberFinder: SyntaxVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.isFilePrivate, let binding = node.bindings.first, binding.accessorBlock != nil,
      let type = binding.typeAnnotation?.type, type.buildsView,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return .skipChildren }
    names.insert(name)
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.isFilePrivate, let type = node.signature.returnClause?.type, type.buildsView {
      names.insert(node.name.text)
    }
    return .skipChildren
  }
}

/// Finds the uses of some names: the reference, or the call it makes (`iconView(icon)`), with `self.` where written.
private final class MemberReferenceFinder: SyntaxVisitor {
  private let names: Set<String>
  private(set) var uses: [String: [ExprSyntax]] = [:]

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard names.contains(name) else { return .skipChildren }
    var use = ExprSyntax(node)
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      use = ExprSyntax(access)
    }
    if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id {
      use = ExprSyntax(call)
    }
    uses[name, default: []].append(use)
    return .skipChildren
  }
}

extension DeclModifierListSyntax {
  fileprivate var isFilePrivate: Bool {
    contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
  }
}

extension WithModifiersSyntax {
  /// Declared `private` or `fileprivate`: used in this file alone.
  fileprivate var isFilePrivate: Bool { modifiers.isFilePrivate }
}

extension TypeSyntax {
  /// `some View`, `AnyView`, `Image`, `some View` behind `@ViewBuilder`: a type a view is built as.
  fileprivate var buildsView: Bool {
    tokens(viewMode: .sourceAccurate).contains { ["View", "AnyView", "Image"].contains($0.text) }
  }
}
