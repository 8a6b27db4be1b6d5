import Foundation
import PropertyBased
import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yAuditKit

/// The scanner skips work on byte-level evidence (a needle absent from a file or a node's text); each shortcut must
/// give the answer the full work gives.
@Suite struct ScanShortcutTests {
  /// A text of a few bytes, 1–12 needles (1–6 take the memchr path, 7–12 the single pass), and where a range
  /// starts and how long it is (it may begin before or end after the text, or be empty).
  static let searches = zip(
    byte.array(of: 0...40), byte.array(of: 0...4).array(of: 1...12), Gen.int(in: -2...42), Gen.int(in: -1...40))
  private static let byte = Gen<UInt8?>.element(of: Array("abc.(".utf8)).map { $0! }

  @Test func containsAnyAgreesWithANaiveSearchForFewAndManyNeedlesAndAnyRange() async {
    var hits = 0
    await propertyCheck(count: 3_000, input: Self.searches) { text, needles, start, length in
      let lower = min(start, text.count + 2)
      let range = lower..<max(lower, lower + min(length, text.count))
      func naive(_ range: Range<Int>) -> Bool {
        let clamped = range.clamped(to: 0..<text.count)
        return needles.contains { needle in
          !needle.isEmpty && needle.count <= clamped.count
            && (clamped.lowerBound...(clamped.upperBound - needle.count)).contains { start in
              Array(text[start..<(start + needle.count)]) == needle
            }
        }
      }

      let expected = naive(range)
      if expected { hits += 1 }
      #expect(text.containsAny(of: needles, in: range) == expected, "\(text) \(needles) \(range)")
      #expect(text.containsAny(of: needles) == naive(0..<text.count), "\(text) \(needles)")
    }
    #expect(hits > 500 && hits < 2_500, "the generated cases should both find and miss needles: \(hits) found")
  }

  @Test func theReaderReturnsEveryByteOfEmptySmallAndLargeFiles() throws {
    let tree = try FixtureTree()
    let sizes = [0, 1, 4_095, 65_536, 200_001]
    for size in sizes {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      try tree.write("file-\(size).swift", contents: Data(bytes))
      let read = SourceFileReader.contents(ofPath: tree.root.appendingPathComponent("file-\(size).swift").path)
      #expect((try? read.get()) == bytes, "\(size) bytes")
    }
  }

  @Test func theReaderSaysWhyAFolderOrAMissingFileCannotBeRead() throws {
    let tree = try FixtureTree()
    try tree.write("Folder/Inner.swift", contents: Data())
    for (path, reason) in [("Folder", "Is a directory"), ("Missing.swift", "No such file or directory")] {
      guard case .failure(let failure) = SourceFileReader.contents(ofPath: tree.root.appendingPathComponent(path).path)
      else {
        Issue.record("\(path) was read")
        continue
      }
      #expect(failure.message == "cannot read: \(reason)")
    }
  }

  /// The guards look at a node's text before walking it: on every node of every Reduce Motion example and of the
  /// sample's views, the answers must be those of the walk alone.
  @Test func theGuardsAnswerTheSameWithAndWithoutLookingAtTheText() throws {
    var sources = RuleRegistry.all.filter { $0.description.category == .reduceMotion }.flatMap { rule in
      rule.description.triggeringExamples.map(\.strippedCode) + rule.description.nonTriggeringExamples.map(\.code)
    }
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Sample/Sources")
    let files = FileManager.default.enumerator(atPath: sample.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      sources.append(try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8))
    }
    #expect(sources.count > 100)

    var nodes = 0
    var mentioning = 0
    for source in sources {
      let syntax = Parser.parse(source: source)
      let facts = SourceFileIndex(syntax).facts(ReduceMotionFacts.self)
      let project = ReduceMotionFacts(helperNames: ["accessibleAnimation", "motionSafe"])
      let fast = ReduceMotionGuards(facts: facts, project: project, source: Array(source.utf8))
      let walking = ReduceMotionGuards(facts: facts, project: project)
      for node in AllNodes.of(syntax) {
        nodes += 1
        let mentioned = walking.isMentioned(in: node)
        if mentioned { mentioning += 1 }
        #expect(fast.isMentioned(in: node) == mentioned, "\(node.trimmedDescription)")
        let reads = walking.readsSettingDirectly(in: node)
        #expect(fast.readsSettingDirectly(in: node) == reads, "\(node.trimmedDescription)")
        if reads { #expect(fast.mayReadSetting(in: node), "\(node.trimmedDescription)") }
      }
    }
    #expect(nodes > 10_000)
    #expect(mentioning > 500, "the setting should be mentioned by many nodes: \(mentioning)")
  }

  @Test func identifierCaseIsDecidedOnTheFirstCharacter() {
    #expect("Typography".startsUppercase && !"Typography".startsLowercase)
    #expect("isAnimating".startsLowercase && !"isAnimating".startsUppercase)
    #expect(!"_value".startsUppercase && !"_value".startsLowercase)
    #expect(!"".startsUppercase && !"".startsLowercase)
    #expect("Äpfel".startsUppercase && "éclair".startsLowercase)
    #expect(!"9lives".startsUppercase && !"`default`".startsLowercase)
  }
}

/// Every node of a tree, in source order.
private final class AllNodes: SyntaxAnyVisitor {
  private(set) var nodes: [Syntax] = []

  static func of(_ tree: some SyntaxProtocol) -> [Syntax] {
    let visitor = AllNodes(viewMode: .sourceAccurate)
    visitor.walk(tree)
    return visitor.nodes
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    nodes.append(node)
    return .visitChildren
  }
}
