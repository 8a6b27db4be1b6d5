import Foundation
import Testing

@testable import A11yAuditKit

/// A rule's facts are its description's: whether it has an automatic fix, and how much it hurts (its `impact` is its
/// severity). The areas' vocabulary is kept on ``Category``.
@Suite struct RuleFactsTests {
  @Test func automaticFixesAreWhatTheDescriptionsSay() {
    let fixed = Set(RuleRegistry.automaticallyFixed.map { $0.description.id })
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(description.hasAutomaticFix == (description.automaticFix != nil))
      #expect(fixed.contains(description.id) == description.hasAutomaticFix)
      let record = FindingRecord(
        finding: Finding(
          id: "x", rule: description.id, category: description.category, severity: description.severity,
          file: "A.swift",
          span: SourceSpan(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)),
          snippet: "", message: "", recommendation: "", passing: false, context: ""))
      #expect(record.hasAutomaticFix == description.hasAutomaticFix, "\(description.id)")
    }
    #expect(RuleRegistry.fixedWhenNamed.allSatisfy { $0.description.hasAutomaticFix })
  }

  @Test func impactIsTheSeverity() {
    for rule in RuleRegistry.all {
      #expect(rule.description.impact == rule.description.severity.label, "\(rule.description.id)")
      #expect(rule.description.documentation.contains("\nimpact: \(rule.description.severity.label)\n"))
    }
  }

  @Test func auditFilesNameAreasInTheirWords() {
    for area in Category.allCases {
      for word in area.auditWords { #expect(AuditVocabulary.category(in: "An audit of \(word)") == area) }
    }
    #expect(AuditVocabulary.category(in: "VoiceOver and Reduce Motion") == .reduceMotion)
    #expect(AuditVocabulary.category(in: "Nothing here") == nil)
  }
}
