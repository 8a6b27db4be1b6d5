import A11yAuditModel
import SwiftSyntax

/// Gathers one area's facts of a file during the scanner's index walk (see ``ProjectFacts``).
///
/// A new collector is made for each file; the walk calls the hooks of the nodes named in ``indexedNodes`` only, in
/// source order, then asks for ``facts(calls:)``.
package protocol FileFactsCollector: IndexWalkVisitor {
  /// What the area learns from one file. Holds no syntax node: the facts outlive trees the scan lets go of, and the
  /// scan cache keeps them.
  associatedtype Facts: Sendable, Equatable, ScanCacheCodable

  /// The nodes whose hooks this collector overrides; the walk does not call it for any other.
  static var indexedNodes: IndexedNodes { get }

  /// A collector that has seen nothing yet; its facts are those of a file the walk did not enter.
  init()

  /// The facts of the walked file; `calls` are its function calls by called name (``SourceFileIndex/calls``).
  func facts(calls: [String: [FunctionCallExprSyntax]]) -> Facts
}

/// The kinds of node an area's collector, or a rule's (``FileNodeCollector``), is shown during the index walk.
///
/// The walk skips the inside of key paths (`\.accessibilityReduceMotion` names no declaration of the file) and of
/// declaration references.
public struct IndexedNodes: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Struct, class, enum and actor declarations, on the way in and out.
  public static let types = IndexedNodes(rawValue: 1 << 0)
  /// Extensions, on the way in and out.
  public static let extensions = IndexedNodes(rawValue: 1 << 1)
  /// Closures, on the way in and out.
  public static let closures = IndexedNodes(rawValue: 1 << 2)
  /// Variable declarations (`@State private var x = 0`), on the way in and out.
  public static let variables = IndexedNodes(rawValue: 1 << 3)
  /// The bindings of a variable declaration (`x = 0`), on the way in and out.
  public static let patternBindings = IndexedNodes(rawValue: 1 << 4)
  /// Function declarations, on the way in and out.
  public static let functions = IndexedNodes(rawValue: 1 << 5)
  /// Accessor blocks (`{ get … }`, a computed property's body), on the way in and out.
  public static let accessorBlocks = IndexedNodes(rawValue: 1 << 6)
  /// Function and closure parameters.
  public static let parameters = IndexedNodes(rawValue: 1 << 7)
  /// Uses of a name (`x`, `self.x`, `value.x`).
  public static let references = IndexedNodes(rawValue: 1 << 8)
  /// Function calls.
  public static let calls = IndexedNodes(rawValue: 1 << 9)
  /// Function calls on the way out, after their arguments and closures.
  public static let callEnds = IndexedNodes(rawValue: 1 << 10)
  /// `switch` expressions.
  public static let switches = IndexedNodes(rawValue: 1 << 11)
  /// Macro expansions (`#Preview { … }`), on the way in and out.
  public static let macroExpansions = IndexedNodes(rawValue: 1 << 12)
  /// Code blocks (the body of a function, an initializer, an `if`), on the way in and out.
  public static let codeBlocks = IndexedNodes(rawValue: 1 << 13)
}

/// The hooks of the index walk an area's collector overrides: the nodes named in ``IndexedNodes``. Each does nothing
/// here.
open class IndexWalkVisitor {
  public init() {}

  // MARK: Declarations (types, extensions, variables, pattern bindings, functions)

  open func visit(_ node: StructDeclSyntax) {}
  open func visitPost(_ node: StructDeclSyntax) {}
  open func visit(_ node: ClassDeclSyntax) {}
  open func visitPost(_ node: ClassDeclSyntax) {}
  open func visit(_ node: EnumDeclSyntax) {}
  open func visitPost(_ node: EnumDeclSyntax) {}
  open func visit(_ node: ActorDeclSyntax) {}
  open func visitPost(_ node: ActorDeclSyntax) {}
  open func visit(_ node: ExtensionDeclSyntax) {}
  open func visitPost(_ node: ExtensionDeclSyntax) {}
  open func visit(_ node: VariableDeclSyntax) {}
  open func visitPost(_ node: VariableDeclSyntax) {}
  open func visit(_ node: PatternBindingSyntax) {}
  open func visitPost(_ node: PatternBindingSyntax) {}
  open func visit(_ node: FunctionDeclSyntax) {}
  open func visitPost(_ node: FunctionDeclSyntax) {}

  // MARK: Bodies (closures, accessor blocks, code blocks)

  open func visit(_ node: ClosureExprSyntax) {}
  open func visitPost(_ node: ClosureExprSyntax) {}
  open func visit(_ node: AccessorBlockSyntax) {}
  open func visitPost(_ node: AccessorBlockSyntax) {}
  open func visit(_ node: CodeBlockSyntax) {}
  open func visitPost(_ node: CodeBlockSyntax) {}

  // MARK: Parameters

  open func visit(_ node: FunctionParameterSyntax) {}
  open func visit(_ node: ClosureShorthandParameterSyntax) {}
  open func visit(_ node: ClosureParameterSyntax) {}

  // MARK: Uses (references, calls)

  /// A use of `name`; `isMember` when it is a member of another value (`value.name`, see
  /// ``DeclReferenceExprSyntax/isMemberOfAnotherValue``).
  open func visit(_ node: DeclReferenceExprSyntax, name: String, isMember: Bool) {}
  /// A call of `name` (``FunctionCallExprSyntax/calledName``).
  open func visit(_ node: FunctionCallExprSyntax, calledName name: String) {}
  /// The end of a call of `name`, after its arguments and closures.
  open func visitPost(_ node: FunctionCallExprSyntax, calledName name: String) {}

  // MARK: Statements and expansions (switches, macro expansions)

  open func visit(_ node: SwitchExprSyntax) {}
  open func visit(_ node: MacroExpansionExprSyntax) {}
  open func visitPost(_ node: MacroExpansionExprSyntax) {}
  open func visit(_ node: MacroExpansionDeclSyntax) {}
  open func visitPost(_ node: MacroExpansionDeclSyntax) {}
}
