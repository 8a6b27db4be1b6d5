import SwiftSyntax

extension SyntaxProtocol {
  /// The calls that hold this node, nearest first, as ``enclosingCalls`` finds them, and on through the `#if`
  /// blocks that hold it (`Button { #if os(tvOS) … #else VStack { Text(…) } #endif }`).
  package var enclosingCallsThroughConditions: [EnclosingCall] {
    var result = enclosingCalls
    var current = Syntax(self)
    while let condition = current.nearestDeclaration?.as(IfConfigDeclSyntax.self) {
      result += condition.enclosingCalls
      current = Syntax(condition)
    }
    return result
  }

  /// The innermost type or extension declaring this node, and the property or function around it in that type:
  /// `("HabitRow", "titleView")`. Empty strings where there is none.
  package var enclosingDeclarationNames: (type: String, member: String) {
    var member = ""
    var current = parent
    while let node = current {
      switch node.kind {
      case .structDecl: return (node.cast(StructDeclSyntax.self).name.text, member)
      case .classDecl: return (node.cast(ClassDeclSyntax.self).name.text, member)
      case .enumDecl: return (node.cast(EnumDeclSyntax.self).name.text, member)
      case .extensionDecl: return (node.cast(ExtensionDeclSyntax.self).extendedType.typeName, member)
      case .functionDecl where member.isEmpty: member = node.cast(FunctionDeclSyntax.self).name.text
      case .variableDecl where member.isEmpty:
        member =
          node.cast(VariableDeclSyntax.self).bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          ?? ""
      default: break
      }
      current = node.parent
    }
    return ("", member)
  }
}

extension Syntax {
  /// The nearest declaration around this node, macro expansions (`#Preview`) aside: where ``enclosingCalls`` stops.
  package var nearestDeclaration: Syntax? {
    var current = parent
    while let node = current {
      if node.is(DeclSyntax.self) && !node.is(MacroExpansionDeclSyntax.self) { return node }
      current = node.parent
    }
    return nil
  }
}
