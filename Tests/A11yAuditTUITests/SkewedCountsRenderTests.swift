import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Screens a person reads all day, on a store with skewed counts (``SkewedFixtures``): proportional severity bars
/// beside their counts, whole columns on the conformance screen, room for a finding's title at 80 columns.
@Suite struct SkewedCountsRenderTests {
  @Test func dashboard() {
    ScreensGoldenTests.check("skewedDashboard") { SkewedFixtures.state(width: $0, height: $1) }
  }

  @Test func findingsList() {
    ScreensGoldenTests.check("skewedFindingsList") { SkewedFixtures.state(width: $0, height: $1, route: .findings) }
  }

  @Test func conformance() {
    ScreensGoldenTests.check("skewedConformance") { SkewedFixtures.state(width: $0, height: $1, route: .conformance) }
  }

  @Test func theLongestSeverityBarFillsTheWidthAndTheOthersAreInProportion() {
    #expect(DashboardLayout.barCells([0, 18, 90, 12], width: 6) == [0, 1, 6, 1])
    #expect(DashboardLayout.barCells([0, 18, 90, 12], width: 12) == [0, 2, 12, 2])
    #expect(DashboardLayout.barCells([1, 0, 0, 0], width: 6) == [6, 0, 0, 0])
    #expect(DashboardLayout.barCells([1, 1000, 0, 0], width: 6) == [1, 6, 0, 0], "a nonzero count draws a cell")
    #expect(DashboardLayout.barCells([0, 0, 0, 0], width: 6) == [0, 0, 0, 0])
  }

  @Test func theDashboardPrintsEachCountBesideItsBar() {
    let text = render(SkewedFixtures.state()).text

    #expect(text.contains("    open CRIT 0  HIGH 18 █  MED 90 ██████  LOW 9 █\n"))
    #expect(text.contains("    open CRIT 1 ██████  HIGH 0  MED 0  LOW 0\n"))
  }

  @Test func aFindingRowAt80ColumnsKeepsThirtyColumnsOfItsTitle() {
    var records = SkewedFixtures.records
    records[0].status = .falsePositive
    var state = SkewedFixtures.state(route: .findings)
    state.replaceFindings(with: records)
    let rows = DeepPathRowsTests.findingRows(render(state))

    #expect(rows.count >= 10)
    for row in rows {
      guard let record = records.first(where: { row.contains(":\($0.finding.line)  ") }) else {
        Issue.record("no finding's place in \(row)")
        continue
      }
      let shown = row.components(separatedBy: "  ").last ?? ""
      #expect(DisplayWidth.of(shown) >= min(30, DisplayWidth.of(record.listTitle)), "title cut short: \(row)")
      #expect(DisplayWidth.of(row) <= 80)
    }
  }

  @Test func theConformanceCountsNeverRunIntoTheCriterionName() {
    for width in [60, 80, 100, 120, 200] {
      // At 60 columns the row ends inside the counts: the name is not reached, nor run into.
      let text = render(SkewedFixtures.state(width: width, height: 40, route: .conformance)).text

      if width >= 80 { #expect(text.contains("117 open, 3 won't fix, 28/61 screens  Non"), "at \(width) columns") }
      #expect(!text.contains("screensNon"))
    }
  }

  @Test func aFindingWithTwoCriteriaListsTheSecondUnderTheFirstWithoutAColon() {
    var finding = SkewedFixtures.records[1].finding
    finding.wcag = ["1.1.1", "4.1.2"]
    let lines = DetailLayout.lines(
      for: FindingRecord(finding: finding), width: 80, glyphs: Glyphs.forPrefs(Fixtures.prefs)
    ).map(\.text)

    #expect(lines.contains("WCAG 2.2: 1.1.1 Non-text Content (A)"))
    #expect(lines.contains("          4.1.2 Name, Role, Value (A)"))
    #expect(!lines.contains { $0.hasPrefix(":") })
  }
}
