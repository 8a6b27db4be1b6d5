import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct MarkdownAuditReportTests {
  @Test func aWrittenReduceMotionAuditReadsBackWithTheSameCountsAndFiles() {
    let report = SampleScan.report()
    let markdown = MarkdownAuditReport.render(
      report, category: .reduceMotion, files: SampleScan.result.files, appName: "Breathe",
      date: Date(timeIntervalSince1970: 1_800_000_000))
    let audit = AuditReader.read(text: markdown, path: "report.md")
    #expect(audit.kind == .audit)
    #expect(audit.category == .reduceMotion)
    #expect(audit.passed == false)
    #expect(audit.title == "Breathe - Reduce Motion Accessibility Audit")
    let motion = report.findings.filter { $0.category == .reduceMotion }
    var expected: [Severity: Int] = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    for entry in motion where !entry.passing { expected[entry.severity, default: 0] += 1 }
    #expect(audit.findingCounts == expected)
    #expect(audit.statedSeverityCounts.filter { $0.key != .none } == expected.filter { $0.key != .none })
    #expect(Set(audit.findings.compactMap(\.file)) == Set(motion.filter { !$0.passing }.map(\.file)))
    #expect(Set(audit.screens.compactMap(\.file)) == Set(motion.map(\.file)))
    #expect(audit.findings.allSatisfy { $0.snippet != nil && $0.lines != nil && $0.type != nil })
    #expect(audit.checklist.contains { $0.section == "Success Criteria for Implementation" })
    #expect(markdown.contains("| **TOTAL** | **\(motion.count)** |"))
  }

  @Test func aWrittenWholeAppAuditReadsBackWithEveryAreasCountsAndNoSingleArea() throws {
    let report = SampleScan.report()
    let markdown = MarkdownAuditReport.render(
      report, files: SampleScan.result.files, appName: "Breathe", date: Date(timeIntervalSince1970: 1_800_000_000))
    let audit = AuditReader.read(text: markdown, path: "report.md")
    #expect(audit.kind == .audit)
    #expect(audit.category == nil)
    #expect(audit.passed == false)
    #expect(audit.title == "Breathe - Accessibility Audit")
    let violations = report.findings.filter { !$0.passing }
    var expected: [Severity: Int] = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    for entry in violations { expected[entry.severity, default: 0] += 1 }
    #expect(Set(violations.map(\.category)).count > 4, "the sample has findings in several areas")
    #expect(audit.findingCounts == expected)
    #expect(audit.statedSeverityCounts.filter { $0.key != .none } == expected.filter { $0.key != .none })
    #expect(Set(audit.findings.compactMap(\.file)) == Set(violations.map(\.file)))
    #expect(Set(audit.screens.compactMap(\.file)) == Set(report.findings.map(\.file)))
    #expect(audit.checklist.contains { $0.section == "Success Criteria for Implementation" })
    #expect(markdown.contains("| **TOTAL** | **\(report.findings.count)** | **\(violations.count)** |"))
    for area in Category.allCases {
      let sites = report.findings.filter { $0.category == area }
      #expect(
        markdown.contains("| \(area.title) (`\(area.rawValue)`) | \(sites.count) | \(sites.count { !$0.passing }) |"),
        "no row for \(area.rawValue)")
    }
    let areaLines = markdown.split(separator: "\n").filter { $0.hasPrefix("   - **Area**: ") }
    #expect(areaLines.count == violations.count)
  }

  @Test func anAreasAuditFromTheSessionIsThatAreasRenderingAndTheWholeAppsWithoutOne() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let area = try session.report(ReportRequest(format: .markdown, category: .reduceMotion, store: .ignore, date: t0))
    let report = JSONReport.make(scan: area.outcome.scan, document: nil, includePassing: true)
    let name = tree.root.lastPathComponent
    #expect(
      String(decoding: area.data, as: UTF8.self)
        == MarkdownAuditReport.render(
          report, category: .reduceMotion, files: area.outcome.scan.files, appName: name, date: t0))
    let whole = try session.report(ReportRequest(format: .markdown, store: .ignore, date: t0))
    #expect(
      String(decoding: whole.data, as: UTF8.self)
        == MarkdownAuditReport.render(report, files: whole.outcome.scan.files, appName: name, date: t0))
  }

  @Test func reportsOfTheSameStateAreByteIdentical() {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let first = MarkdownAuditReport.render(
      SampleScan.report(), category: .reduceMotion, files: SampleScan.result.files, appName: "B", date: date)
    let second = MarkdownAuditReport.render(
      SampleScan.report(), category: .reduceMotion, files: SampleScan.result.files, appName: "B", date: date)
    #expect(first == second)
  }

  @Test func findingsByScreenFollowTheNavigationGraphNotTheFiles() throws {
    let markdown = MarkdownAuditReport.render(
      SampleScan.report(), category: .reduceMotion, files: SampleScan.result.files, appName: "Breathe",
      date: Date(timeIntervalSince1970: 1_800_000_000))
    let section = try #require(markdown.components(separatedBy: "## Detailed Findings by Screen").dropFirst().first)
    let headings = section.components(separatedBy: "\n").filter { $0.hasPrefix("#### ") }
    #expect(headings.starts(with: ["#### RootView", "#### LoadingOverlay"]))
    #expect(headings.contains("#### HomeView") && headings.contains("#### SessionView"))
    #expect(!headings.contains("#### RootView.swift") && !headings.contains("#### SplashView"))
    #expect(section.contains("**Screen** presented by BreatheApp; components: LoadingOverlay"))
    #expect(section.contains("**Component**, used by RootView"))
    let audit = AuditReader.read(text: markdown, path: "report.md")
    #expect(audit.screens.contains { $0.name == "HomeView" && $0.file == "Sources/Home/HomeView.swift" })
  }
}
