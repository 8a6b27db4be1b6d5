import SwiftSyntax

/// Lists the views of a file, walking declarations only (bodies, closures and initial values are skipped). Views
/// declared inside a `PreviewProvider` are preview code that never ships, and are left out.
final class ScreenDeclarationCollector: SyntaxVisitor {
  var screens: [ScreenDeclaration] = []
  private var typePath: [String] = []
  /// For each type being walked, whether it or a type around it is a `PreviewProvider`.
  private var inPreview: [Bool] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: node.inheritanceClause?.names ?? [])
  }

  override func visitPost(_ node: StructDeclSyntax) { leave() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: node.inheritanceClause?.names ?? [])
  }

  override func visitPost(_ node: ClassDeclSyntax) { leave() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, conformances: []) }

  override func visitPost(_ node: EnumDeclSyntax) { leave() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, conformances: []) }

  override func visitPost(_ node: ActorDeclSyntax) { leave() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typePath.append(node.extendedType.typeName)
    inPreview.append(inPreview.last ?? false)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func enter(_ name: TokenSyntax, conformances: [String]) -> SyntaxVisitorContinueKind {
    typePath.append(name.text)
    let preview = (inPreview.last ?? false) || conformances.contains("PreviewProvider")
    inPreview.append(preview)
    if conformances.contains("View") && !preview {
      screens.append(
        ScreenDeclaration(
          name: typePath.joined(separator: "."), offset: name.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
    return .visitChildren
  }

  private func leave() {
    typePath.removeLast()
    inPreview.removeLast()
  }
}

/// A SwiftUI view declared in a file: its dotted name (`WelcomeView.Header`) and where its name starts.
struct ScreenDeclaration: Sendable {
  var name: String
  var offset: Int
}
