import SwiftSyntax

extension VariableDeclSyntax {
  /// The name of the type or extension that declares this property, nil for a global or a local.
  package var enclosingTypeName: String? {
    guard let block = parent?.parent?.parent?.as(MemberBlockSyntax.self), let owner = block.parent else { return nil }
    if let type = owner.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = owner.as(StructDeclSyntax.self) { return type.name.text }
    if let type = owner.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = owner.as(ExtensionDeclSyntax.self) {
      return type.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
    }
    return nil
  }

  /// Whether the property is declared with the attribute `name` (`ScaledMetric`, `AccessibilityFocusState`).
  package func hasAttribute(named name: String) -> Bool {
    attributes.contains { element in
      guard let type = element.as(AttributeSyntax.self)?.attributeName else { return false }
      if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == name }
      return type.as(MemberTypeSyntax.self)?.name.text == name
    }
  }

  /// The names the declaration binds.
  package var boundNames: [String] {
    bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
  }

  /// Whether it is `static` or `class`.
  package var isTypeMember: Bool { modifiers.contains { ["static", "class"].contains($0.name.text) } }
}
