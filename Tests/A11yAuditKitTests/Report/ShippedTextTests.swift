import Foundation
import Testing

@testable import A11yAuditKit

/// What the tool ships and prints cites public references (WCAG 2.2, Apple's Human Interface Guidelines, SwiftUI
/// documentation) or states the practice in plain words: never the project's internal documents, which users do not
/// have. A mention of a "seed" document is the sign of such a citation.
@Suite struct ShippedTextTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func resourceFilesAndTheReadmeCiteNoInternalDocument() throws {
    let resources = Self.packageRoot.appendingPathComponent("Resources")
    let enumerator = try #require(FileManager.default.enumerator(at: resources, includingPropertiesForKeys: nil))
    var files = enumerator.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
    files.append(Self.packageRoot.appendingPathComponent("README.md"))
    var read = 0
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      read += 1
      let mentions = internalDocumentMentions(
        in: text, source: String(file.path.dropFirst(Self.packageRoot.path.count + 1)))
      #expect(mentions.isEmpty, "\(mentions)")
    }

    #expect(read >= RuleRegistry.all.count + 10, "Resources/Rules and Resources/Sample were not found")
  }

  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func ruleDescriptionsCiteNoInternalDocument(id: String) throws {
    let rule = try #require(RuleRegistry.description(for: id))
    var fields = [
      "id": rule.id, "title": rule.title, "summary": rule.summary, "rationale": rule.rationale, "wcag": rule.wcag,
      "message": rule.message, "passingMessage": rule.passingMessage, "recommendation": rule.recommendation,
      "impact": rule.impact, "impactDescription": rule.impactDescription, "tags": rule.tags.joined(separator: ", "),
      "automaticFix": rule.automaticFix ?? "",
    ]
    for variant in rule.variants {
      fields["variant \(variant.id)"] = [variant.id, variant.when, variant.message, variant.recommendation]
        .joined(separator: "\n")
    }

    for (field, text) in fields.sorted(by: { $0.key < $1.key }) {
      let mentions = internalDocumentMentions(in: text, source: "\(id) \(field)")
      #expect(mentions.isEmpty, "\(mentions)")
    }
  }

  @Test func theUnusedSuppressionWordsCiteNoInternalDocument() {
    let words = SuppressionRuleDescription.unusedSuppression
    let text = [words.id, words.title, words.summary, words.message, words.recommendation].joined(separator: "\n")

    #expect(internalDocumentMentions(in: text, source: words.id).isEmpty)
  }

  @Test func findingsOnTheSampleAndOnEveryRuleExampleCiteNoInternalDocument() {
    var findings = SampleScan.result.findings
    for rule in RuleRegistry.all {
      let examples =
        rule.description.triggeringExamples.map(\.strippedCode) + rule.description.nonTriggeringExamples.map(\.code)
      for code in examples {
        findings += Scanner(rules: [rule]).scan(source: code, file: "Example.swift")
      }
    }

    #expect(findings.count > SampleScan.result.findings.count)
    for finding in findings {
      let source = "\(finding.rule) at \(finding.file):\(finding.line)"
      let mentions = internalDocumentMentions(in: finding.message + "\n" + finding.recommendation, source: source)
      #expect(mentions.isEmpty, "\(mentions)")
    }
  }

  @Test func everyReportOfTheSampleCitesNoInternalDocument() throws {
    let report = SampleScan.report()
    var outputs = [
      "sarif": String(decoding: try SARIFReport.make(report, toolVersion: "0.1.0"), as: UTF8.self),
      "json": String(decoding: try JSONEncoder().encode(report), as: UTF8.self),
      "text": TextReport.render(report),
      "xcode": XcodeReport.render(report),
      "inventory": MotionInventory.table(MotionInventory.make(SampleScan.result)),
    ]
    for category in Category.allCases {
      outputs["markdown \(category.rawValue)"] = MarkdownAuditReport.render(
        report, category: category, files: SampleScan.result.files, appName: "Sample",
        date: Date(timeIntervalSince1970: 1_800_000_000))
    }

    for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
      #expect(!text.isEmpty, "\(name) is empty")
      let mentions = internalDocumentMentions(in: text, source: name)
      #expect(mentions.isEmpty, "\(mentions)")
    }
  }
}

/// Each line of `text` that names a "seed" document (the word "seed" at the start of a word, in any case), as
/// `source:line: text`.
func internalDocumentMentions(in text: String, source: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
    line.contains(#/(?i)\bseed/#) ? "\(source):\(index + 1): \(line)" : nil
  }
}
