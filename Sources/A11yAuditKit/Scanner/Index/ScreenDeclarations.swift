import SwiftSyntax

/// Lists the views of a file, walking declarations only (bodies, closures and initial values are skipped). Views
/// declared inside a `PreviewProvider` are preview code that never ships, and are left out.
final class ScreenDeclarationCollector: SyntaxVisitor {
  var screens: [ScreenDeclaration] = []
  private var typePath: [String] = []
  private var previews = PreviewTypes()

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
    if previews.declaresView(typePath, conformances: conformances) {
      screens.append(
        ScreenDeclaration(
          name: typePath.joined(separator: "."), offset: name.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
    return .visitChildren
  }
}

/// Which declared views are the app's: a type whose inheritance clause names `View`, unless it is declared inside a
/// `PreviewProvider`, whose views are preview code that never ships. Shared by the index's single walk and the walk
/// that lists a file's views alone.
struct PreviewTypes {
  /// Dotted names of the `PreviewProvider` types met so far.
  private var paths: Set<String> = []

  /// Whether the type at `typePath` (just entered) with `conformances` is a view of the app.
  mutating func declaresView(_ typePath: [String], conformances: [String]) -> Bool {
    if conformances.contains("PreviewProvider") { paths.insert(typePath.joined(separator: ".")) }
    guard conformances.contains("View") else { return false }
    return paths.isEmpty || !typePath.indices.contains { paths.contains(typePath[...$0].joined(separator: ".")) }
  }
}

/// A SwiftUI view declared in a file: its dotted name (`WelcomeView.Header`) and where its name starts.
struct ScreenDeclaration: Sendable {
  var name: String
  var offset: Int
}
