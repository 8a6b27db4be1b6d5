import Testing

@testable import A11yAuditKit

@Suite struct WCAG22Tests {
  @Test func wcag22HasEightySevenCriteriaInNumberOrderAcrossTheThreeLevels() {
    #expect(WCAG22.all.count == 87)
    #expect(WCAG22.criteria(at: .a).count == 32)
    #expect(WCAG22.criteria(at: .aa).count == 24)
    #expect(WCAG22.criteria(at: .aaa).count == 31)
    #expect(WCAG22.all == WCAG22.all.sorted())
    #expect(Set(WCAG22.all.map(\.number)).count == 87)
    let guideline14 = WCAG22.all.filter { $0.number.hasPrefix("1.4.") }.map(\.number)
    #expect(guideline14.prefix(10).last == "1.4.10")
  }

  @Test func theCriteriaWCAG22AddedAndTheOneItRemovedAreMarked() {
    let added = WCAG22.all.filter { $0.introduced == "2.2" }.map(\.title)
    #expect(
      added == [
        "2.4.11 Focus Not Obscured (Minimum) (AA)", "2.4.12 Focus Not Obscured (Enhanced) (AAA)",
        "2.4.13 Focus Appearance (AAA)", "2.5.7 Dragging Movements (AA)", "2.5.8 Target Size (Minimum) (AA)",
        "3.2.6 Consistent Help (A)", "3.3.7 Redundant Entry (A)", "3.3.8 Accessible Authentication (Minimum) (AA)",
        "3.3.9 Accessible Authentication (Enhanced) (AAA)",
      ])
    #expect(WCAG22.all.filter(\.isObsolete).map(\.number) == ["4.1.1"])
    #expect(
      SuccessCriterion.wcag22("1.4.3")?.url == "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
    #expect(SuccessCriterion.wcag22("9.9.9") == nil)
  }
}
