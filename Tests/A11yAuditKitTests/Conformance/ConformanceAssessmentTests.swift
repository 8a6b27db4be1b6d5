import Foundation
import Testing

@testable import A11yAuditKit

/// The rules of ``ConformanceAssessment``, one at a time, on a small store: two screens and findings failing 2.3.3.
@Suite struct ConformanceAssessmentTests {
  static let motionRules = RuleRegistry.rules(in: .reduceMotion).map { $0.description.id }

  static func finding(_ id: String, file: String, criteria: [String] = ["2.3.3"]) -> Finding {
    var finding = makeFinding(id: id, file: file)
    finding.wcag = criteria
    return finding
  }

  static func document(
    _ records: [FindingRecord], reviewed: [ReviewState] = [.notReviewed, .notReviewed]
  ) -> StoreDocument {
    StoreDocument(
      findings: records,
      screens: zip(["Views/A.swift", "Views/B.swift"], reviewed).map { file, review in
        ScreenRecord(
          screen: Screen(name: String(file.dropFirst(6).dropLast(6)), file: file, line: 1, group: "Views"),
          review: review)
      })
  }

  /// The assessment of 2.3.3 Animation from Interactions (Level AAA).
  static func assess(_ document: StoreDocument, rules: [String] = motionRules) -> CriterionAssessment {
    ConformanceAssessment.make(document: document, audits: [], rules: rules, upTo: .aaa).criteria.first {
      $0.criterion.number == "2.3.3"
    }!
  }

