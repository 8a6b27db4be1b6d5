import Foundation
import Testing

@testable import A11yAuditKit

/// `accepted-risk`: a person ships with a finding until a day; the first scan after it reopens the finding.
@Suite struct RiskAcceptanceTests {
  /// t0 is 2027-01-15 (UTC); this acceptance holds through 2027-03-31.
  static let acceptance = RiskAcceptance(
    by: "Dana Lee", until: "2027-03-31", reason: "The redesign replaces this view in Q2", at: t0)

  static func day(_ text: String, hour: Int = 12) -> Date {
    RiskAcceptance.day(text)!.addingTimeInterval(TimeInterval(hour * 3_600))
  }

  static func accepted() -> StoreDocument {
    var document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "a"))])
    document.acceptRisk(acceptance, forFinding: "a")
    return document
  }

  @Test func acceptingARiskRecordsWhoWhyAndUntilWhenWithAHistoryEntryAndANote() {
    let record = Self.accepted().findings[0]
    #expect(record.status == .acceptedRisk)
    #expect(record.acceptance == Self.acceptance)
    #expect(record.notes == [Note(at: t0, text: "The redesign replaces this view in Q2", by: "Dana Lee")])
    #expect(
      record.history == [
        HistoryEntry(
          at: t0, from: .open, to: .acceptedRisk, by: .user,
          reason: "accepted risk until 2027-03-31 by Dana Lee: The redesign replaces this view in Q2",
          person: "Dana Lee")
      ])
  }

  @Test func anAcceptanceHoldsThroughItsLastDayInUTCAndEndsAfterIt() {
    #expect(!Self.acceptance.isExpired(at: Self.day("2027-03-31", hour: 0)))
    #expect(!Self.acceptance.isExpired(at: Self.day("2027-03-31", hour: 23)))
    #expect(Self.acceptance.isExpired(at: Self.day("2027-04-01", hour: 0)))
    #expect(RiskAcceptance(by: "x", until: "someday", reason: "", at: t0).isExpired(at: t0))
  }

  @Test(arguments: ["2027-02-30", "2027-3-31", "27-03-31", "2027-03-31T00:00:00Z", "", "2027-０3-31"])
  func aDayThatIsNotYYYYMMDDIsRefused(text: String) {
    #expect(RiskAcceptance.day(text) == nil)
  }

  @Test func aScanBeforeTheExpiryKeepsTheAcceptance() {
    var document = Self.accepted()
    let summary = ScanMerger.merge(
      makeScan(root: URL(fileURLWithPath: "/r"), findings: [makeFinding(id: "a")]), into: &document,
      at: Self.day("2027-03-31", hour: 23))
    #expect(summary.expired == 0)
    #expect(document.findings[0].status == .acceptedRisk)
    #expect(document.findings[0].acceptance == Self.acceptance)
  }

  @Test func theFirstScanAfterTheExpiryReopensTheFindingWithAHistoryEntry() {
    var document = Self.accepted()
    let later = Self.day("2027-04-01", hour: 9)
    let summary = ScanMerger.merge(
      makeScan(root: URL(fileURLWithPath: "/r"), findings: [makeFinding(id: "a")]), into: &document, at: later)
    #expect(summary.expired == 1)
    let record = document.findings[0]
    #expect(record.status == .open)
    #expect(record.acceptance == nil)
    #expect(
      record.history.last
        == HistoryEntry(
          at: later, from: .acceptedRisk, to: .open, by: .scan,
          reason:
            "accepted risk expired after 2027-03-31 (accepted by Dana Lee: The redesign replaces this view in Q2)"))
    #expect(
      summary.sentence(store: Store(url: URL(fileURLWithPath: "/r/store.json")))
        == "Store /r/store.json: 0 new, 0 verified, 0 reopened, 1 accepted risk expired and reopened.")
  }

  @Test func anAcceptedRiskWhoseViolationIsGoneIsVerified() {
    var document = Self.accepted()
    ScanMerger.merge(makeScan(root: URL(fileURLWithPath: "/r"), findings: []), into: &document, at: t1)
    #expect(document.findings[0].status == .verified)
    #expect(document.findings[0].acceptance == nil)
  }

  @Test func settingAnotherStatusEndsTheAcceptanceAndKeepsItsWordsInTheHistory() {
    var document = Self.accepted()
    document.setStatus(.inProgress, forFinding: "a", at: t1)
    #expect(document.findings[0].acceptance == nil)
    #expect(document.findings[0].history.map(\.to) == [.acceptedRisk, .inProgress])
  }

  @Test func theStatusToggleNeverLandsOnAcceptedRiskAndLeavesItForOpen() {
    #expect(!FixStatus.allCases.map(\.next).contains(.acceptedRisk))
    #expect(FixStatus.acceptedRisk.next == .open)
    #expect(FixStatus(userInput: "accepted risk") == .acceptedRisk)
    #expect(FixStatus.acceptedRisk.isDone)
  }

  @Test func anAcceptanceNeedsAName_aReason_andADayThatIsNotOver() {
    func message(_ by: String, _ until: String, _ reason: String) -> String? {
      do {
        _ = try RiskAcceptance.validated(by: by, until: until, reason: reason, at: t0)
        return nil
      } catch { return error.message }
    }
    #expect(message(" ", "2027-03-31", "why") == "accepted-risk needs who accepts it (--by NAME)")
    #expect(message("Dana", "2027-03-31", "") == "accepted-risk needs the reason (--note TEXT)")
    #expect(
      message("Dana", "31/03/2027", "why")
        == "--until \"31/03/2027\" is not a date; write it as YYYY-MM-DD, e.g. 2027-03-31")
    #expect(message("Dana", "2027-01-14", "why") == "--until 2027-01-14 is already over (today is 2027-01-15 UTC)")
    #expect(message("Dana", "2027-01-15", "why") == nil)
  }

  @Test func aStoreWithAnAcceptanceReadsBackEqualWithTheFastReaderAndFoundation() throws {
    let document = Self.accepted()
    let data = try StoreCoding.encode(document)
    #expect(String(decoding: data, as: UTF8.self).contains("\"until\" : \"2027-03-31\""))
    #expect(StoreJSONReader.read(data) == document)
    #expect(try StoreCoding.decodeWithFoundation(data) == document)
  }

  @Test func theSessionSavesAnAcceptanceAndTheFindingsListReadsItExpiredOnceTheDayIsOver() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let id = try #require(try session.scan().document?.findings.first?.id)
    #expect(throws: SessionError.self) { try session.setStatus(.acceptedRisk, ofFinding: id) }
    let record = try session.acceptRisk(
      ofFinding: String(id.prefix(6)), by: "Dana Lee", until: "2027-03-31", reason: "Ships in Q2")
    #expect(record.status == .acceptedRisk)
    #expect(try session.loadStore().record(id: id)?.acceptance?.until == "2027-03-31")

    let april = AuditSession(root: session.root, clock: { Self.day("2027-04-01") })
    #expect(try april.findings(matching: FindingQuery()).first { $0.id == id }?.status == .open)
    #expect(try april.loadStore().record(id: id)?.status == .acceptedRisk, "listing does not write the store")
    let rescanned = try #require(try april.scan().document?.record(id: id))
    #expect(rescanned.status == .open)
    #expect(rescanned.history.last?.by == .scan)
  }
}

