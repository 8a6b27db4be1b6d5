import Foundation
import Testing

@testable import A11yAuditKit

/// Every registered rule has its document in `Resources/Rules`, generated from its description, and the document's
/// examples behave as they say: incorrect ones trigger, correct ones do not.
@Suite struct RuleDocumentationTests {
  static let ruleIDs = RuleRegistry.all.map { $0.description.id }

  @Test(arguments: ruleIDs)
  func documentMatchesTheRuleDescription(id: String) throws {
    let description = try #require(RuleRegistry.description(for: id))
    let expected = RuleDocument.render(description)
    if RuleDocument.isRecording {
      try FileManager.default.createDirectory(at: RuleDocument.folder, withIntermediateDirectories: true)
      try Data(expected.utf8).write(to: RuleDocument.url(for: id))
      Issue.record("recorded \(RuleDocument.url(for: id).path); run again without A11Y_RECORD_DOCS")
      return
    }
    let actual = try String(contentsOf: RuleDocument.url(for: id), encoding: .utf8)

    #expect(actual == expected, "\(id).md drifted from the rule; re-record with A11Y_RECORD_DOCS=1 swift test")
  }

  @Test(arguments: ruleIDs)
  func frontMatterAndTitleAreTheDescriptions(id: String) throws {
    let description = try #require(RuleRegistry.description(for: id))
    let blocks = MarkdownParser.parse(try String(contentsOf: RuleDocument.url(for: id), encoding: .utf8))

    guard case .frontMatter(let fields, _)? = blocks.first else {
      Issue.record("\(id).md has no front matter")
      return
    }
    let values = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    #expect(values["title"] == description.title)
    #expect(values["impact"] == description.impact)
    #expect(values["tags"] == description.tags.joined(separator: ", "))
    #expect(blocks.contains { $0 == .heading(level: 2, text: description.title, line: $0.line) })
  }

  @Test(arguments: ruleIDs)
  func incorrectExamplesTriggerAndCorrectOnesDoNot(id: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == id })
    let blocks = MarkdownParser.parse(try String(contentsOf: RuleDocument.url(for: id), encoding: .utf8))
    var label = ""
    var checked = (incorrect: 0, correct: 0)
    for block in blocks {
      if case .paragraph(let text, _) = block { label = text }
      guard case .code(_, let code, let lines) = block else { continue }
      let violations = Scanner(rules: [rule]).scan(source: code, file: "Doc.swift").filter { !$0.passing }
      if label.hasPrefix("**Incorrect") {
        #expect(!violations.isEmpty, "\(id).md:\(lines.lowerBound) is marked incorrect but does not trigger")
        checked.incorrect += 1
      } else if label.hasPrefix("**Correct") {
        #expect(violations.isEmpty, "\(id).md:\(lines.lowerBound) is marked correct but triggers")
        checked.correct += 1
      }
    }

    #expect(checked.incorrect == rule.description.triggeringExamples.count)
    #expect(checked.correct == rule.description.nonTriggeringExamples.count)
  }

  @Test func everyDocumentBelongsToARegisteredRule() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: RuleDocument.folder.path).filter {
      $0.hasSuffix(".md")
    }

    #expect(Set(names) == Set(Self.ruleIDs.map { "\($0).md" }))
  }
}
