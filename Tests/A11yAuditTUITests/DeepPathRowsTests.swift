import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Rows of findings in deep folders, as in a real app: the place is shortened from the middle, the status column is
/// as wide as the longest status shown, and the rule's title keeps at least 30 columns.
@Suite struct DeepPathRowsTests {
  static let tagGroup = "IceCubesApp/App/Tabs/TagGroup/EditTagGroupView.swift"
  static let account = "Packages/Account/Sources/Account/AccountDetailHeaderView.swift"
  static let filters =
    "Packages/Timeline/Sources/Timeline/Components/Filters/TimelineContentFilterConfigurationView.swift"

  static let records: [FindingRecord] = [
    FindingRecord(
      finding: Fixtures.finding("a1", .critical, tagGroup, line: 21, message: "repeatForever rotation")),
    FindingRecord(
      finding: Fixtures.finding("a2", .critical, account, line: 37, message: "Spring ignores Reduce Motion"),
      status: .inProgress),
    FindingRecord(
      finding: Fixtures.finding(
        "b1", .high, "Packages/DesignSystem/Sources/DesignSystem/Views/StatusRowCardView.swift", line: 112,
        rule: "fixed-font-size", category: .dynamicType, message: "Fixed font size 13")),
    FindingRecord(
      finding: Fixtures.finding(
        "b2", .high, "IceCubesApp/App/Tabs/Timeline/TimelineTab.swift", line: 58, rule: "image-missing-label",
        category: .voiceOver, message: "Image has no label")),
    FindingRecord(
      finding: Fixtures.finding(
        "c1", .medium, filters, line: 9, rule: "touch-target-size", category: .touchTarget,
        message: "Button is 28×28 points")),
    FindingRecord(
      finding: Fixtures.finding("c2", .medium, account, line: 64, message: "Scale effect pulses forever"),
      status: .fixed),
    FindingRecord(
      finding: Fixtures.finding(
        "d1", .low, "Packages/Env/Sources/Env/設定/設定画面.swift", line: 14, message: "Fade ignores Reduce Motion")),
    FindingRecord(finding: Fixtures.finding("d2", .low, "App.swift", line: 3, message: "Fade on launch")),
  ]

  static let screens = [
    ScreenRecord(
      screen: Screen(
        name: "AccountDetailHeaderView", file: account, line: 5, group: "Packages/Account/Sources/Account"))
  ]

  static func state(
    width: Int = 80, height: Int = 24, records: [FindingRecord] = records, prefs: DisplayPrefs = Fixtures.prefs,
    route: Route = .findings
  ) -> AppState {
    var state = AppState(
      findings: records, screens: screens, rootName: "IceCubesApp", size: Size(width: width, height: height),
      prefs: prefs, route: route)
    state.list.selected = state.visiblePosition(ofFinding: "a1")!
    return state
  }

  /// The body row that shows `text`, without trailing spaces.
  static func row(containing text: String, in frame: Frame) -> String? {
    frame.text.split(separator: "\n").map(String.init).first { $0.contains(text) }
  }

  @Test func findingsListWithDeepPathsAt80x24() {
    expectGolden(render(Self.state()).text, named: "findingsListWithDeepPathsAt80x24")
  }

  @Test func findingsListWithDeepPathsAt120x40() {
    expectGolden(render(Self.state(width: 120, height: 40)).text, named: "findingsListWithDeepPathsAt120x40")
  }

