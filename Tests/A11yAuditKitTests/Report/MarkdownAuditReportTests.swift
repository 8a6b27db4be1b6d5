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
    let motion = report.findings.filter { $0.category == Category.reduceMotion.rawValue }
    var expected: [Severity: Int] = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    for entry in motion where !entry.passing { expected[Severity(rawValue: entry.severity)!, default: 0] += 1 }
    #expect(audit.findingCounts == expected)
    #expect(audit.statedSeverityCounts.filter { $0.key != .none } == expected.filter { $0.key != .none })
    #expect(Set(audit.findings.compactMap(\.file)) == Set(motion.filter { !$0.passing }.map(\.file)))
    #expect(Set(audit.screens.compactMap(\.file)) == Set(motion.map(\.file)))
    #expect(audit.findings.allSatisfy { $0.snippet != nil && $0.lines != nil && $0.type != nil })
    #expect(audit.checklist.contains { $0.section == "Success Criteria for Implementation" })
    #expect(markdown.contains("| **TOTAL** | **\(motion.count)** |"))
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
