import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct MachineReportTests {
  @Test func aReduceMotionReportKeepsTheInventoryAndOtherAreasHaveNone() throws {
    let report = SampleScan.report()
    let inventory = try #require(report.inventory)

    #expect(!inventory.isEmpty)
    #expect(report.filtered(to: .reduceMotion).inventory == inventory)
    #expect(report.filtered(to: .voiceOver).inventory == nil)
    #expect(report.filtered(to: .voiceOver).findings.allSatisfy { $0.category == .voiceOver })
  }

  @Test(
    .enabled(
      if: pythonJSONSchemaAvailable, "python3 with jsonschema and PyYAML is not installed (.ci/run installs them)"))
  func sarifOutputValidatesAgainstTheSARIF210Schema() throws {
    var report = SampleScan.report(includePassing: false)
    report.findings[0].status = .wontFix
    let result = try validate(
      try SARIFReport.make(report, toolVersion: "0.1.0"), against: testData("sarif-schema-2.1.0.json"))
    #expect(result.valid, "\(result.output)")
  }

  @Test func sarifCarriesRuleMetadataLevelsFingerprintsAndSuppressions() throws {
    var report = SampleScan.report(includePassing: false)
    report.findings[0].status = .falsePositive
    let log = try JSONSerialization.jsonObject(with: SARIFReport.make(report, toolVersion: "0.1.0")) as! [String: Any]
    #expect(log["version"] as? String == "2.1.0")
    let run = (log["runs"] as! [[String: Any]])[0]
    let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
    let results = run["results"] as! [[String: Any]]
    #expect(results.count == report.findings.count)
    #expect(Set(rules.map { $0["id"] as! String }) == Set(report.findings.map(\.rule)))
    #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
    for result in results {
      let index = result["ruleIndex"] as! Int
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    let critical = results.first { ($0["properties"] as? [String: Any])?["severity"] as? String == "critical" }
    #expect(critical?["level"] as? String == "error")
    #expect(results.filter { $0["suppressions"] != nil }.count == 1)
  }

  @Test func xcodeLinesNameAbsolutePathLineColumnLevelAndRuleForOpenFindingsOnly() {
    var report = SampleScan.report(includePassing: true)
    report.findings[0].status = .fixed
    let lines = XcodeReport.render(report).split(separator: "\n")
    let open = report.findings.filter { !$0.passing && $0.status == .open }
    #expect(lines.count == open.count)
    let first = open[0]
    #expect(
      lines.contains {
        $0
          == "\(report.root)/\(first.file):\(first.line):\(first.column): \(first.severity >= .high ? "error" : first.severity == .medium ? "warning" : "note"): \(first.message) [\(first.rule)]"
      })
    #expect(lines.allSatisfy { $0.hasPrefix("/") && $0.hasSuffix("]") })
  }
}

/// `scan --format json` lists the app's views in navigation-graph order with their findings and per-area reviews.
@Suite struct JSONReportScreensTests {
  @Test func theSamplesScreensComeInGraphOrderWithTheirFindingsAndReviews() throws {
    let report = SampleScan.report(includePassing: false)
    let screens = try #require(report.screens)
    let root = try #require(screens.first)
    #expect(root.name == "RootView" && root.kind == .screen && root.presentedBy.map(\.name) == ["BreatheApp"])
    #expect(root.presentedBy.map(\.style) == ["scene"])
    let splash = try #require(screens.first { $0.name == "SplashView" })
    #expect(splash.presentedBy.map(\.style) == ["state"])
    #expect(root.components == ["LoadingOverlay"])
    let overlay = try #require(screens.first { $0.name == "LoadingOverlay" })
    #expect(overlay.kind == .component && !overlay.findings.isEmpty)
    #expect(Set(overlay.findings).isSubset(of: Set(root.findings)))
    #expect(screens.first { $0.name == "SplashView" }?.findings == [])
    #expect(screens.first { $0.name == "AccountView" }?.kind == .unplaced)
    #expect(root.review.count == Category.allCases.count && root.review.values.allSatisfy { $0 == "not-reviewed" })
    let ids = Set(report.findings.map(\.id))
    #expect(screens.allSatisfy { Set($0.findings).isSubset(of: ids) })
    let json = try #require(String(data: try report.encoded(), encoding: .utf8))
    #expect(json.contains(#""name" : "BreatheApp""#) && json.contains(#""style" : "scene""#))
  }

  @Test func aStoresPerAreaReviewShowsInTheReport() throws {
    var document = StoreDocument(screens: SampleScan.result.screens.map { ScreenRecord(screen: $0) })
    let home = try #require(SampleScan.result.screens.first { $0.name == "HomeView" })
    document.setReview(.reviewed, forScreen: home.id, area: .voiceOver)
    let report = JSONReport.make(scan: SampleScan.result, document: document, includePassing: false)
    let entry = try #require(report.screens?.first { $0.name == "HomeView" })
    #expect(entry.review["voiceover"] == "reviewed" && entry.review["reduce-motion"] == "not-reviewed")
  }
}