  @Test func rowsAt80ColumnsKeepThirtyColumnsOfTheTitleAndGiveThePlaceTheRest() {
    let frame = render(Self.state())

    #expect(
      Self.row(containing: "EditTagGroupView", in: frame)
        == "> [CRIT] open        …/EditTagGroupView.swift:21  Respect Reduce Motion in with…")
    #expect(
      Self.row(containing: "aderView.swift:37", in: frame)
        == "  [CRIT] in progress AccountDe…aderView.swift:37  Respect Reduce Motion in with…")
    #expect(
      Self.row(containing: "設定画面", in: frame)
        == "  [LOW]  open        …/設定画面.swift:14  Respect Reduce Motion in withAnimation")
    let rows = frame.text.split(separator: "\n").filter { $0.hasPrefix("  [") || $0.hasPrefix("> [") }
    #expect(rows.count == 8)
    for row in rows {
      #expect(DisplayWidth.of(row) <= 80)
      #expect(row.count { $0 == "…" } <= 2, "more than one cut in the place: \(row)")
    }
  }

  @Test func withShortStatusesShownTheFileNameStaysWhole() {
    let records = Self.records.map { record -> FindingRecord in
      var record = record
      record.status = .open
      return record
    }
    let frame = render(Self.state(records: records))

    #expect(
      Self.row(containing: "EditTagGroupView", in: frame)
        == "> [CRIT] open …/EditTagGroupView.swift:21  Respect Reduce Motion in withAnimati…")
    #expect(
      Self.row(containing: "AccountDetailHeaderView.swift:37", in: frame)
        == "  [CRIT] open …/AccountDetailHeaderView.swift:37  Respect Reduce Motion in with…")
  }

  @Test func aFileNameTooLongForItsShareIsCutInItsMiddleKeepingExtensionAndLine() {
    let frame = render(Self.state())

    #expect(
      Self.row(containing: "[MED]  open", in: frame)
        == "  [MED]  open        TimelineC…ationView.swift:9  Make tap targets at least 44×…")
  }

  @Test func atAWidthThatHoldsTheWholeRowNothingIsShortened() {
    let frame = render(Self.state(width: 200, height: 24))

    #expect(frame.text.contains("  [MED]  open        \(Self.filters):9  Make tap targets"))
    #expect(frame.text.contains("> [CRIT] open        \(Self.tagGroup):21  Respect Reduce Motion in withAnimation\n"))
    #expect(!frame.text.contains("…"))
  }

  /// The rows of findings in `frame`, without the headers, title bar and status line.
  static func findingRows(_ frame: Frame) -> [String] {
    frame.text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  [") || $0.hasPrefix("> [") }
  }

  @Test func theStatusColumnIsAsWideAsTheLongestStatusOnTheRowsShown() {
    let extra = (1...6).map { number in
      FindingRecord(
        finding: Fixtures.finding(
          "e\(number)", .low, "Packages/Extra/Sources/Extra/Row\(number)View.swift", line: number,
          message: "Fade \(number)"))
    }
    var records = (Self.records + extra).map { record -> FindingRecord in
      var record = record
      record.status = .open
      return record
    }
    #expect(
      Self.findingRows(render(Self.state(records: records))).first
        == "> [CRIT] open …/EditTagGroupView.swift:21  Respect Reduce Motion in withAnimati…")

    records[1].status = .falsePositive
    let rows = Self.findingRows(render(Self.state(records: records)))
    #expect(rows.first == "> [CRIT] open           EditTag…oupView.swift:21  Respect Reduce Motion in with…")
    #expect(rows.allSatisfy { $0.dropFirst(24).first != " " }, "places start in one column")

    // At the bottom of the list at 16 rows the critical false positive has scrolled out of view.
    var bottom = Self.state(height: 16, records: records)
    _ = update(&bottom, .key(.char("G")))
    let shown = Self.findingRows(render(bottom))
    #expect(!shown.contains { $0.contains("false positive") })
    #expect(shown.last == "> [LOW]  open Packages/…/Row6View.swift:6  Respect Reduce Motion in withAnimati…")
  }

  @Test func screenReviewRowsAreLaidOutAsTheListsRows() {
    var state = Self.state(route: .screens)
    state.routes = [.screens, .review(Self.screens[0].id)]
    let frame = render(state)

    #expect(
      Self.row(containing: ":37", in: frame)
        == "> [CRIT] in progress AccountDe…aderView.swift:37  Respect Reduce Motion in with…")
    #expect(
      Self.row(containing: ":64", in: frame)
        == "  [MED]  fixed       AccountDe…aderView.swift:64  Respect Reduce Motion in with…")
  }

  @Test func screenReaderRowsNameTheWholePathWhenTheSentenceFits() {
    let prefs = DisplayPrefs(colors: false, ascii: true, linear: true)
    let wide = render(Self.state(width: 200, height: 40, prefs: prefs))
    for record in Self.records where (record.finding.file + record.listTitle).allSatisfy(\.isASCII) {
      let mark = record.id == "a1" ? "> " : ""
      #expect(Self.row(containing: record.location + " ", in: wide) == mark + record.sentence)
    }
    // At 80 columns: the whole place when the sentence fits, else the file name (the end of the row is cut as any
    // row is), never an ellipsis read aloud in the middle of a path.
    let narrow = render(Self.state(prefs: prefs)).text
    #expect(narrow.contains("\nLOW open App.swift:3 Respect Reduce Motion in withAnimation\n"))
    #expect(narrow.contains("\n> CRIT open EditTagGroupView.swift:21 Respect Reduce Motion in withAnimation\n"))
    #expect(!narrow.contains("/.../"))
    #expect(narrow.contains("\nCRIT in progress AccountDetailHeaderView.swift:37 Respect Reduce Motion in wi...\n"))
    #expect(!narrow.contains("  open"), "no padded status column")
  }

  @Test func theDetailScreenNamesTheWholePath() {
    var state = Self.state(width: 120, height: 40)
    state.routes = [.findings, .detail("c1")]

    #expect(render(state).text.contains("Location: " + Self.filters + ":9:9\n"))
  }

  @Test func at80ColumnsTheDetailScreenBreaksTheWholePathAfterAFolder() {
    var state = Self.state()
    state.routes = [.findings, .detail("c1")]
    let text = render(state).text

    #expect(text.contains("Location: Packages/Timeline/Sources/Timeline/Components/Filters/\n"))
    #expect(text.contains("\n          TimelineContentFilterConfigurationView.swift:9:9\n"))
    #expect(!text.contains("…"))
  }

  @Test(arguments: [10, 20, 37, 70, 200])
  func aWrappedPathReadsAsTheWholePath(width: Int) {
    let lines = DetailLayout.wrap(path: Self.filters + ":9:9", width: width)

    #expect(lines.joined() == Self.filters + ":9:9")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix("/") } || width < 47)
  }

}
