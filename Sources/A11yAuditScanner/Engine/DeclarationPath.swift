import SwiftSyntax

extension Syntax {
  /// The name this node contributes to a declaration path, if it is a named declaration.
  fileprivate var declarationName: String? {
    switch kind {
    case .structDecl: return cast(StructDeclSyntax.self).name.text
    case .classDecl: return cast(ClassDeclSyntax.self).name.text
    case .enumDecl: return cast(EnumDeclSyntax.self).name.text
    case .actorDecl: return cast(ActorDeclSyntax.self).name.text
    case .protocolDecl: return cast(ProtocolDeclSyntax.self).name.text
    case .extensionDecl: return cast(ExtensionDeclSyntax.self).extendedType.trimmedDescription
    case .functionDecl: return cast(FunctionDeclSyntax.self).name.text
    case .initializerDecl: return "init"
    case .subscriptDecl: return "subscript"
    case .variableDecl:
      return cast(VariableDeclSyntax.self).bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    case .macroExpansionDecl: return "#" + cast(MacroExpansionDeclSyntax.self).macroName.text
    case .macroExpansionExpr: return "#" + cast(MacroExpansionExprSyntax.self).macroName.text
    default: return nil
    }
  }
}

extension SourceFileContext {
  /// Names of the declarations around `node`, outermost first, joined by `.` (`WelcomeView.body`); empty at the top
  /// level. Extensions contribute their extended type, `#Preview` its macro name. The path of each declaration on
  /// the way is remembered, so that the sites of one view share the work.
  package func declarationPath(of node: some SyntaxProtocol) -> String {
    node.parent.map(path(within:)) ?? ""
  }

  /// The path of the declarations around `node` and of `node` itself when it is one.
  private func path(within node: Syntax) -> String {
    var current: Syntax? = node
    while let candidate = current, !candidate.kind.mayNameDeclarationPath { current = candidate.parent }
    guard let declaration = current else { return "" }
    if let known = declarationPaths[declaration.id] { return known }
    let outer = declaration.parent.map(path(within:)) ?? ""
    var path = outer
    if let name = declaration.declarationName { path = outer.isEmpty ? name : outer + "." + name }
    declarationPaths[declaration.id] = path
    return path
  }
}

extension SyntaxKind {
  /// The kinds ``Syntax/declarationName`` may name.
  fileprivate var mayNameDeclarationPath: Bool {
    switch self {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .functionDecl,
      .initializerDecl, .subscriptDecl, .variableDecl, .macroExpansionDecl, .macroExpansionExpr:
      return true
    default:
      return false
    }
  }
}
