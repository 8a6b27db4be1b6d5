import SwiftSyntax

/// Lists the views of a file, walking declarations only (bodies, closures and initial values are skipped). Views
/// declared inside a `PreviewProvider` are preview code that never ships, and are left out.
package final class ScreenDeclarationCollector: SyntaxVisitor {
  /// The file's views: those declared conforming to `View`, and those an extension makes views
  /// (`extension ContentSummaryView: View`).
  package var screens: [ScreenDeclaration] { declarations.views }
  private var typePath: [String] = []
  private var declarations = ViewDeclarations()

  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: node.inheritanceClause?.names ?? [])
  }

  package override func visitPost(_ node: StructDeclSyntax) { typePath.removeLast() }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: node.inheritanceClause?.names ?? [])
  }

  package override func visitPost(_ node: ClassDeclSyntax) { typePath.removeLast() }

  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: [])
  }

  package override func visitPost(_ node: EnumDeclSyntax) { typePath.removeLast() }

  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name, conformances: [])
  }

  package override func visitPost(_ node: ActorDeclSyntax) { typePath.removeLast() }

  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typePath.append(node.extendedType.typeName)
    declarations.noteExtension(node)
    return .visitChildren
  }

  package override func visitPost(_ node: ExtensionDeclSyntax) { typePath.removeLast() }

  package override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  package override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  package override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  package override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  package override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  package override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func enter(_ name: TokenSyntax, conformances: [String]) -> SyntaxVisitorContinueKind {
    typePath.append(name.text)
    declarations.enter(typePath, name: name, conformances: conformances)
    return .visitChildren
  }
}

/// Which declared views are the app's: a type whose inheritance clause (or an extension's) names `View` or another
/// protocol of view code (`ViewModifier`, `ToolbarContent`), unless it is declared inside a `PreviewProvider`, whose
/// views are preview code that never ships. Shared by the index's single walk and the walk that lists a file's views
/// alone.
package struct ViewDeclarations {
  /// Protocols whose conformers are view code: their findings belong to the views using them.
  package static let viewProtocols: Set<String> = ["View", "ViewModifier", "ToolbarContent"]

  /// Dotted names of the `PreviewProvider` types met so far.
  private var paths: Set<String> = []
  /// Where each type declared in the file that is no view starts, by dotted name.
  private var otherTypes: [String: Int] = [:]
  /// Types an extension of the file makes views, with where the extension's type name starts.
  private var extendedToViews: [(name: String, offset: Int)] = []

  /// The views declared so far, in file order.
  private var declared: [ScreenDeclaration] = []

  /// Notes the type at `typePath` (just entered, its name token `name`) with `conformances`: a view of the app, a
  /// `PreviewProvider`, or another type an extension may make a view.
  package mutating func enter(_ typePath: [String], name: TokenSyntax, conformances: [String]) {
    let path = typePath.joined(separator: ".")
    let offset = name.positionAfterSkippingLeadingTrivia.utf8Offset
    if conformances.contains("PreviewProvider") { paths.insert(path) }
    guard conformances.contains(where: Self.viewProtocols.contains) else {
      otherTypes[path] = offset
      return
    }
    if paths.isEmpty || !typePath.indices.contains(where: { paths.contains(typePath[...$0].joined(separator: ".")) }) {
      declared.append(ScreenDeclaration(name: path, offset: offset))
    }
  }

  /// Notes an extension that makes its type a view (`extension ContentSummaryView: View`).
  package mutating func noteExtension(_ node: ExtensionDeclSyntax) {
    guard let names = node.inheritanceClause?.names, names.contains(where: Self.viewProtocols.contains) else { return }
    let name = node.extendedType.typeName
    guard !paths.contains(name) else { return }
    extendedToViews.append((name, node.extendedType.positionAfterSkippingLeadingTrivia.utf8Offset))
  }

  /// The declared views and the types extensions make views, at their declaration when the file has it, in file
  /// order.
  package var views: [ScreenDeclaration] {
    guard !extendedToViews.isEmpty else { return declared }
    var names = Set(declared.map(\.name))
    var result = declared
    for extended in extendedToViews where names.insert(extended.name).inserted {
      result.append(ScreenDeclaration(name: extended.name, offset: otherTypes[extended.name] ?? extended.offset))
    }
    return result.sorted { $0.offset < $1.offset }
  }
}

/// A SwiftUI view declared in a file: its dotted name (`WelcomeView.Header`) and where its name starts.
package struct ScreenDeclaration: Sendable {
  package var name: String
  package var offset: Int
}
