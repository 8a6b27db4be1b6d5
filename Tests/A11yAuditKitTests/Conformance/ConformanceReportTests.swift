import Foundation
import Testing
import Yams

@testable import A11yAuditKit

/// The conformance reports of a real session: levels follow the triage as documented, and every criterion has a row.
@Suite struct ConformanceReportTests {
  /// 2.3.3's level and remarks in the store as it is now.
  static func motion(_ session: AuditSession) throws -> CriterionAssessment {
    try #require(try session.conformance(upTo: .aaa).criteria.first { $0.criterion.number == "2.3.3" })
  }

  @Test func triageMovesACriterionThroughTheDocumentedLevels() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    // An app showing both views as screens (without it they are unplaced, reviewed together as Not on any screen).
    try tree.write(
      "Sources/CardsApp.swift",
      text: """
        import SwiftUI
        @main struct CardsApp: App {
          var body: some Scene { WindowGroup { TabView { Banner(); Card() } } }
        }
        """)
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let document = try #require(try session.scan().document)
    let banner = try #require(document.findings.first { $0.finding.file == "Sources/Banner.swift" })

    // Every screen (Banner, Card) has an open violation.
    #expect(try Self.motion(session).level == .doesNotSupport)

    // Won't fix keeps the site failing and names it with its note.
    try session.apply(.status(findingID: banner.id, .wontFix, note: "Brand entrance, kept by design"))
    let wontFix = try Self.motion(session)
    #expect(wontFix.level == .doesNotSupport)
    #expect(wontFix.remarks.contains("Won't fix: Sources/Banner.swift:9 “Brand entrance, kept by design”."))

    // Fixing Card's two sites leaves only Banner's: some screens fail.
    _ = try session.apply(try session.planFix(files: ["Sources/Card.swift", "Sources/Card+Actions.swift"]))
    let fixed = try Self.motion(session)
    #expect(fixed.level == .partiallySupports)
    #expect(fixed.screensFailing == ["Banner"])

    // A false positive no longer fails; without reviews nothing is concluded from the scan.
    try session.apply(.status(findingID: banner.id, .falsePositive, note: nil))
    #expect(try Self.motion(session).level == .notEvaluated)
    #expect(try Self.motion(session).remarks.contains("Supports needs every screen reviewed: 0 of 2 are."))

    // Reviewing every screen gives Supports.
    for screen in try session.loadStore().screens { try session.apply(.review(screenID: screen.id, .reviewed)) }
    #expect(try Self.motion(session).level == .supports)
  }

  @Test func theMarkdownReportHasARowForEveryCriterionOfLevelsAAndAA() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let request = ReportRequest(
      format: .acr, appName: "Cards", date: t0, product: ProductInfo(name: "Cards", version: "1.0", contact: "a@b.c"))
    let text = String(decoding: try session.report(request).data, as: UTF8.self)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| [") && $0.contains(") (Level ") }
    #expect(rows.count == 56)
    for criterion in WCAG22.all where criterion.level != .aaa {
      #expect(
        rows.contains { $0.hasPrefix("| [\(criterion.number) \(criterion.name)](") }, "no row for \(criterion.title)")
    }
    #expect(
      rows.contains {
        $0.contains("4.1.1 Parsing") && $0.contains("(obsolete and removed in WCAG 2.2) | Not Applicable |")
      })
    for heading in [
      "# Cards Accessibility Conformance Report", "**Name of Product/Version:** Cards 1.0", "## Terms",
      "### Table 1: Success Criteria, Level A", "### Table 2: Success Criteria, Level AA",
      "## Legal Disclaimer (Company-Specific)",
    ] {
      #expect(text.contains(heading + "\n"), "missing \(heading)")
    }
    #expect(!text.contains("Table 3"))
    #expect(text.contains("This is a draft:"))
    let aaa = String(decoding: try session.report(ReportRequest(format: .acr, level: .aaa)).data, as: UTF8.self)
    #expect(aaa.split(separator: "\n").count { $0.hasPrefix("| [") && $0.contains(") (Level ") } == 87)
  }

  @Test func theOpenACRReportParsesAsYAMLWithOneCatalogEntryPerCriterion() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let data = try session.report(ReportRequest(format: .openacr, date: t0, level: .aaa)).data
    let yaml = try #require(try Yams.load(yaml: String(decoding: data, as: UTF8.self)) as? [String: Any])
    #expect(yaml["catalog"] as? String == "2.5-edition-wcag-2.2-en")
    #expect(yaml["report_date"] as? String == "2027-01-15")
    let chapters = try #require(yaml["chapters"] as? [String: Any])
    let terms = Set(ConformanceLevel.allCases.map(\.rawValue))
    for level in SuccessCriterion.Level.allCases {
      let chapter = try #require(chapters["success_criteria_level_\(level.rawValue.lowercased())"] as? [String: Any])
      let criteria = try #require(chapter["criteria"] as? [[String: Any]])
      #expect(criteria.compactMap { $0["num"] as? String } == WCAG22.criteria(at: level).map(\.number))
      for criterion in criteria {
        let component = try #require((criterion["components"] as? [[String: Any]])?.first)
        #expect(component["name"] as? String == "software")
        let adherence = try #require(component["adherence"] as? [String: Any])
        #expect(terms.contains(adherence["level"] as? String ?? ""))
        #expect(!(adherence["notes"] as? String ?? "").isEmpty)
      }
    }
  }

  /// GSA's schema of OpenACR documents (`schema/openacr-0.1.0.json` of GSA/openacr, a U.S. government work in the
  /// public domain).
  @Test(
    .enabled(
      if: pythonJSONSchemaAvailable, "python3 with jsonschema and PyYAML is not installed (.ci/run installs them)"))
  func theOpenACRReportValidatesAgainstGSAsSchema() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let request = ReportRequest(
      format: .openacr, date: t0, level: .aaa,
      product: ProductInfo(name: "Cards", version: "2.0", vendor: "Cards Inc.", contact: "a11y@cards.example"))
    let result = try validate(try session.report(request).data, against: testData("openacr-0.1.0.json"), yaml: true)
    #expect(result.valid, "\(result.output)")
  }
}
