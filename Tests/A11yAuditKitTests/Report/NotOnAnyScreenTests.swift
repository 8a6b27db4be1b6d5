import Foundation
import Testing

@testable import A11yAuditKit

/// What no screen of the navigation graph reaches is reviewed as one group, and every report counts it.
@Suite struct NotOnAnyScreenTests {
  private static let app = """
    import SwiftUI
    @main struct ShopApp: App {
      var body: some Scene { WindowGroup { HomeView() } }
    }
    """

  /// A screen using a component; an unplaced view using a component of its own; a view nothing uses (unplaced too);
  /// each with a fixed font size, and one outside any view.
  private static let sources: [(file: String, text: String)] = [
    ("App.swift", app),
    (
      "HomeView.swift",
      """
      import SwiftUI
      struct HomeView: View {
        var body: some View { VStack { Text("Home").font(.system(size: 20)); PriceTag() } }
      }
      struct PriceTag: View { var body: some View { Text("$1").font(.system(size: 11)) } }
      """
    ),
    (
      "AccountView.swift",
      """
      import SwiftUI
      struct AccountView: View {
        var body: some View { VStack { Text("Account").font(.system(size: 18)); AvatarBadge() } }
      }
      struct AvatarBadge: View { var body: some View { Text("A").font(.system(size: 9)) } }
      struct LegacyRow: View { var body: some View { Text("Old").font(.system(size: 12)) } }
      """
    ),
    (
      "Styles.swift",
      """
      import SwiftUI
      extension Text {
        func caption() -> some View { font(.system(size: 10)) }
      }
      """
    ),
  ]

  private static func line(_ result: ScanResult, _ id: String) -> String {
    result.violations.first { $0.id == id }.map { "\($0.file):\($0.line)" } ?? id
  }

  @Test func unplacedViewsUnusedComponentsAndFindingsOutsideViewsFormTheGroup() throws {
    let result = Scanner().scan(sources: Self.sources)
    let byScreen = ScreenFindings(
      screens: result.screens, findings: result.violations.map { ($0.id, $0.file, $0.line) })
    let group = byScreen.notOnAnyScreen
    #expect(result.screens.first { $0.name == "AccountView" }?.kind == .unplaced)
    #expect(result.screens.first { $0.name == "LegacyRow" }?.kind == .unplaced)
    #expect(group.views == ["AccountView", "LegacyRow", "AvatarBadge"])
    #expect(
      group.findings.map { Self.line(result, $0) }.sorted()
        == ["AccountView.swift:3", "AccountView.swift:5", "AccountView.swift:6", "Styles.swift:3"])
    #expect(byScreen.findings(ofScreen: NotOnAnyScreen.id) == group.findings)
    #expect(group.summary == "Not on any screen: 3 views, 4 findings")
    let home = try #require(result.screens.first { $0.name == "HomeView" })
    #expect(
      byScreen.findings(ofScreen: home.id).map { Self.line(result, $0) }.sorted()
        == ["HomeView.swift:3", "HomeView.swift:5"])
  }

  @Test func everyViolationOfTheJSONReportIsOnAScreenOrNotOnAnyScreen() throws {
    for result in [Scanner().scan(sources: Self.sources), SampleScan.result] {
      let report = JSONReport.make(scan: result, document: nil, includePassing: false)
      let group = try #require(report.notOnAnyScreen)
      let onScreens = Set((report.screens ?? []).filter { $0.kind == .screen }.flatMap(\.findings))
      let violations = Set(report.findings.filter { !$0.passing }.map(\.id))
      #expect(violations.subtracting(onScreens).subtracting(group.findings).isEmpty)
      #expect(onScreens.isDisjoint(with: group.findings))
      #expect(!group.findings.isEmpty && group.views.contains("AccountView"))
    }
    let json = String(
      decoding: try JSONReport.make(scan: Scanner().scan(sources: Self.sources), document: nil, includePassing: false)
        .encoded(), as: UTF8.self)
    #expect(json.contains(#""notOnAnyScreen" : {"#))
    #expect(json.contains(#""views" : ["#) && json.contains(#""LegacyRow""#))
  }

  @Test func theJSONReportOfOneAreaKeepsOnlyThatAreasFindingsInTheGroup() throws {
    let report = JSONReport.make(scan: SampleScan.result, document: nil, includePassing: false)
    let motion = report.filtered(to: .reduceMotion)
    let ids = Set(motion.findings.map(\.id))
    let group = try #require(motion.notOnAnyScreen)
    #expect(Set(group.findings).isSubset(of: ids))
    #expect(group.views == report.notOnAnyScreen?.views)
  }

  @Test func aScanKeepsTheGroupsReviewStateLikeAScreens() throws {
    let result = Scanner().scan(sources: Self.sources)
    var document = StoreDocument()
    ScanMerger.merge(result, into: &document, at: t0)
    let record = try #require(document.screens.first { $0.id == NotOnAnyScreen.id })
    #expect(record.present && record.screen.isNotOnAnyScreen && record.screen.isReviewed)
    #expect(document.reviewableScreens.map(\.screen.name) == ["HomeView", NotOnAnyScreen.title])
    let found = document.setReview(.reviewed, forScreen: NotOnAnyScreen.id, area: .dynamicType)
    #expect(found)

    ScanMerger.merge(result, into: &document, at: t0)
    #expect(document.screens.count { $0.id == NotOnAnyScreen.id } == 1)
    #expect(document.reviewableScreens.last?.review(for: .dynamicType) == .reviewed)

    // Written and read back: the group's record is a screen record like any other.
    let store = Store(url: makeTemporaryFolder().appendingPathComponent("store.json"))
    defer { try? FileManager.default.removeItem(at: store.url.deletingLastPathComponent()) }
    try store.update { $0 = document }
    #expect(try store.load() == document.canonicalized())

    // Once every view is on a screen and nothing is outside views, the group is not counted, its review kept.
    let placed = Scanner().scan(sources: Array(Self.sources.prefix(2)))
    ScanMerger.merge(placed, into: &document, at: t0)
    #expect(document.reviewableScreens.map(\.screen.name) == ["HomeView"])
    #expect(document.screens.first { $0.id == NotOnAnyScreen.id }?.review(for: .dynamicType) == .reviewed)
  }

  @Test func aStoreWrittenBeforeTheGroupStillReadsAndCountsItsScreens() throws {
    let old = """
      {"schemaVersion":1,"findings":[],"checklistTicks":[],"screens":[
      {"screen":{"name":"HomeView","file":"HomeView.swift","line":2,"group":"."},"review":"reviewed","present":true}]}
      """
    let store = Store(url: makeTemporaryFolder().appendingPathComponent("store.json"))
    defer { try? FileManager.default.removeItem(at: store.url.deletingLastPathComponent()) }
    try Data(old.utf8).write(to: store.url)
    let document = try store.load()
    #expect(document.reviewableScreens.map(\.screen.name) == ["HomeView"])
    let screens = try #require(DashboardSummary.make(document: document, audits: []).rows.first?.screens)
    #expect(screens == (1, 1))
  }
}
