import A11yAuditKit
import Foundation
import Testing

@testable import A11yAuditTUI

/// An accepted risk in the dashboard, the findings list and the detail screen.
@Suite struct AcceptedRiskScreenTests {
  static func state(route: Route) -> (AppState, FindingRecord) {
    var records = ScreensFixtures.records
    records[1].acceptRisk(
      RiskAcceptance(
        by: "Dana Lee", until: "2027-03-31", reason: "The redesign replaces this view in Q2",
        at: Date(timeIntervalSince1970: 1_800_000_000)))
    let state = AppState(
      findings: records, screens: ScreensFixtures.screens, audits: [ScreensFixtures.audit], rootName: "SampleApp",
      size: Size(width: 80, height: 24), prefs: Fixtures.prefs, route: route)
    return (state, records[1])
  }

  @Test func theDashboardSaysHowManyRisksAreAcceptedAndWhichEndsFirst() {
    let text = render(Self.state(route: .dashboard).0).text
    #expect(text.contains("1 accepted risk, the first ends 2027-03-31 (accepted by Dana Lee)"))
  }

  @Test func theFindingsListShowsTheStatusInWords() {
    let (state, record) = Self.state(route: .findings)
    let name = record.finding.file.split(separator: "/").last ?? ""
    let row = render(state).text.split(separator: "\n").first { $0.contains(name) && $0.contains("accepted risk") }
    #expect(row != nil)
  }

  @Test func theDetailSaysWhoAcceptedTheRiskUntilWhenAndWhy() {
    let (_, record) = Self.state(route: .findings)
    let text = DetailLayout.lines(for: record, width: 80, glyphs: .ascii).map(\.text).joined(separator: "\n")
    #expect(text.contains("Accepted risk\n  Accepted by Dana Lee until 2027-03-31 (UTC). Reason: The redesign"))
    #expect(text.contains("first scan after that day reopens the finding."))
  }
}
