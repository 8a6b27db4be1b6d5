import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yAuditKit

/// The scanner skips work on byte-level evidence (a needle absent from a file or a node's text); each shortcut must
/// give the answer the full work gives.
@Suite struct ScanShortcutTests {
  /// A reproducible generator, so that a failure can be replayed.
  private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  @Test func containsAnyAgreesWithANaiveSearchForFewAndManyNeedlesAndAnyRange() {
    var generator = Generator(state: 42)
    let alphabet = Array("abc.(".utf8)
    func word(_ length: Int) -> [UInt8] {
      (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
    }
    var hits = 0
    for round in 0..<3_000 {
      let text = word(Int.random(in: 0...40, using: &generator))
      // 1–6 needles take the memchr path, 7–12 the single pass.
      let needles = (0..<(1 + round % 12)).map { _ in word(Int.random(in: 0...4, using: &generator)) }
      let lower = Int.random(in: -2...(text.count + 2), using: &generator)
      let range = lower..<max(lower, lower + Int.random(in: -1...text.count, using: &generator))

      let clamped = range.clamped(to: 0..<text.count)
      let expected = needles.contains { needle in
        !needle.isEmpty && needle.count <= clamped.count
          && (clamped.lowerBound...(clamped.upperBound - needle.count)).contains { start in
            Array(text[start..<(start + needle.count)]) == needle
          }
      }
      if expected { hits += 1 }
      #expect(text.containsAny(of: needles, in: range) == expected, "\(text) \(needles) \(range)")
      if range == 0..<text.count { #expect(text.containsAny(of: needles) == expected) }
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
      #expect(failure.message == reason)
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
