import A11yAuditModel
import A11yAuditScanner
import SwiftSyntax

/// Rules that find nothing, each with a collector registered for the kinds of node rules most often want (calls,
/// name uses, closures, variables, functions, types): what one more rule costs the scan when it looks at nodes
/// through the one walk (`bench-scan --no-op-rules`).
enum NoOpRules {
  /// The ten no-op rules.
  static let all: [any Rule.Type] = [
    NoOpRule<Slot0>.self, NoOpRule<Slot1>.self, NoOpRule<Slot2>.self, NoOpRule<Slot3>.self, NoOpRule<Slot4>.self,
    NoOpRule<Slot5>.self, NoOpRule<Slot6>.self, NoOpRule<Slot7>.self, NoOpRule<Slot8>.self, NoOpRule<Slot9>.self,
  ]
}

/// Tells the no-op rules apart: each slot makes a rule and a collector type of its own.
protocol NoOpSlot { static var number: Int { get } }
enum Slot0: NoOpSlot { static var number: Int { 0 } }
enum Slot1: NoOpSlot { static var number: Int { 1 } }
enum Slot2: NoOpSlot { static var number: Int { 2 } }
enum Slot3: NoOpSlot { static var number: Int { 3 } }
enum Slot4: NoOpSlot { static var number: Int { 4 } }
enum Slot5: NoOpSlot { static var number: Int { 5 } }
enum Slot6: NoOpSlot { static var number: Int { 6 } }
enum Slot7: NoOpSlot { static var number: Int { 7 } }
enum Slot8: NoOpSlot { static var number: Int { 8 } }
enum Slot9: NoOpSlot { static var number: Int { 9 } }

/// A rule that reads its collector and reports nothing. Its keywords add none to the scan's, so the same files are
/// indexed with or without it.
enum NoOpRule<Slot: NoOpSlot>: Rule {
  static var description: RuleDescription {
    RuleDescription(
      id: "no-op-\(Slot.number)", title: "No-op \(Slot.number)", summary: "Finds nothing.",
      rationale: "Measures the cost of a rule.", category: .voiceOver, severity: .low, criteria: [],
      message: "", passingMessage: "", recommendation: "")
  }

  static var sourceKeywords: [String]? { [] }

  static var nodeCollectors: [any FileNodeCollector.Type] { [NoOpCollector<Slot>.self] }

  static func check(_ file: SourceFileContext) -> [RuleHit] {
    _ = file.nodes(NoOpCollector<Slot>.self)
    return []
  }
}

/// Shown the most common kinds of node, and does nothing with them.
final class NoOpCollector<Slot: NoOpSlot>: IndexWalkVisitor, FileNodeCollector {
  static var indexedNodes: IndexedNodes { [.calls, .references, .closures, .variables, .functions, .types] }

  required override init() {}

  override func visit(_ node: FunctionCallExprSyntax, calledName name: String) {}
  override func visit(_ node: DeclReferenceExprSyntax, name: String, isMember: Bool) {}
  override func visit(_ node: ClosureExprSyntax) {}
  override func visitPost(_ node: ClosureExprSyntax) {}
  override func visit(_ node: VariableDeclSyntax) {}
  override func visitPost(_ node: VariableDeclSyntax) {}
  override func visit(_ node: FunctionDeclSyntax) {}
  override func visitPost(_ node: FunctionDeclSyntax) {}
  override func visit(_ node: StructDeclSyntax) {}
  override func visitPost(_ node: StructDeclSyntax) {}
  override func visit(_ node: ClassDeclSyntax) {}
  override func visitPost(_ node: ClassDeclSyntax) {}
}
