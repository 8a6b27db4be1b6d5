import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yAuditKit

/// Rules read the nodes they want from collectors fed by the scanner's one walk (``FileNodeCollector``).
@Suite struct RuleNodeCollectorTests {
  /// A rule that reads a collector it does not name would walk each file again on its own.
  @Test(arguments: RuleExampleTests.ruleIDs)
  func everyCollectorARuleReadsIsOneItNames(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })
    let examples =
      rule.description.triggeringExamples.map(\.strippedCode) + rule.description.nonTriggeringExamples.map(\.code)

    for code in examples {
      let tree = Parser.parse(source: code)
      let index = SourceFileIndex(tree, nodes: IndexPlan.nodeCollectors(of: [rule]))
      let file = SourceFileContext(syntax: tree, file: "Example.swift", project: ProjectContext(), index: index)
      _ = rule.check(file)
      #expect(file.collectorsWalkedAlone.isEmpty, "\(id) reads a collector it does not name, in:\n\(code)")
    }
  }

  @Test func aCollectorTheWalkDidNotFeedWalksTheFileOnItsOwnWithTheSameResult() {
    let tree = Parser.parse(
      source: """
        struct Feed: View { var body: some View { Text("x") } }
        extension Feed { struct Row {} }
        enum Outer { final class Inner {} }
        func build() { struct Local {} }
        let make = { struct InClosure {} }
        var computed: Int { struct InGetter {}; return 1 }
        """)
    let fed = SourceFileContext(
      syntax: tree, file: "A.swift", project: ProjectContext(),
      index: SourceFileIndex(tree, nodes: [FileTypeDeclarations.self]))
    let alone = SourceFileContext(
      syntax: tree, file: "A.swift", project: ProjectContext(), index: SourceFileIndex(tree, nodes: []))

    let names = ["Feed", "Row", "Outer", "Inner", "Local", "InClosure", "InGetter"]
    let fedCounts = names.map { fed.typeDeclarations(named: $0).count }
    #expect(fedCounts == [2, 1, 1, 1, 0, 0, 0])
    #expect(names.map { alone.typeDeclarations(named: $0).count } == fedCounts)
    #expect(fed.collectorsWalkedAlone.isEmpty)
    #expect(alone.collectorsWalkedAlone == [ObjectIdentifier(FileTypeDeclarations.self)])
  }

  @Test func theWalkShowsACollectorOnlyTheKindsItRegisteredFor() {
    let tree = Parser.parse(source: "func f() { g(1); h { k() } }\nstruct S { var x = y() }")
    let index = SourceFileIndex(tree, nodes: [CallCounter.self])
    let counter = try? #require(index.nodeCollector(CallCounter.self))
    #expect(counter?.calls == ["g", "h", "k", "y"])
    #expect(counter?.otherHooks == 0)
  }
}

/// Counts calls, and any hook of a kind it did not register for.
private final class CallCounter: IndexWalkVisitor, FileNodeCollector {
  static let indexedNodes: IndexedNodes = [.calls]
  var calls: [String] = []
  var otherHooks = 0

  required override init() {}

  override func visit(_ node: FunctionCallExprSyntax, calledName name: String) { calls.append(name) }
  override func visit(_ node: FunctionDeclSyntax) { otherHooks += 1 }
  override func visit(_ node: StructDeclSyntax) { otherHooks += 1 }
  override func visit(_ node: CodeBlockSyntax) { otherHooks += 1 }
  override func visit(_ node: ClosureExprSyntax) { otherHooks += 1 }
}
