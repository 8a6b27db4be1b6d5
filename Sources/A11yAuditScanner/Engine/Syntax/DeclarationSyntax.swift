import SwiftSyntax

extension TypeSyntax {
  /// `View`, `SwiftUI.View`, `Array` for `Array<Int>`: the written name without generic arguments, cheaply.
  package var typeName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.baseType.typeName + "." + member.name.text }
    return trimmedDescription
  }

  /// Whether the type is written as `name` alone, without module or generic arguments (`View`, not `SwiftUI.View`).
  package func isPlainName(_ name: String) -> Bool {
    guard let identifier = self.as(IdentifierTypeSyntax.self) else { return false }
    return identifier.genericArgumentClause == nil && identifier.name.text == name
  }
}

extension InheritanceClauseSyntax {
  /// The names of the inherited types (`View`, `ViewModifier`), module qualifiers dropped.
  package var names: [String] {
    inheritedTypes.map { inherited in
      if let identifier = inherited.type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
      if let member = inherited.type.as(MemberTypeSyntax.self) { return member.name.text }
      return inherited.type.trimmedDescription
    }
  }
}