  @Test func everyCriterionOfLevelsAAndAAIsAssessedAndParsingIsNotApplicableAsObsolete() {
    let assessment = ConformanceAssessment.make(document: StoreDocument(), audits: [], rules: [])
    #expect(assessment.criteria.count == 56)
    #expect(
      ConformanceAssessment.make(document: StoreDocument(), audits: [], rules: [], upTo: .aaa).criteria.count == 87)
    let parsing = assessment.criteria.first { $0.criterion.number == "4.1.1" }
    #expect(parsing?.level == .notApplicable)
    #expect(parsing?.remarks.contains("removed 4.1.1 Parsing as obsolete") == true)
    #expect(assessment.isDraft)
  }

  @Test func failingFindingsOnSomeScreensPartlySupportAndOnEveryScreenDoNotSupport() {
    let a = FindingRecord(finding: Self.finding("a", file: "Views/A.swift"))
    let b = FindingRecord(finding: Self.finding("b", file: "Views/B.swift"))
    let some = Self.assess(Self.document([a]))
    #expect(some.level == .partiallySupports)
    #expect(some.screensFailing == ["A"])
    #expect(
      some.remarks.hasPrefix("1 open finding (1 high) fails it on 1 of 2 screens (A), in 1 file (Views/A.swift)."))
    #expect(Self.assess(Self.document([a, b])).level == .doesNotSupport)
    #expect(Self.assess(StoreDocument(findings: [a])).level == .doesNotSupport)
  }

  @Test func whatCountsAsFailingFollowsTheScanAndTheTriage() {
    func level(_ status: FixStatus, _ presence: Presence) -> ConformanceLevel {
      Self.assess(
        Self.document([
          FindingRecord(finding: Self.finding("a", file: "Views/A.swift"), status: status, presence: presence)
        ])
      ).level
    }
    #expect(level(.open, .violation) == .partiallySupports)
    #expect(level(.inProgress, .violation) == .partiallySupports)
    #expect(level(.fixed, .violation) == .partiallySupports)
    #expect(level(.wontFix, .violation) == .partiallySupports)
    #expect(level(.acceptedRisk, .violation) == .partiallySupports)
    #expect(level(.falsePositive, .violation) == .notEvaluated)
    #expect(level(.verified, .passing) == .notEvaluated)
    #expect(level(.verified, .absent) == .notEvaluated)
  }

  @Test func wontFixFindingsAreNamedInTheRemarksWithTheirNotes() {
    let record = FindingRecord(
      finding: Self.finding("a", file: "Views/A.swift"), status: .wontFix,
      notes: [Note(at: t0, text: "Brand animation, approved by design")])
    let assessment = Self.assess(Self.document([record]))
    #expect(assessment.remarks.contains("1 finding triaged won't fix fails it on 1 of 2 screens"))
    #expect(assessment.remarks.contains("Won't fix: Views/A.swift:10 “Brand animation, approved by design”."))
  }

  @Test func acceptedRisksAreCitedInTheRemarksWithWhoAcceptedThemUntilWhenAndWhy() {
    var record = FindingRecord(finding: Self.finding("a", file: "Views/A.swift"))
    record.acceptRisk(RiskAcceptance(by: "Dana Lee", until: "2027-03-31", reason: "Ships in Q2", at: t0))
    let open = FindingRecord(finding: Self.finding("b", file: "Views/A.swift"))
    let assessment = Self.assess(Self.document([record, open]))
    #expect(assessment.open.map(\.id) == ["b"])
    #expect(assessment.acceptedRisks.map(\.id) == ["a"])
    #expect(assessment.remarks.hasPrefix("1 open finding (1 high) and 1 finding accepted as a risk for now fail it"))
    #expect(
      assessment.remarks.contains(
        "Accepted risk: Views/A.swift:10 until 2027-03-31, accepted by Dana Lee “Ships in Q2”."))
    let listing = ConformanceListing(
      ConformanceAssessment.make(
        document: Self.document([record, open]), audits: [], rules: Self.motionRules, upTo: .aaa))
    let entry = listing.criteria.first { $0.number == "2.3.3" }
    #expect(entry?.open == 1 && entry?.wontFix == 0 && entry?.acceptedRisk == 1)
    #expect(listing.text.contains("1 open, 1 accepted"))
  }

  @Test func supportsNeedsEveryScreenReviewedAndARuleAuditOrReviewThatCoversIt() {
    #expect(Self.assess(Self.document([])).level == .notEvaluated)
    let reviewed = Self.document([], reviewed: [.reviewed, .reviewed])
    #expect(Self.assess(reviewed).level == .supports)
    #expect(Self.assess(reviewed).remarks.contains("All 2 screens are reviewed."))
    #expect(Self.assess(Self.document([], reviewed: [.reviewed, .inReview])).level == .notEvaluated)
    #expect(Self.assess(reviewed, rules: []).level == .notEvaluated)
    #expect(Self.assess(StoreDocument(), rules: Self.motionRules).level == .notEvaluated)
  }

  @Test func supportsNeedsEveryScreenReviewedForTheAreasAnsweringForTheCriterion() {
    var document = Self.document([])
    for screen in document.screens { document.setReview(.reviewed, forScreen: screen.id, area: .dynamicType) }
    #expect(Self.assess(document).level == .notEvaluated)
    for screen in document.screens { document.setReview(.reviewed, forScreen: screen.id, area: .reduceMotion) }
    #expect(Self.assess(document).level == .supports)
  }

  @Test func aComponentsFindingFailsTheScreensUsingItAndComponentsAreNotCounted() {
    var document = Self.document([FindingRecord(finding: Self.finding("c", file: "Views/Row.swift"))])
    document.screens[0].screen.components = ["Row"]
    document.screens[0].screen.kind = .screen
    document.screens[1].screen.kind = .screen
    document.screens.append(
      ScreenRecord(screen: Screen(name: "Row", file: "Views/Row.swift", line: 1, group: "Views", kind: .component)))
    let assessment = Self.assess(document)
    #expect(assessment.screens == 2)
    #expect(assessment.screensFailing == ["A"])
    #expect(assessment.level == .partiallySupports)
  }

  @Test func aPersonsLevelDecidesUnlessFindingsFail() {
    var document = Self.document([])
    document.setReview(ofCriterion: "2.3.3", level: .notApplicable, note: "The app has no animation", at: t0)
    let judged = Self.assess(document)
    #expect(judged.level == .notApplicable)
    #expect(judged.remarks.contains("A reviewer judged it Not Applicable."))
    #expect(judged.remarks.hasSuffix("Reviewer's note: The app has no animation"))

    document.findings = [FindingRecord(finding: Self.finding("a", file: "Views/A.swift"))]
    let overruled = Self.assess(document)
    #expect(overruled.level == .partiallySupports)
    #expect(overruled.remarks.contains("which does not stand while findings fail it"))
  }

  @Test func aReviewersNoteCoversACriterionNoRuleTests() {
    var document = Self.document([], reviewed: [.reviewed, .reviewed])
    document.setReview(ofCriterion: "2.4.2", level: nil, note: "Every screen sets a navigation title", at: t0)
    let titled = ConformanceAssessment.make(document: document, audits: [], rules: []).criteria.first {
      $0.criterion.number == "2.4.2"
    }
    #expect(titled?.level == .supports)
    #expect(titled?.remarks.contains("Reviewer's note: Every screen sets a navigation title") == true)
  }

  @Test func theRemarksSayWhatAPersonJudgesWhereRulesDecideOnlyPartOrNothing() throws {
    let rules = RuleRegistry.all.map { $0.description.id }
    let assessment = ConformanceAssessment.make(document: Self.document([]), audits: [], rules: rules)
    func remarks(_ number: String) throws -> String {
      try #require(assessment.criteria.first { $0.criterion.number == number }).remarks
    }

    #expect(try remarks("3.2.3").contains("needs a manual evaluation. Consistent navigation across screens"))
    #expect(try remarks("1.4.3").contains("The rules decide it only in part: known colours are judged;"))
    #expect(try remarks("1.4.3").contains("“Give text and symbols enough contrast"))
    #expect(try !remarks("1.3.4").contains("only in part"))
  }

  @Test func reviewsAreKeptOnePerCriterionAndClearedWhenEmpty() {
    var document = StoreDocument()
    document.setReview(ofCriterion: "1.2.2", level: .notApplicable, note: "No video", at: t0)
    document.setReview(ofCriterion: "1.2.2", level: .supports, note: nil, at: t1)
    #expect(document.criterionReviews == [CriterionReview(number: "1.2.2", level: .supports, note: "No video", at: t1)])
    document.setReview(ofCriterion: "1.2.2", level: nil, note: nil, at: t1)
    #expect(document.criterionReviews == [CriterionReview(number: "1.2.2", level: nil, note: "No video", at: t1)])
  }
}
