import A11yAuditKit
import Testing

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
    #expect(
      summary.rows.map(\.title) == [
        "Reduce Motion", "Dynamic Type", "VoiceOver", "Touch targets", "Reduce Motion audit",
      ])
    let motion = summary.rows[0]
    #expect(motion.passed == false)
    #expect(motion.open[.critical] == 1 && motion.openCount == 1)
    #expect(motion.fixed == 2 && motion.total == 3)
    #expect(motion.checklist == (1, 2))
    #expect(motion.screens == (1, 2))
    #expect(summary.rows[1].passed && summary.rows[1].total == 0)
    let file = summary.rows[4]
    #expect(file.source == .auditFile("docs/a.md"))
    #expect(file.total == 1 && file.openCount == 1)
    #expect(file.screens == (1, 1))
  }

  /// The single pass counts what the filters it replaced counted, on generated stores.
  @Test(arguments: 0..<30 as Range<UInt64>)
  func onePassCountsWhatFilteringEachRowCounted(seed: UInt64) {
    var random = TableRandom(seed: seed)
    let paths = ["docs/a.md", "docs/b.md"]
    let document = Self.document(&random, auditPaths: paths)
    let audits = paths.map { path in
      AuditReader.read(
        text: "# Reduce Motion audit\n\n## Success Criteria\n- [x] one\n- [ ] two\n", path: path)
    }
    #expect(DashboardSummary.make(document: document, audits: audits) == Self.byFiltering(document, audits))
  }

  /// A store of up to 40 findings of any area, severity, status and presence (some audit-only, some linked to one of
  /// `auditPaths`) and up to 6 screens in any review state.
  static func document(_ random: inout TableRandom, auditPaths: [String]) -> StoreDocument {
    func pick<T>(_ values: [T]) -> T { values[random.below(values.count)] }
    let findings = (0..<random.below(40)).map { index in
      var finding = Fixtures.finding(
        "id\(index)", pick(Severity.allCases), "Views/F\(random.below(6)).swift", line: random.below(90) + 1,
        rule: pick(["with-animation-reduce-motion", AuditLinker.auditOnlyRule]),
        category: pick(A11yAuditKit.Category.allCases), message: "Finding \(index)")
      finding.passing = random.below(2) == 0
      var record = FindingRecord(
        finding: finding, status: pick(FixStatus.allCases), presence: pick([Presence.violation, .passing, .absent]))
      if random.below(3) == 0 {
        record.audit = [AuditReference(path: pick(auditPaths), line: 1, title: "t", severity: nil)]
      }
      return record
    }
    let screens = (0..<random.below(6)).map { index in
      ScreenRecord(
        screen: Screen(name: "Screen\(index)", file: "Screen\(index).swift", line: 1, group: "."),
        review: pick(ReviewState.allCases), present: random.below(2) == 0)
    }
    return StoreDocument(findings: findings, screens: screens)
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
    for category in A11yAuditKit.Category.allCases {
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
    return DashboardSummary(rows: rows, openCritical: openCritical)
  }
}
