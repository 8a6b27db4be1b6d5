import Foundation
import Testing

@testable import A11yAuditKit

/// "Open violation" and the status groups are decided once: ``FindingRecord/isOpenViolation`` and
/// ``FixStatusGroup``, which the store's counts, the dashboard, the reports, `--fail-on`, `--status` and the MCP
/// tools share.
@Suite struct OpenViolationTests {
  @Test(arguments: FixStatus.allCases)
  func aFindingIsOpenWhenItsViolationIsSeenAndNothingIsDone(status: FixStatus) {
    for presence in [Presence.violation, .passing, .absent] {
      let record = FindingRecord(finding: makeFinding(id: "a"), status: status, presence: presence)
      let expected = presence == .violation && (status == .open || status == .inProgress)
      #expect(record.isOpenViolation == expected, "\(status) \(presence)")
      #expect(JSONReport.Entry(record).isOpenViolation == expected, "\(status) \(presence)")
      #expect(FixStatusGroup.todo.contains(status) == !status.isDone)
    }
  }

  @Test func anEntryWritesItsTypedFieldsAsTheirWordsAndReadsNoWordThisVersionDoesNotKnow() throws {
    let record = FindingRecord(finding: makeFinding(id: "a"), status: .inProgress, presence: .absent)
    let json = try #require(String(data: try JSONOutput.encode(JSONReport.Entry(record)), encoding: .utf8))
    for field in [
      "\"category\" : \"reduce-motion\"", "\"severity\" : \"high\"", "\"status\" : \"in-progress\"",
      "\"presence\" : \"absent\"",
    ] {
      #expect(json.contains(field), "\(field) in \(json)")
    }
    #expect(try JSONDecoder().decode(JSONReport.Entry.self, from: Data(json.utf8)) == JSONReport.Entry(record))
    let unknown = json.replacingOccurrences(of: "in-progress", with: "someday")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(JSONReport.Entry.self, from: Data(unknown.utf8)) }
  }

  @Test func theStoreCountsAndTheGateAgree() {
    var document = StoreDocument()
    document.findings = [
      FindingRecord(finding: makeFinding(id: "a"), status: .open),
      FindingRecord(finding: makeFinding(id: "b"), status: .inProgress),
      FindingRecord(finding: makeFinding(id: "c"), status: .wontFix),
      FindingRecord(finding: makeFinding(id: "d"), status: .open, presence: .absent),
      FindingRecord(finding: makeFinding(id: "e", passing: true), status: .verified, presence: .passing),
    ]
    #expect(document.openViolationCount == 2)
    let entries = document.findings.map(JSONReport.Entry.init)
    #expect(FailThreshold(.none).blocking(entries).map(\.id) == ["a", "b"])
  }

  @Test func statusGroupsAndTheirWords() {
    #expect(FixStatusGroup.todo.statuses == [.open, .inProgress])
    #expect(FixStatusGroup.done.statuses == [.fixed, .verified, .wontFix, .falsePositive, .acceptedRisk])
    #expect(FixStatusGroup.all.statuses == FixStatus.allCases)
    #expect(
      FixStatusGroup.filterWords == FixStatus.allCases.map(\.rawValue) + ["todo", "done", "all"])
    for group in FixStatusGroup.allCases {
      #expect(FixStatus.named(group.rawValue) == group.statuses)
      #expect(FixStatus.named(group.rawValue.uppercased()) == group.statuses)
    }
    #expect(FixStatus.named("in progress") == [.inProgress])
    #expect(FixStatus.named("open") == [.open])
    #expect(FixStatus.named("later") == nil)
  }
}
