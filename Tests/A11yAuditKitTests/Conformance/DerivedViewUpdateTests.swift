import Foundation
import Testing

@testable import A11yAuditKit

/// The conformance assessment and the labels' readiness taken forward by the changes of the store, row by row, give
/// what working them out from the whole store gives.
@Suite struct DerivedViewUpdateTests {
  static let rules = RuleRegistry.all.map { $0.description.id }
  static let ruleIDs = [
    "with-animation-reduce-motion", "image-missing-label", "icon-button-missing-label", "touch-target-size",
    "fixed-font-size",
  ]

  /// Four screens and a file no screen holds, 60 findings of five rules spread over them.
  static func document() -> StoreDocument {
    let files = ["Views/A.swift", "Views/B.swift", "Views/C.swift", "Views/D.swift", "Support/Helpers.swift"]
    let findings = (0..<60).map { index in
      var finding = makeFinding(id: String(format: "f%02d", index), file: files[index % files.count], line: 10 + index)
      finding.rule = ruleIDs[index % ruleIDs.count]
      return FindingRecord(finding: finding, status: index % 4 == 0 ? .wontFix : .open)
    }
    let screens = files.dropLast().map { file in
      ScreenRecord(screen: Screen(name: String(file.dropFirst(6).dropLast(6)), file: file, line: 1, group: "Views"))
    }
    return StoreDocument(findings: findings, screens: screens)
  }

  /// Status and presence changes through every status, one finding at a time, then several at once.
  static func changes(of document: inout StoreDocument) -> [[FindingChange]] {
    let statuses = FixStatus.allCases
    var steps: [[FindingChange]] = []
    for step in 0..<48 {
      let indices = step < 40 ? [(step * 7) % 60] : [step % 60, (step * 11) % 60, (step * 13 + 5) % 60]
      var changes: [FindingChange] = []
      for index in Set(indices).sorted() {
        let old = document.findings[index]
        document.findings[index].status = statuses[(step * 3 + index) % statuses.count]
        if step % 5 == 0 { document.findings[index].presence = step % 10 == 0 ? .absent : .violation }
        changes.append(FindingChange(old: old, new: document.findings[index]))
      }
      steps.append(changes)
    }
    return steps
  }

  @Test func triageChangesGiveTheAssessmentOfTheWholeStore() {
    var document = Self.document()
    var assessment = ConformanceAssessment.make(document: document, audits: [], rules: Self.rules)
    let byScreen = ScreenFindings(screens: document.screens, records: document.findings)
    var copy = document
    for (step, changes) in Self.changes(of: &copy).enumerated() {
      for change in changes { document.findings[document.findings.firstIndex { $0.id == change.new.id }!] = change.new }
      assessment.update(with: changes, screens: document.screens, findingsByScreen: byScreen)
      #expect(
        assessment == ConformanceAssessment.make(document: document, audits: [], rules: Self.rules), "step \(step)")
    }
  }

  @Test func triageChangesGiveTheReadinessOfTheWholeStore() {
    var document = Self.document()
    func make() -> LabelReadiness {
      LabelReadiness.make(document: document, rules: Self.rules, video: VideoPresence(playerSites: 1), device: .iPhone)
    }
    var readiness = make()
    let byScreen = ScreenFindings(screens: document.screens, records: document.findings)
    var copy = document
    for (step, changes) in Self.changes(of: &copy).enumerated() {
      for change in changes { document.findings[document.findings.firstIndex { $0.id == change.new.id }!] = change.new }
      readiness.update(with: changes, screens: document.screens, findingsByScreen: byScreen)
      #expect(readiness == make(), "step \(step)")
    }
  }

  @Test func reviewersLevelsAndConclusionsChangeOnlyTheirRows() {
    var document = Self.document()
    var assessment = ConformanceAssessment.make(document: document, audits: [], rules: Self.rules)
    var readiness = LabelReadiness.make(document: document, rules: Self.rules, video: nil, device: .iPhone)
    let at = Date(timeIntervalSince1970: 1_790_000_000)
    document.criterionReviews = [
      CriterionReview(number: "1.4.3", level: .supports, note: "Checked in both modes", by: "Ana", at: at),
      CriterionReview(number: "1.1.1", level: .notApplicable, note: "", by: "Ana", at: at),
    ]
    document.featureDeclarations = [
      FeatureDeclaration(feature: .darkInterface, device: .iPad, claim: .supported, by: "Ana", note: "All", at: at),
      FeatureDeclaration(feature: .voiceOver, device: .iPad, claim: .notSupported, by: "Ana", note: "", at: at),
    ]
    assessment.update(reviewsOf: document)
    readiness.update(declarationsOf: document, device: .iPad)

    #expect(assessment == ConformanceAssessment.make(document: document, audits: [], rules: Self.rules))
    #expect(readiness == LabelReadiness.make(document: document, rules: Self.rules, video: nil, device: .iPad))
  }
}
