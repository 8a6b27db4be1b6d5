import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import A11yAuditKit
@testable import A11yAuditTUI

@Suite struct DashboardSummaryTests {
  /// A Reduce Motion violation in `Views/A.swift`.
  func finding(_ id: String, _ severity: Severity) -> Finding {
    Fixtures.finding(id, severity, "Views/A.swift", line: 10, message: "withAnimation ignores Reduce Motion")
  }

  @Test func rowsCountOpenBySeverityFixProgressChecklistsAndScreens() {
    var critical = FindingRecord(finding: finding("c", .critical))
    critical.audit = [AuditReference(path: "docs/a.md", line: 3, title: "Spin", severity: .critical)]
    let fixed = FindingRecord(finding: finding("f", .high), status: .fixed)
    let verifiedGone = FindingRecord(finding: finding("v", .low), status: .verified, presence: .absent)
    let goneOpen = FindingRecord(finding: finding("g", .high), status: .open, presence: .absent)
    let screens = [
      ScreenRecord(screen: Screen(name: "A", file: "A.swift", line: 1, group: "."), review: .reviewed),
      ScreenRecord(screen: Screen(name: "B", file: "B.swift", line: 1, group: "."), review: .inReview),
      ScreenRecord(
        screen: Screen(name: "Old", file: "Old.swift", line: 1, group: "."), review: .reviewed, present: false),
    ]
    let document = StoreDocument(findings: [critical, fixed, verifiedGone, goneOpen], screens: screens)
    let audit = AuditReader.read(
      text:
        "# Reduce Motion audit\n\n## Detailed Findings\n\n### Flow\n\n#### A.swift\n\n## Success Criteria\n- [x] one\n- [ ] two\n",
      path: "docs/a.md")
    let summary = DashboardSummary.make(document: document, audits: [audit])
    #expect(summary.openCritical == 1)
    #expect(summary.rows.map(\.title) == RuleRegistry.categories.map(\.title) + ["Reduce Motion audit"])
    let motion = summary.rows[0]
    #expect(motion.passed == false)
    #expect(motion.open[.critical] == 1 && motion.openCount == 1)
    #expect(motion.fixed == 2 && motion.total == 3)
    #expect(motion.checklist == (1, 2))
    #expect(motion.screens == (1, 2))
    #expect(summary.rows[1].passed && summary.rows[1].total == 0)
    #expect(summary.rows[1].verdict == .pass, "nothing found, and screen A is reviewed for every area")
    #expect(summary.open[.critical] == 1 && summary.open.values.reduce(0, +) == 1, "the gone open finding is not")
    #expect(summary.sentence == "1 open: 1 critical, 0 high, 0 medium, 0 low · 1 of 2 screens reviewed")
    let file = summary.rows[RuleRegistry.categories.count]
    #expect(file.source == .auditFile("docs/a.md"))
    #expect(file.total == 1 && file.openCount == 1)
    #expect(file.screens == (1, 1))
  }

