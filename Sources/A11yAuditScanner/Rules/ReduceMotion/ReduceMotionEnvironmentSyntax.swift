import SwiftSyntax

extension VariableDeclSyntax {
  /// Declared `@Environment(\.accessibilityReduceMotion)`.
  package var isReduceMotionEnvironment: Bool {
    !attributes.isEmpty && attributes.contains { $0.as(AttributeSyntax.self)?.isReduceMotionEnvironment == true }
  }
}

extension AttributeSyntax {
  /// `@Environment(\.accessibilityReduceMotion)`.
  package var isReduceMotionEnvironment: Bool {
    guard attributeName.typeName.hasSuffix("Environment"),
      case .argumentList(let arguments)? = self.arguments,
      let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
      case .property(let property)? = keyPath.components.last?.component
    else { return false }
    return property.declName.baseName.text == "accessibilityReduceMotion"
  }
}