/// How reports and the gate treat an accepted risk.
@Suite struct RiskAcceptanceReportTests {
  static func report() -> JSONReport {
    let scan = makeScan(root: URL(fileURLWithPath: "/r"), findings: [makeFinding(id: "a"), makeFinding(id: "b")])
    var document = StoreDocument()
    ScanMerger.merge(scan, into: &document, at: t0)
    document.acceptRisk(
      RiskAcceptance(by: "Dana Lee", until: "2027-03-31", reason: "Ships in Q2", at: t0), forFinding: "a")
    return JSONReport.make(scan: scan, document: document, includePassing: true)
  }

  @Test func theJSONReportCarriesTheAcceptanceAndCountsTheStatus() throws {
    let report = Self.report()
    #expect(
      report.findings.first { $0.id == "a" }?.acceptance
        == .init(by: "Dana Lee", until: "2027-03-31", reason: "Ships in Q2"))
    #expect(report.findings.first { $0.id == "b" }?.acceptance == nil)
    #expect(report.summary.status["accepted-risk"] == 1)
    let json = String(decoding: try report.encoded(), as: UTF8.self)
    #expect(json.contains("\"acceptance\" : {"))
  }

  @Test func anAcceptedRiskDoesNotFailTheGate() {
    let blocking = FailThreshold(.low).blocking(Self.report().findings)
    #expect(blocking.map(\.id) == ["b"])
  }

  @Test func theMarkdownAuditNamesWhoAcceptedTheRiskUntilWhen() {
    let markdown = MarkdownAuditReport.render(
      Self.report(), category: .reduceMotion, files: ["Views/A.swift"], appName: "App", date: t0)
    #expect(
      markdown.contains(
        "   - **Status**: accepted risk\n   - **Accepted risk**: until 2027-03-31, accepted by Dana Lee: Ships in Q2\n")
    )
  }
}
