import SwiftSyntax

extension SyntaxProtocol {
  /// Whether the node is in a `#Preview` or a `PreviewProvider` (at any level, `#if DEBUG` blocks and extensions
  /// included): code that never ships. Costs the node's depth.
  package var isInPreview: Bool {
    var node: Syntax? = Syntax(self)
    while let current = node {
      if current.isPreviewDeclaration { return true }
      node = current.parent
    }
    return false
  }
}

extension Syntax {
  /// `#Preview { … }` or a `struct` conforming to `PreviewProvider`.
  package var isPreviewDeclaration: Bool {
    if let macro = self.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
    if let statement = self.as(ExpressionStmtSyntax.self),
      let macro = statement.expression.as(MacroExpansionExprSyntax.self)
    {
      return macro.macroName.text == "Preview"
    }
    if let macro = self.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
    guard let type = self.as(StructDeclSyntax.self) else { return false }
    return type.inheritanceClause?.inheritedTypes.contains {
      $0.type.as(IdentifierTypeSyntax.self)?.name.text == "PreviewProvider"
    } == true
  }
}

extension SourceFileSyntax {
  /// The byte ranges of the file's preview code: `#Preview` blocks and `PreviewProvider` types, at the top level, in
  /// a top-level extension or type, or in `#if` blocks around either.
  package var previewRanges: [Range<Int>] {
    PreviewAndDebugCode(self, debug: false).ranges
  }

  /// The byte ranges of code compiled into debug builds only: the `#if DEBUG` clause of a conditional block (and the
  /// `#else` of `#if !DEBUG`).
  package var debugOnlyRanges: [Range<Int>] {
    PreviewAndDebugCode(self, debug: true).ranges
  }
}

/// Finds preview declarations, or with `debug` the clauses compiled only when `DEBUG` is set.
private final class PreviewAndDebugCode: SyntaxVisitor {
  private(set) var ranges: [Range<Int>] = []
  private let debug: Bool

  init(_ tree: SourceFileSyntax, debug: Bool) {
    self.debug = debug
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { record(Syntax(node)) }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { record(Syntax(node)) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(Syntax(node)) }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    guard debug, node.isDebugOnly else { return .visitChildren }
    ranges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
    return .skipChildren
  }

  // Function bodies hold no preview declarations worth the walk.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { debug ? .visitChildren : .skipChildren }

  private func record(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard !debug, node.isPreviewDeclaration else { return .visitChildren }
    ranges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
    return .skipChildren
  }
}

extension IfConfigClauseSyntax {
  /// `#if DEBUG`, `#elseif DEBUG`, or the `#else` of `#if !DEBUG`: compiled into debug builds only.
  package var isDebugOnly: Bool {
    if let condition, condition.isDebugFlag { return true }
    guard poundKeyword.tokenKind == .poundElse,
      let block = parent?.as(IfConfigClauseListSyntax.self), block.count == 2,
      let negated = block.first?.condition?.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!"
    else { return false }
    return negated.expression.isDebugFlag
  }
}

extension ExprSyntax {
  /// `DEBUG`, or `(DEBUG)`.
  fileprivate var isDebugFlag: Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DEBUG" }
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1 {
      return tuple.elements.first?.expression.isDebugFlag ?? false
    }
    return false
  }
}