  @Test func anAreaWithNothingFoundAndNoScreenReviewedForItIsNotReviewedRatherThanPassing() throws {
    let screens = ["A", "B"].map { ScreenRecord(screen: Screen(name: $0, file: "\($0).swift", line: 1, group: ".")) }
    var document = StoreDocument(findings: [FindingRecord(finding: finding("c", .critical))], screens: screens)
    func verdicts() -> [A11yAuditKit.Category: DashboardRow.Verdict] {
      let rows = DashboardSummary.make(document: document, audits: []).rows
      return Dictionary(
        uniqueKeysWithValues: rows.compactMap { row in
          guard case .category(let area) = row.source else { return nil }
          return (area, row.verdict)
        })
    }
    #expect(verdicts()[.reduceMotion] == .fail)
    #expect(verdicts().filter { $0.key != .reduceMotion }.values.allSatisfy { $0 == .notReviewed })
    #expect(DashboardRow.Verdict.notReviewed.title == "Not reviewed")

    document.screens[1].setReview(.reviewed, for: .dynamicType)
    let gone = Fixtures.finding("v", .low, "Views/B.swift", line: 3, category: .voiceOver, message: "No label")
    document.findings.append(FindingRecord(finding: gone, status: .verified, presence: .absent))
    #expect(verdicts()[.dynamicType] == .pass, "a screen reviewed for it")
    #expect(verdicts()[.voiceOver] == .pass, "a finding fixed and gone")
    #expect(verdicts()[.touchTarget] == .notReviewed)
    document.findings[0].setStatus(.fixed, by: .user, reason: "done", at: Date(timeIntervalSince1970: 0))
    #expect(verdicts()[.reduceMotion] == .pass)

    let summary = DashboardSummary.make(document: document, audits: [])
    #expect(summary.sentence == "No finding open · 0 of 2 screens reviewed")
    #expect(
      summary.narrowed(to: .dynamicType, audits: []).sentence
        == "No finding open · 1 of 2 screens reviewed for Dynamic Type")
  }

  /// The single pass counts what the filters it replaced counted, on generated stores.
  @Test func onePassCountsWhatFilteringEachRowCounted() async {
    let paths = ["docs/a.md", "docs/b.md"]
    let audits = paths.map { path in
      AuditReader.read(
        text: "# Reduce Motion audit\n\n## Success Criteria\n- [x] one\n- [ ] two\n", path: path)
    }
    // For each finding, 0 or 1 links it to that audit file (a third of them), anything else to none.
    let links = Gen.int(in: 0...5).array(of: 30)
    await propertyCheck(count: 30, input: StoreDocumentGen.document, links) { document, links in
      var document = document
      for index in document.findings.indices where links[index] < paths.count {
        document.findings[index].audit = [AuditReference(path: paths[links[index]], line: 1, title: "t", severity: nil)]
      }
      #expect(DashboardSummary.make(document: document, audits: audits) == Self.byFiltering(document, audits))
    }
  }

  /// How the summary was computed before it became one pass: a filter per row.
  static func byFiltering(_ document: StoreDocument, _ audits: [AuditDocument]) -> DashboardSummary {
    let present = document.findings.filter { $0.presence != .absent || $0.status.isDone }
    let screens = document.screens.filter(\.present)
    let screenCounts = (screens.filter { $0.review == .reviewed }.count, screens.count)
    func row(
      _ source: DashboardRow.Source, _ title: String, _ records: [FindingRecord], _ checklist: (Int, Int),
      _ screens: (Int, Int)
    ) -> DashboardRow {
      var open = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
      for record in records where !record.status.isDone && record.presence == .violation {
        open[record.finding.severity, default: 0] += 1
      }
      let fixed = records.filter { $0.status == .fixed || $0.status == .verified }.count
      return DashboardRow(
        source: source, title: title, passed: open.values.allSatisfy { $0 == 0 }, open: open, fixed: fixed,
        total: records.count, checklist: checklist, screens: screens)
    }
    var rows: [DashboardRow] = []
    // The areas a rule checks, and any other area the store has findings of.
    let areas = A11yAuditKit.Category.allCases.filter { category in
      RuleRegistry.categories.contains(category)
        || document.findings.contains { $0.finding.category == category && !$0.isAuditOnly }
    }
    for category in areas {
      let records = present.filter { $0.finding.category == category && !$0.isAuditOnly }
      let checklists = audits.filter { $0.category == category }.flatMap(\.checklist)
      rows.append(
        row(
          .category(category), category.title, records, (checklists.filter(\.checked).count, checklists.count),
          screenCounts))
    }
    for audit in audits {
      let records = present.filter { record in record.audit?.contains { $0.path == audit.path } ?? false }
      let names = Set(audit.screens.map(\.name))
      let auditScreens = screens.filter { names.contains($0.screen.name) || names.contains($0.screen.name + ".swift") }
      rows.append(
        row(
          .auditFile(audit.path), audit.title, records, audit.checklistProgress,
          (auditScreens.filter { $0.review == .reviewed }.count, auditScreens.count)))
    }
    let openCritical = present.filter {
      !$0.status.isDone && $0.presence == .violation && $0.finding.severity == .critical
    }.count
    let accepted = document.findings.filter { $0.status == .acceptedRisk }
    var summary = DashboardSummary(
      rows: rows, openCritical: openCritical, acceptedRisks: accepted.count,
      firstToEnd: accepted.compactMap(\.acceptance).min { $0.until < $1.until })
    summary.open = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    for record in present where !record.status.isDone && record.presence == .violation {
      summary.open[record.finding.severity, default: 0] += 1
    }
    summary.screensReviewed = screens.count(where: \.isReviewedForEveryArea)
    summary.screenCount = screens.count
    summary.acceptedByArea = Dictionary(grouping: accepted, by: \.finding.category).mapValues { records in
      DashboardSummary.AcceptedRisks(
        count: records.count, firstToEnd: records.compactMap(\.acceptance).min { $0.until < $1.until })
    }
    return summary
  }
}
