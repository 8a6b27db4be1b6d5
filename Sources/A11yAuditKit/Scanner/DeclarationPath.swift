import SwiftSyntax

extension SyntaxProtocol {
  /// Names of the declarations around this node, outermost first, joined by `.` (`WelcomeView.body`);
  /// empty at the top level. Extensions contribute their extended type, `#Preview` its macro name.
  var enclosingDeclarationPath: String {
    var names: [String] = []
    var current = parent
    while let node = current {
      if let name = node.declarationName { names.append(name) }
      current = node.parent
    }
    return names.reversed().joined(separator: ".")
  }
}

extension Syntax {
  /// The name this node contributes to a declaration path, if it is a named declaration.
  fileprivate var declarationName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    if let decl = self.as(FunctionDeclSyntax.self) { return decl.name.text }
    if self.is(InitializerDeclSyntax.self) { return "init" }
    if self.is(SubscriptDeclSyntax.self) { return "subscript" }
    if let decl = self.as(VariableDeclSyntax.self) {
      return decl.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    if let decl = self.as(MacroExpansionDeclSyntax.self) { return "#" + decl.macroName.text }
    if let expression = self.as(MacroExpansionExprSyntax.self) { return "#" + expression.macroName.text }
    return nil
  }
}
