import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct AuditLinkerTests {
  let files = [
    "Sources/Common/LoadingOverlay.swift", "Sources/Session/SessionView.swift", "Other/LoadingOverlay.swift",
  ]

  @Test func aPathFromAnotherMachineResolvesByItsLongestMatchingSuffix() {
    #expect(AuditLinker.resolve("`/Users/dana/Breathe/Sources/Common/LoadingOverlay.swift`", in: files) == files[0])
    #expect(AuditLinker.resolve("Session/SessionView.swift", in: files) == files[1])
    #expect(AuditLinker.resolve("SessionView", in: files) == files[1])
    #expect(AuditLinker.resolve("Missing.swift", in: files) == nil)
  }

  private func scan(_ findings: [Finding]) -> ScanResult {
    ScanResult(root: "/r", findings: findings, screens: [], files: files, lines: 0, problems: [])
  }

  private func audit(_ entries: [AuditFinding]) -> AuditCatalog {
    AuditCatalog(
      documents: [
        AuditDocument(
          path: "docs/audit.md", title: "Audit", kind: .audit, category: .reduceMotion, metadata: [], passed: false,
          statedSeverityCounts: [:], screens: [], findings: entries, checklist: [])
      ], problems: [])
  }

  @Test func anEntryLinksToTheNearestSiteWithinThreeLinesAndFarOnesStayAuditOnly() {
    let near = makeFinding(id: "near", file: files[0], line: 48)
    let far = makeFinding(id: "far", file: files[0], line: 90)
    let entries = [
      AuditFinding(
        screen: "LoadingOverlay.swift", group: "Common", title: "Rotation", file: files[0], lines: 46...47,
        severity: .critical, line: 10),
      AuditFinding(
        screen: "LoadingOverlay.swift", group: "Common", title: "Gone", file: files[0], lines: 60...61, severity: .low,
        line: 20),
    ]
    let links = AuditLinker.link(audit(entries), to: scan([near, far]))
    #expect(links.map(\.findingID) == ["near", nil])
    #expect(links.map(\.file) == [files[0], files[0]])
  }

  @Test func linkedEntriesAnnotateTheScanFindingAndTheRestBecomeAuditOnlyFindingsOnce() {
    let near = makeFinding(id: "near", file: files[0], line: 48)
    let entries = [
      AuditFinding(
        screen: "LoadingOverlay.swift", group: "Common", title: "Rotation", file: files[0], lines: 48...50,
        severity: .critical, line: 10),
      AuditFinding(
        screen: "SessionView.swift", group: "Session", title: "Label slide", file: files[1], lines: 71...72,
        severity: .high, type: "Transition", line: 30),
    ]
    let links = AuditLinker.link(audit(entries), to: scan([near]))
    var document = StoreDocument(findings: [FindingRecord(finding: near)])
    #expect(AuditMerger.merge(links, into: &document, at: t0) == 1)
    #expect(AuditMerger.merge(links, into: &document, at: t1) == 0)
    #expect(document.findings.count == 2)
    #expect(document.record(id: "near")?.audit?.map(\.title) == ["Rotation"])
    let auditOnly = try! #require(document.findings.first { $0.isAuditOnly })
    #expect(auditOnly.finding.file == files[1])
    #expect(auditOnly.finding.span.start.line == 71)
    #expect(auditOnly.finding.severity == .high)
    #expect(auditOnly.status == .open)
    #expect(auditOnly.history.first?.reason == "listed in docs/audit.md")

    let rescan = ScanMerger.merge(scan([near]), into: &document, at: t1)
    #expect(rescan.verified == 0, "a scan must not verify audit-only findings it cannot see")
    #expect(document.findings.first { $0.isAuditOnly }?.presence == .violation)
    AuditMerger.merge(AuditLinker.link(audit([entries[0]]), to: scan([near])), into: &document, at: t1)
    #expect(document.findings.first { $0.isAuditOnly }?.presence == .absent)
  }
}
