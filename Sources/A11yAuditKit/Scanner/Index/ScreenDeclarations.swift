import SwiftSyntax

/// Lists the views of a file, walking declarations only (bodies, closures and initial values are skipped).
final class ScreenDeclarationCollector: SyntaxVisitor {
  var screens: [ScreenDeclaration] = []
  private var typePath: [String] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: node.inheritanceClause?.names ?? [])
  }

  override func visitPost(_ node: StructDeclSyntax) { typePath.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: node.inheritanceClause?.names ?? [])
  }

  override func visitPost(_ node: ClassDeclSyntax) { typePath.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, conformances: []) }

  override func visitPost(_ node: EnumDeclSyntax) { typePath.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, conformances: []) }

  override func visitPost(_ node: ActorDeclSyntax) { typePath.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typePath.append(node.extendedType.typeName)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { typePath.removeLast() }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func enter(_ name: TokenSyntax, conformances: [String]) -> SyntaxVisitorContinueKind {
    typePath.append(name.text)
    if conformances.contains("View") {
      screens.append(
        ScreenDeclaration(
          name: typePath.joined(separator: "."), offset: name.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
    return .visitChildren
  }
}

/// A SwiftUI view declared in a file: its dotted name (`WelcomeView.Header`) and where its name starts.
struct ScreenDeclaration: Sendable {
  var name: String
  var offset: Int
}
