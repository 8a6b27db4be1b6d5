import Foundation
import Testing

@testable import A11yAuditKit

/// Runs every rule's examples: the examples are the rules' test data.
@Suite struct RuleExampleTests {
  static let ruleIDs = RuleRegistry.all.map { $0.description.id }

  @Test(arguments: ruleIDs)
  func everyRuleHasExamplesOfBothKinds(id: String) throws {
    let description = try #require(RuleRegistry.description(for: id))

    #expect(!description.triggeringExamples.isEmpty, "\(id) has no triggering example")
    #expect(!description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
    #expect(description.triggeringExamples.allSatisfy { !$0.markedPositions.isEmpty }, "a triggering example lacks ↓")
  }

  @Test(arguments: ruleIDs)
  func triggeringExamplesReportViolationsExactlyAtTheMarkers(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })

    for example in rule.description.triggeringExamples {
      let violations = Scanner(rules: [rule]).scan(source: example.strippedCode, file: "Example.swift")
        .filter { !$0.passing }

      #expect(
        violations.map(\.span.start) == example.markedPositions,
        "violations at \(violations.map { "\($0.line):\($0.column)" })",
        sourceLocation: example.sourceLocation)
      #expect(violations.allSatisfy { $0.rule == id }, sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: ruleIDs)
  func nonTriggeringExamplesReportNoViolation(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })

    for example in rule.description.nonTriggeringExamples {
      #expect(!example.code.contains(RuleExample.marker), sourceLocation: example.sourceLocation)
      let violations = Scanner(rules: [rule]).scan(source: example.code, file: "Example.swift")
        .filter { !$0.passing }

      #expect(
        violations.isEmpty, "unexpected: \(violations.map { "\($0.line):\($0.column) \($0.snippet)" })",
        sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: ruleIDs)
  func nonTriggeringExamplesStillReportTheirSitesAsPassing(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })
    let passing = rule.description.nonTriggeringExamples.flatMap { example in
      Scanner(rules: [rule]).scan(source: example.code, file: "Example.swift")
    }

    // Most correct examples are sites the rule recognises as passing; the rest are code that is no site at all.
    #expect(passing.count * 2 >= rule.description.nonTriggeringExamples.count)
    #expect(passing.allSatisfy { $0.passing && $0.message == rule.description.passingMessage })
  }
}

/// A folder scan indexes only files holding one of the rules' keywords: every example that yields a finding in
/// memory must hold one, or a folder scan would miss it.
@Suite struct RuleKeywordTests {
  @Test(arguments: RuleExampleTests.ruleIDs)
  func everyExampleWithAFindingHoldsAKeywordOfItsRule(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })
    let declared: [String]? = rule.sourceKeywords
    let keywords = try #require(declared, "\(id) gives no keywords: every file would be walked")
    let examples =
      rule.description.triggeringExamples.map(\.strippedCode) + rule.description.nonTriggeringExamples.map(\.code)

    for code in examples where !Scanner(rules: [rule]).scan(source: code, file: "Example.swift").isEmpty {
      #expect(Array(code.utf8).containsAny(of: keywords.map { Array($0.utf8) }), "no keyword of \(id) in:\n\(code)")
    }
  }

  @Test func aFolderScanFindsWhatAnInMemoryScanOfTheSameFilesFinds() throws {
    let sources = RuleRegistry.all.flatMap { rule in
      rule.description.triggeringExamples.enumerated().map { index, example in
        (file: "\(rule.description.id)-\(index).swift", text: example.strippedCode)
      }
    }
    let tree = try FixtureTree()
    for source in sources { try tree.write(source.file, contents: Data(source.text.utf8)) }

    let fromFolder = try Scanner().scan(root: tree.root).findings
    let inMemory = Scanner().scan(sources: sources).findings

    #expect(fromFolder.count == inMemory.count)
    #expect(fromFolder.map(\.id) == inMemory.map(\.id))
  }

  @Test func containsAnyFindsEachNeedleAnywhereAndNothingElse() {
    let text = Array("let frame = CGRect.zero // size: 12".utf8)

    #expect(text.containsAny(of: [Array("size:".utf8)]))
    #expect(text.containsAny(of: [Array("zzz".utf8), Array("let".utf8)]))
    #expect(text.containsAny(of: [Array("12".utf8)]))
    #expect(!text.containsAny(of: [Array("Size:".utf8), Array("12 ".utf8), Array("".utf8)]))
    #expect(!Array("ab".utf8).containsAny(of: [Array("abc".utf8)]))
  }
}

extension RuleExample {
  /// Where the example is written, for failures.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "A11yAuditKit/\(filePath.split(separator: "/").last ?? "")", filePath: filePath, line: line, column: 1)
  }
}
