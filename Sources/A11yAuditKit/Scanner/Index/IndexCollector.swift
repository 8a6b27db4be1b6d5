import SwiftSyntax

/// The scanner's one walk over a parsed file: gathers the calls, the names used, the numbers properties start from
/// and the views, and shows each area's collector the nodes it asked for (see ``FileFactsCollector``).
final class IndexCollector: SyntaxVisitor {
  var calls: [String: [FunctionCallExprSyntax]] = [:]
  var referencedNames: Set<String> = []
  var initialNumbers: [String: Double] = [:]
  var screens: [ScreenDeclaration] = []

  private var typePath: [String] = []

  // The collectors shown each kind of node, so that a node no area asked for costs nothing more.
  private let types: [IndexWalkVisitor]
  private let extensions: [IndexWalkVisitor]
  private let closures: [IndexWalkVisitor]
  private let variables: [IndexWalkVisitor]
  private let patternBindings: [IndexWalkVisitor]
  private let functions: [IndexWalkVisitor]
  private let accessorBlocks: [IndexWalkVisitor]
  private let parameters: [IndexWalkVisitor]
  private let references: [IndexWalkVisitor]
  private let callVisitors: [IndexWalkVisitor]

  /// A walk that shows each of `collectors` the nodes it indexes.
  init(_ collectors: [(visitor: IndexWalkVisitor, nodes: IndexedNodes)]) {
    func showing(_ kind: IndexedNodes) -> [IndexWalkVisitor] {
      collectors.filter { $0.nodes.contains(kind) }.map(\.visitor)
    }
    types = showing(.types)
    extensions = showing(.extensions)
    closures = showing(.closures)
    variables = showing(.variables)
    patternBindings = showing(.patternBindings)
    functions = showing(.functions)
    accessorBlocks = showing(.accessorBlocks)
    parameters = showing(.parameters)
    references = showing(.references)
    callVisitors = showing(.calls)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Types

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: node.inheritanceClause?.names ?? [])
    for visitor in types { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) {
    typePath.removeLast()
    for visitor in types { visitor.visitPost(node) }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: node.inheritanceClause?.names ?? [])
    for visitor in types { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) {
    typePath.removeLast()
    for visitor in types { visitor.visitPost(node) }
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: [])
    for visitor in types { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) {
    typePath.removeLast()
    for visitor in types { visitor.visitPost(node) }
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: [])
    for visitor in types { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: ActorDeclSyntax) {
    typePath.removeLast()
    for visitor in types { visitor.visitPost(node) }
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typePath.append(node.extendedType.typeName)
    for visitor in extensions { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) {
    typePath.removeLast()
    for visitor in extensions { visitor.visitPost(node) }
  }

  private func enterType(_ name: TokenSyntax, conformances: [String]) {
    typePath.append(name.text)
    if conformances.contains("View") {
      screens.append(
        ScreenDeclaration(
          name: typePath.joined(separator: "."), offset: name.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
  }

  // MARK: Declarations and bodies

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for visitor in variables { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) {
    for visitor in variables { visitor.visitPost(node) }
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value.numberLiteral
    {
      initialNumbers[name] = value
    }
    for visitor in patternBindings { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: PatternBindingSyntax) {
    for visitor in patternBindings { visitor.visitPost(node) }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    for visitor in functions { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    for visitor in functions { visitor.visitPost(node) }
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    for visitor in closures { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    for visitor in closures { visitor.visitPost(node) }
  }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    for visitor in accessorBlocks { visitor.visit(node) }
    return .visitChildren
  }

  override func visitPost(_ node: AccessorBlockSyntax) {
    for visitor in accessorBlocks { visitor.visitPost(node) }
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    for visitor in parameters { visitor.visit(node) }
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    for visitor in parameters { visitor.visit(node) }
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    for visitor in parameters { visitor.visit(node) }
    return .visitChildren
  }

  // MARK: Uses

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    let isMember = node.isMemberOfAnotherValue
    if !isMember { referencedNames.insert(name) }
    for visitor in references { visitor.visit(node, name: name, isMember: isMember) }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.calledName
    calls[name, default: []].append(node)
    for visitor in callVisitors { visitor.visit(node, calledName: name) }
    return .visitChildren
  }
}
