import SwiftSyntax

/// The scanner's one walk over a parsed file: gathers the calls, the names used, the numbers properties start from
/// and the views, and shows each area's collector the nodes it asked for (see ``FileFactsCollector``).
package final class IndexCollector: SyntaxVisitor {
  package var calls: [String: [FunctionCallExprSyntax]] = [:]
  package var referencedNames: Set<String> = []
  package var initialNumbers: [String: Double] = [:]
  package var conditionals: [IfExprSyntax] = []
  /// The file's views: those declared conforming to `View`, and those an extension makes views
  /// (`extension ContentSummaryView: View`).
  package var screens: [ScreenDeclaration] { declarations.views }

  private var typePath: [String] = []
  /// The names of the calls being walked, for their ends (kept only when some collector is shown ``IndexedNodes/callEnds``).
  private var callNames: [String] = []

  /// Which declared views are the app's (not preview code).
  private var declarations = ViewDeclarations()

  /// The dispatch table: for each kind of node (by the position of its bit in ``IndexedNodes``), the collectors shown
  /// it, in the order given. A node costs a look at the collectors that asked for its kind only.
  private let table: [[IndexWalkVisitor]]
  /// Every kind some collector is shown: a node of another kind costs no look at the table.
  private let indexed: IndexedNodes

  /// A walk that shows each of `collectors` the nodes it indexes.
  package init(_ collectors: [(visitor: IndexWalkVisitor, nodes: IndexedNodes)]) {
    indexed = collectors.reduce(into: []) { $0.formUnion($1.nodes) }
    let kinds = Int.bitWidth - indexed.rawValue.leadingZeroBitCount
    table = (0..<kinds).map { bit in
      collectors.filter { $0.nodes.contains(IndexedNodes(rawValue: 1 << bit)) }.map(\.visitor)
    }
    super.init(viewMode: .sourceAccurate)
  }

  /// Calls `hook` on each collector shown nodes of `kind` (a single kind).
  @inline(__always)
  private func show(_ kind: IndexedNodes, _ hook: (IndexWalkVisitor) -> Void) {
    guard indexed.contains(kind) else { return }
    for visitor in table[kind.rawValue.trailingZeroBitCount] { hook(visitor) }
  }

  // MARK: Types

  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: node.inheritanceClause?.names ?? [])
    show(.types) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: StructDeclSyntax) {
    typePath.removeLast()
    show(.types) { $0.visitPost(node) }
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: node.inheritanceClause?.names ?? [])
    show(.types) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: ClassDeclSyntax) {
    typePath.removeLast()
    show(.types) { $0.visitPost(node) }
  }

  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: [])
    show(.types) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: EnumDeclSyntax) {
    typePath.removeLast()
    show(.types) { $0.visitPost(node) }
  }

  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name, conformances: [])
    show(.types) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: ActorDeclSyntax) {
    typePath.removeLast()
    show(.types) { $0.visitPost(node) }
  }

  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typePath.append(node.extendedType.typeName)
    declarations.noteExtension(node)
    show(.extensions) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: ExtensionDeclSyntax) {
    typePath.removeLast()
    show(.extensions) { $0.visitPost(node) }
  }

  private func enterType(_ name: TokenSyntax, conformances: [String]) {
    typePath.append(name.text)
    declarations.enter(typePath, name: name, conformances: conformances)
  }

  // MARK: Declarations and bodies

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    show(.variables) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: VariableDeclSyntax) {
    show(.variables) { $0.visitPost(node) }
  }

  package override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value.numberLiteral
    {
      initialNumbers[name] = value
    }
    show(.patternBindings) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: PatternBindingSyntax) {
    show(.patternBindings) { $0.visitPost(node) }
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    show(.functions) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: FunctionDeclSyntax) {
    show(.functions) { $0.visitPost(node) }
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    show(.closures) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: ClosureExprSyntax) {
    show(.closures) { $0.visitPost(node) }
  }

  package override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    show(.accessorBlocks) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: AccessorBlockSyntax) {
    show(.accessorBlocks) { $0.visitPost(node) }
  }

  package override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    show(.codeBlocks) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: CodeBlockSyntax) {
    show(.codeBlocks) { $0.visitPost(node) }
  }

  package override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    show(.parameters) { $0.visit(node) }
    return .visitChildren
  }

  package override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    show(.parameters) { $0.visit(node) }
    return .visitChildren
  }

  package override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    show(.parameters) { $0.visit(node) }
    return .visitChildren
  }

  // MARK: Uses

  package override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    let isMember = node.isMemberOfAnotherValue
    if !isMember { referencedNames.insert(name) }
    show(.references) { $0.visit(node, name: name, isMember: isMember) }
    return .skipChildren
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.calledName
    calls[name, default: []].append(node)
    show(.calls) { $0.visit(node, calledName: name) }
    if indexed.contains(.callEnds) { callNames.append(name) }
    return .visitChildren
  }

  package override func visitPost(_ node: FunctionCallExprSyntax) {
    guard indexed.contains(.callEnds) else { return }
    let name = callNames.removeLast()
    show(.callEnds) { $0.visitPost(node, calledName: name) }
  }

  // MARK: Statements and expansions

  package override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    conditionals.append(node)
    return .visitChildren
  }

  package override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    show(.switches) { $0.visit(node) }
    return .visitChildren
  }

  package override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    show(.macroExpansions) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: MacroExpansionExprSyntax) {
    show(.macroExpansions) { $0.visitPost(node) }
  }

  package override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    show(.macroExpansions) { $0.visit(node) }
    return .visitChildren
  }

  package override func visitPost(_ node: MacroExpansionDeclSyntax) {
    show(.macroExpansions) { $0.visitPost(node) }
  }
}
