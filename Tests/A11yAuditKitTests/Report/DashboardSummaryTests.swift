import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct DashboardSummaryTests {
  @Test func rowsCountOpenBySeverityFixProgressChecklistsAndScreens() {
    var critical = FindingRecord(finding: makeFinding(id: "c", severity: .critical))
    critical.audit = [AuditReference(path: "docs/a.md", line: 3, title: "Spin", severity: .critical)]
    let fixed = FindingRecord(finding: makeFinding(id: "f", severity: .high), status: .fixed)
    let verifiedGone = FindingRecord(
      finding: makeFinding(id: "v", severity: .low), status: .verified, presence: .absent)
    let goneOpen = FindingRecord(finding: makeFinding(id: "g", severity: .high), status: .open, presence: .absent)
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
}
