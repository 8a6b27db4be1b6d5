import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct ScanMergerTests {
  let root = URL(fileURLWithPath: "/nonexistent-root")

  @Test func aNewViolationIsAddedOpenWithAHistoryEntry() {
    var document = StoreDocument()
    let summary = ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a")]), into: &document, at: t0)
    #expect(summary.added == 1)
    #expect(document.findings.map(\.status) == [.open])
    #expect(
      document.findings[0].history == [HistoryEntry(at: t0, from: nil, to: .open, by: .scan, reason: "found by scan")])
  }

  @Test func passingSitesThatWereNeverViolationsAreNotStored() {
    var document = StoreDocument()
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a", passing: true)]), into: &document, at: t0)
    #expect(document.findings.isEmpty)
  }

  @Test func statusNotesAndHistoryKeepAcrossARescanWhileFactsUpdate() {
    var document = StoreDocument()
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a", line: 10)]), into: &document, at: t0)
    document.setStatus(.inProgress, forFinding: "a", note: "on it", at: t0)
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a", line: 15)]), into: &document, at: t1)
    #expect(document.findings.count == 1)
    #expect(document.findings[0].status == .inProgress)
    #expect(document.findings[0].notes.map(\.text) == ["on it"])
    #expect(document.findings[0].finding.line == 15)
    #expect(document.findings[0].history.count == 2)
  }

  @Test(arguments: [FixStatus.open, .inProgress, .fixed])
  func aFindingWhoseViolationIsGoneTurnsVerified(status: FixStatus) {
    var document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "a"), status: status)])
    let summary = ScanMerger.merge(makeScan(root: root, findings: []), into: &document, at: t1)
    #expect(summary.verified == 1)
    #expect(document.findings[0].status == .verified)
    #expect(document.findings[0].presence == .absent)
    #expect(
      document.findings[0].history.last
        == HistoryEntry(at: t1, from: status, to: .verified, by: .scan, reason: "no longer found by scan"))
  }

  @Test func aFindingThatNowPassesTurnsVerified() {
    var document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "a"), status: .fixed)])
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a", passing: true)]), into: &document, at: t1)
    #expect(document.findings[0].status == .verified)
    #expect(document.findings[0].presence == .passing)
    #expect(document.findings[0].history.last?.reason == "the site now passes its rule")
  }

  @Test(arguments: [FixStatus.fixed, .verified])
  func aFixedOrVerifiedFindingThatComesBackIsReopened(status: FixStatus) {
    var document = StoreDocument(findings: [
      FindingRecord(finding: makeFinding(id: "a"), status: status, presence: .absent)
    ])
    let summary = ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a")]), into: &document, at: t1)
    #expect(summary.reopened == 1)
    #expect(document.findings[0].status == .open)
    #expect(document.findings[0].presence == .violation)
    #expect(
      document.findings[0].history.last
        == HistoryEntry(at: t1, from: status, to: .open, by: .scan, reason: "violation found again by scan"))
  }

  @Test func aFindingMarkedFixedThatTheScanStillSeesKeepsItsStatus() {
    var document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "a"), status: .fixed)])
    let summary = ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a")]), into: &document, at: t1)
    #expect(summary.reopened == 0)
    #expect(document.findings[0].status == .fixed)
    #expect(document.findings[0].history.isEmpty)
  }

  @Test func aFixedFindingThatPassedAndThenFailsAgainIsReopened() {
    var document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "a"), status: .fixed)])
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a", passing: true)]), into: &document, at: t0)
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a")]), into: &document, at: t1)
    #expect(document.findings[0].history.map(\.to) == [.verified, .open])
  }

  @Test(arguments: [FixStatus.wontFix, .falsePositive])
  func wontFixAndFalsePositiveStayAsTheUserSetThem(status: FixStatus) {
    var document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "a"), status: status)])
    ScanMerger.merge(makeScan(root: root, findings: []), into: &document, at: t1)
    #expect(document.findings[0].status == status)
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a")]), into: &document, at: t1)
    #expect(document.findings[0].status == status)
    ScanMerger.merge(makeScan(root: root, findings: [makeFinding(id: "a", passing: true)]), into: &document, at: t1)
    #expect(document.findings[0].status == status)
    #expect(document.findings[0].history.isEmpty)
  }

  @Test func findingsInFilesTheScanDidNotCoverAreLeftAloneWhenTheyAreStillOnDisk() {
    let record = FindingRecord(finding: makeFinding(id: "b", file: "B.swift"))
    var kept = StoreDocument(findings: [record])
    ScanMerger.merge(
      makeScan(root: root, files: ["A.swift"], findings: []), into: &kept, at: t1, unscannedFilesOnDisk: ["B.swift"])
    #expect(kept.findings[0].status == .open)
    #expect(kept.findings[0].presence == .violation)

    var gone = StoreDocument(findings: [record])
    ScanMerger.merge(makeScan(root: root, files: ["A.swift"], findings: []), into: &gone, at: t1)
    #expect(gone.findings[0].status == .verified)
    #expect(gone.findings[0].presence == .absent)
  }

  @Test func screensKeepTheirReviewStateAndAreMarkedGoneWhenTheirFileWasScanned() {
    let screen = Screen(name: "A", file: "Views/A.swift", line: 3, group: "Views")
    var document = StoreDocument(screens: [ScreenRecord(screen: screen, review: .reviewed)])
    var scan = makeScan(root: root, findings: [])
    scan.screens = [
      Screen(name: "A", file: "Views/A.swift", line: 9, group: "Views"),
      Screen(name: "B", file: "Views/A.swift", line: 30, group: "Views"),
    ]
    ScanMerger.merge(scan, into: &document, at: t1)
    #expect(document.screens.map(\.review) == [.reviewed, .notReviewed])
    #expect(document.screens[0].screen.line == 9)
    scan.screens = []
    ScanMerger.merge(scan, into: &document, at: t1)
    #expect(document.screens.map(\.present) == [false, false])
    #expect(document.screens[0].review == .reviewed)
  }
}
