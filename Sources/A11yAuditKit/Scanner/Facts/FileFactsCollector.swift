import SwiftSyntax

/// Gathers one area's facts of a file during the scanner's index walk (see ``ProjectFacts``).
///
/// A new collector is made for each file; the walk calls the hooks of the nodes named in ``indexedNodes`` only, in
/// source order, then asks for ``facts(calls:)``.
protocol FileFactsCollector: IndexWalkVisitor {
  /// What the area learns from one file. Holds no syntax node: the facts outlive trees the scan lets go of.
  associatedtype Facts: Sendable, Equatable

  /// The nodes whose hooks this collector overrides; the walk does not call it for any other.
  static var indexedNodes: IndexedNodes { get }

  /// A collector that has seen nothing yet; its facts are those of a file the walk did not enter.
  init()

  /// The facts of the walked file; `calls` are its function calls by called name (``SourceFileIndex/calls``).
  func facts(calls: [String: [FunctionCallExprSyntax]]) -> Facts
}

/// The kinds of node an area's collector is shown during the index walk.
///
/// The walk skips the inside of key paths (`\.accessibilityReduceMotion` names no declaration of the file) and of
/// declaration references.
struct IndexedNodes: OptionSet, Sendable {
  let rawValue: Int

  /// Struct, class, enum and actor declarations, on the way in and out.
  static let types = IndexedNodes(rawValue: 1 << 0)
  /// Extensions, on the way in and out.
  static let extensions = IndexedNodes(rawValue: 1 << 1)
  /// Closures, on the way in and out.
  static let closures = IndexedNodes(rawValue: 1 << 2)
  /// Variable declarations (`@State private var x = 0`), on the way in and out.
  static let variables = IndexedNodes(rawValue: 1 << 3)
  /// The bindings of a variable declaration (`x = 0`), on the way in and out.
  static let patternBindings = IndexedNodes(rawValue: 1 << 4)
  /// Function declarations, on the way in and out.
  static let functions = IndexedNodes(rawValue: 1 << 5)
  /// Accessor blocks (`{ get … }`, a computed property's body), on the way in and out.
  static let accessorBlocks = IndexedNodes(rawValue: 1 << 6)
  /// Function and closure parameters.
  static let parameters = IndexedNodes(rawValue: 1 << 7)
  /// Uses of a name (`x`, `self.x`, `value.x`).
  static let references = IndexedNodes(rawValue: 1 << 8)
  /// Function calls.
  static let calls = IndexedNodes(rawValue: 1 << 9)
}

/// The hooks of the index walk an area's collector overrides: the nodes named in ``IndexedNodes``. Each does nothing
/// here.
class IndexWalkVisitor {
  init() {}

  // MARK: Declarations (types, extensions, variables, pattern bindings, functions)

  func visit(_ node: StructDeclSyntax) {}
  func visitPost(_ node: StructDeclSyntax) {}
  func visit(_ node: ClassDeclSyntax) {}
  func visitPost(_ node: ClassDeclSyntax) {}
  func visit(_ node: EnumDeclSyntax) {}
  func visitPost(_ node: EnumDeclSyntax) {}
  func visit(_ node: ActorDeclSyntax) {}
  func visitPost(_ node: ActorDeclSyntax) {}
  func visit(_ node: ExtensionDeclSyntax) {}
  func visitPost(_ node: ExtensionDeclSyntax) {}
  func visit(_ node: VariableDeclSyntax) {}
  func visitPost(_ node: VariableDeclSyntax) {}
  func visit(_ node: PatternBindingSyntax) {}
  func visitPost(_ node: PatternBindingSyntax) {}
  func visit(_ node: FunctionDeclSyntax) {}
  func visitPost(_ node: FunctionDeclSyntax) {}

  // MARK: Bodies (closures, accessor blocks)

  func visit(_ node: ClosureExprSyntax) {}
  func visitPost(_ node: ClosureExprSyntax) {}
  func visit(_ node: AccessorBlockSyntax) {}
  func visitPost(_ node: AccessorBlockSyntax) {}

  // MARK: Parameters

  func visit(_ node: FunctionParameterSyntax) {}
  func visit(_ node: ClosureShorthandParameterSyntax) {}
  func visit(_ node: ClosureParameterSyntax) {}

  // MARK: Uses (references, calls)

  /// A use of `name`; `isMember` when it is a member of another value (`value.name`, see
  /// ``DeclReferenceExprSyntax/isMemberOfAnotherValue``).
  func visit(_ node: DeclReferenceExprSyntax, name: String, isMember: Bool) {}
  /// A call of `name` (``FunctionCallExprSyntax/calledName``).
  func visit(_ node: FunctionCallExprSyntax, calledName name: String) {}
}
