import Foundation
import Testing
import Yams

@testable import A11yAuditKit

/// The VPAT 2.5 editions: the Section 508 and EN 301 549 chapters, answered from the WCAG assessment and reviews,
/// in Markdown and in OpenACR.
@Suite struct ConformanceEditionTests {
  /// GSA's catalogs, when a copy is at hand (`A11Y_OPENACR_CATALOGS`, a folder holding
  /// `2.5-edition-wcag-2.2-508-eu-en.yaml`); the other tests stand on the chapters' own counts.
  static let catalogFolder: URL? = ProcessInfo.processInfo.environment["A11Y_OPENACR_CATALOGS"].map {
    URL(fileURLWithPath: $0)
  }

  static func report(_ format: ReportFormat, _ edition: ACREdition, product: ProductInfo? = nil) throws -> String {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let request = ReportRequest(format: format, date: t0, edition: edition, product: product)
    return String(decoding: try session.report(request).data, as: UTF8.self)
  }

  static let product = ProductInfo(
    name: "Cards", version: "2.0", description: "Flash cards for language learners.", vendor: "Cards Inc.",
    contact: "a11y@cards.example")

  @Test func theChaptersHoldEveryRowOfTheInternationalCatalogOnce() {
    let counts = ConformanceCatalog.chapters.map { ($0.id, $0.rows.count) }
    #expect(
      counts.map(\.0).prefix(4) == [
        "functional_performance_criteria", "hardware", "software", "support_documentation_and_services",
      ])
    #expect(counts.map(\.1) == [9, 55, 26, 5, 11, 39, 20, 10, 33, 0, 3, 31, 7, 8])
    let ids = ConformanceCatalog.chapters.flatMap(\.rows).map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { SuccessCriterion.wcag22($0) == nil }, "row numbers never collide with WCAG's")
    for row in ConformanceCatalog.chapters.flatMap(\.rows) {
      if case .wcag(let numbers) = row.answer {
        #expect(
          !numbers.isEmpty && numbers.allSatisfy { SuccessCriterion.wcag22($0)?.level ?? .aaa <= .aa }, "\(row.id)")
      }
    }
  }

  @Test(.enabled(if: catalogFolder != nil, "A11Y_OPENACR_CATALOGS is not set: GSA's catalog is not at hand"))
  func theChaptersMatchGSAsCatalogRowForRow() throws {
    let folder = try #require(Self.catalogFolder)
    let text = try String(
      contentsOf: folder.appendingPathComponent("2.5-edition-wcag-2.2-508-eu-en.yaml"), encoding: .utf8)
    let catalog = try #require(try Yams.load(yaml: text) as? [String: Any])
    let chapters = try #require(catalog["chapters"] as? [[String: Any]])
    let wcag = ["success_criteria_level_a", "success_criteria_level_aa", "success_criteria_level_aaa"]
    let theirs = chapters.filter { !wcag.contains($0["id"] as? String ?? "") }
    #expect(theirs.compactMap { $0["id"] as? String } == ConformanceCatalog.chapters.map(\.id))
    for (chapter, ours) in zip(theirs, ConformanceCatalog.chapters) {
      let rows = (chapter["criteria"] as? [[String: Any]]) ?? []
      #expect(rows.compactMap { $0["id"] as? String } == ours.rows.map(\.id), "\(ours.id)")
    }
    for chapter in chapters where wcag.contains(chapter["id"] as? String ?? "") {
      let level = SuccessCriterion.Level.allCases.first {
        "success_criteria_level_\($0.rawValue.lowercased())" == chapter["id"] as? String
      }!
      #expect(
        ((chapter["criteria"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
          == WCAG22.criteria(at: level).map(\.number))
    }
  }

  @Test func aRowFollowingWCAGTakesItsCriteriasLevelsAndRemarks() throws {
    func criterion(_ number: String, _ level: ConformanceLevel) -> CriterionAssessment {
      CriterionAssessment(
        criterion: SuccessCriterion.wcag22(number)!, level: level, remarks: "Remarks of \(number).", rules: [],
        auditFiles: [], failing: [], screens: 2, screensFailing: [], screensReviewed: 0, review: nil)
    }
    let row = try #require(ConformanceCatalog.row("503.4.2"))
    let partial = CatalogRowAssessment.make(
      row, criteria: ["1.2.3": criterion("1.2.3", .partiallySupports), "1.2.5": criterion("1.2.5", .supports)],
      review: nil)
    #expect(partial.level == .partiallySupports)
    #expect(
      partial.remarks.hasPrefix(
        "Follows WCAG 2.2 1.2.3 Audio Description or Media Alternative (Prerecorded) (Partially Supports), 1.2.5"))
    #expect(partial.remarks.contains("1.2.3: Remarks of 1.2.3."))
    let supported = CatalogRowAssessment.make(
      row, criteria: ["1.2.3": criterion("1.2.3", .supports), "1.2.5": criterion("1.2.5", .notApplicable)], review: nil)
    #expect(supported.level == .supports)
    let none = CatalogRowAssessment.make(
      row, criteria: ["1.2.3": criterion("1.2.3", .doesNotSupport), "1.2.5": criterion("1.2.5", .doesNotSupport)],
      review: nil)
    #expect(none.level == .doesNotSupport)
    let open = CatalogRowAssessment.make(
      row, criteria: ["1.2.3": criterion("1.2.3", .notEvaluated), "1.2.5": criterion("1.2.5", .supports)], review: nil)
    #expect(open.level == .notEvaluated)
    let reviewed = CatalogRowAssessment.make(
      row, criteria: ["1.2.3": criterion("1.2.3", .notEvaluated), "1.2.5": criterion("1.2.5", .supports)],
      review: CriterionReview(number: "503.4.2", level: .supports, note: "Checked every video", by: "Ana", at: t0))
    #expect(reviewed.level == .supports)
    #expect(reviewed.remarks.hasSuffix("Reviewer's note (Ana): Checked every video"))
  }

  @Test func aRowCodeCannotDecideSaysWhatToCheckUntilAReviewerAnswers() throws {
    let row = try #require(ConformanceCatalog.row("5.3"))
    let open = CatalogRowAssessment.make(row, criteria: [:], review: nil)
    #expect(open.level == .notEvaluated)
    #expect(open.remarks.contains("Face ID or Touch ID is never the only way"))
    let hardware = CatalogRowAssessment.make(
      try #require(ConformanceCatalog.row("407.3.1")), criteria: [:], review: nil)
    #expect(hardware.level == .notApplicable)
    #expect(hardware.remarks == "Applies to hardware: the product is a software app.")
    let heading = CatalogRowAssessment.make(try #require(ConformanceCatalog.row("11.5")), criteria: [:], review: nil)
    #expect(heading.remarks == "Heading cell: no response required.")
  }

  @Test(arguments: ACREdition.allCases)
  func theMarkdownReportHasTheVPATSectionsInOrder(edition: ACREdition) throws {
    let text = try Self.report(.acr, edition, product: Self.product)
    var headings = [
      "## \(edition.title)", "**Name of Product/Version:** Cards 2.0", "**Report Date:**",
      "**Product Description:** Flash cards for language learners.",
      "**Contact Information:** Cards Inc., a11y@cards.example", "**Notes:**", "**Evaluation Methods Used:**",
      "## Applicable Standards/Guidelines", "## Terms", "## WCAG 2.2 Report", "### Table 1: Success Criteria, Level A",
      "### Table 2: Success Criteria, Level AA",
    ]
    if edition.standards.contains(.section508) {
      headings += [
        "## Revised Section 508 Report", "### Chapter 3: Functional Performance Criteria (FPC)",
        "### Chapter 4: Hardware",
        "### Chapter 5: Software", "### Chapter 6: Support Documentation and Services",
      ]
    }
    if edition.standards.contains(.en301549) {
      headings += [
        "## EN 301 549 Report", "### Chapter 4: Functional Performance Statements",
        "### Chapter 5: Generic Requirements", "### Chapter 6: ICT with Two-Way Voice Communication",
        "### Chapter 7: ICT with Video Capabilities", "### Chapter 8: Hardware", "### Chapter 9: Web",
        "### Chapter 10: Non-Web Documents", "### Chapter 11: Software",
        "### Chapter 12: Documentation and Support Services",
        "### Chapter 13: ICT Providing Relay or Emergency Service Access",
      ]
    }
    headings.append("## Legal Disclaimer (Company-Specific)")
    var position = text.startIndex
    for heading in headings {
      let found = try #require(
        text.range(of: heading, range: position..<text.endIndex), "\(heading) missing or out of order")
      position = found.upperBound
    }
    let rows = text.split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| [") && !$0.hasPrefix("| Criteria") && !$0.hasPrefix("| ---")
        && !$0.hasPrefix("| Level") && !$0.hasPrefix("| A ") && !$0.hasPrefix("| AA ") && !$0.hasPrefix("| Standard")
    }
    let expected = edition.standards.flatMap(ConformanceCatalog.chapters(of:)).flatMap(\.rows).count
    #expect(rows.count == expected, "catalog rows in the Markdown")
  }

  @Test func aReportMissingProductDetailsIsADraftThatNamesThemInsteadOfFiller() throws {
    let text = try Self.report(.acr, .wcag)
    #expect(!text.contains("An app built with SwiftUI."))
    #expect(text.contains("**Product Description:** (missing: give --product-description)"))
    #expect(text.contains("(contact email missing: give --contact)"))
    #expect(
      text.contains(
        "lacks the product's version (--product-version), description (--product-description), vendor (--vendor), contact email (--contact)"
      ))
    let yaml = try #require(try Yams.load(yaml: try Self.report(.openacr, .wcag)) as? [String: Any])
    #expect((yaml["author"] as? [String: Any])?["email"] as? String == "missing: give --contact")
  }

  @Test func theInternationalOpenACRHoldsEveryCatalogRowForTheNoneComponent() throws {
    let yaml = try #require(
      try Yams.load(yaml: try Self.report(.openacr, .int, product: Self.product)) as? [String: Any])
    #expect(yaml["catalog"] as? String == "2.5-edition-wcag-2.2-508-eu-en")
    let chapters = try #require(yaml["chapters"] as? [String: Any])
    for chapter in ConformanceCatalog.chapters {
      let entry = try #require(chapters[chapter.id] as? [String: Any], "\(chapter.id) missing")
      let criteria = (entry["criteria"] as? [[String: Any]]) ?? []
      #expect(criteria.compactMap { $0["num"] as? String } == chapter.rows.map(\.id))
      for criterion in criteria {
        let component = try #require((criterion["components"] as? [[String: Any]])?.first)
        #expect(component["name"] as? String == "none")
        #expect(
          ConformanceLevel(rawValue: (component["adherence"] as? [String: Any])?["level"] as? String ?? "") != nil)
      }
    }
    let eu = try #require(try Yams.load(yaml: try Self.report(.openacr, .eu, product: Self.product)) as? [String: Any])
    #expect((eu["chapters"] as? [String: Any])?["software"] == nil, "the EU edition leaves Section 508 out")
    #expect((eu["chapters"] as? [String: Any])?["en_301_549_software"] != nil)
  }

  @Test(
    .enabled(
      if: pythonJSONSchemaAvailable, "python3 with jsonschema and PyYAML is not installed (.ci/run installs them)"),
    arguments: [ACREdition.int, .section508, .eu])
  func everyEditionsOpenACRValidatesAgainstGSAsSchema(edition: ACREdition) throws {
    let data = Data(try Self.report(.openacr, edition, product: Self.product).utf8)
    let result = try validate(data, against: testData("openacr-0.1.0.json"), yaml: true)
    #expect(result.valid, "\(result.output)")
  }

  @Test func partiallySupportsNeedsAScreenWithFailingFindings() {
    var finding = makeFinding(id: "plist", file: "App/Info.plist")
    finding.wcag = ["1.3.4"]
    let screen = ScreenRecord(screen: Screen(name: "Home", file: "Views/Home.swift", line: 1, group: "Views"))
    let document = StoreDocument(findings: [FindingRecord(finding: finding)], screens: [screen])
    let row = ConformanceAssessment.make(document: document, audits: [], rules: []).criteria.first {
      $0.criterion.number == "1.3.4"
    }
    #expect(row?.screensFailing == [])
    #expect(row?.level == .doesNotSupport)
    #expect(row?.remarks.contains("for the whole app") == true)
    #expect(row?.remarks.contains("0 of") == false)
  }
}
