import A11yAuditKit
import Foundation

@testable import A11yAuditTUI

/// An app whose store knows its navigation graph: `BreatheApp → RootView → SplashView, HomeView`, components shared
/// by screens, an unplaced view, and findings in a screen, a private screen of the same file and the components, in
/// the unplaced view and outside any view (those two form the Not on any screen group, whose record a scan adds).
enum NavigationFixtures {
  static let screens: [ScreenRecord] = {
    var document = StoreDocument(findings: records, screens: views)
    document.updateNotOnAnyScreen()
    return document.screens
  }()

  static let views: [ScreenRecord] = [
    record("AboutView", "About/AboutView.swift", 1, 20, .unplaced, by: nil, components: nil, order: 3),
    record(
      "RootView", "App/RootView.swift", 3, 50, .screen, by: ["BreatheApp"], components: ["LoadingOverlay"], order: 0),
    record("SplashView", "App/RootView.swift", 55, 66, .screen, by: ["RootView"], components: nil, order: 1),
    record(
      "HomeView", "Home/HomeView.swift", 3, 120, .screen, by: ["RootView"], components: ["HabitRow", "PrimaryButton"],
      order: 2),
    record("HabitRow", "Home/HabitRow.swift", 3, 30, .component, by: nil, components: nil, order: 4),
    record("PrimaryButton", "Common/PrimaryButton.swift", 3, 25, .component, by: nil, components: nil, order: 5),
    record("LoadingOverlay", "Common/LoadingOverlay.swift", 3, 70, .component, by: nil, components: nil, order: 6),
  ]

  static let records: [FindingRecord] = [
    FindingRecord(finding: Fixtures.finding("r1", .critical, "App/RootView.swift", line: 20, message: "Root motion")),
    FindingRecord(
      finding: Fixtures.finding(
        "s1", .high, "App/RootView.swift", line: 60, rule: "touch-target-size", category: .touchTarget,
        message: "Splash target too small")),
    FindingRecord(finding: Fixtures.finding("h1", .high, "Home/HomeView.swift", line: 40, message: "Home motion")),
    FindingRecord(
      finding: Fixtures.finding("c1", .medium, "Home/HabitRow.swift", line: 10, message: "Row motion")),
    FindingRecord(
      finding: Fixtures.finding(
        "p1", .low, "Common/PrimaryButton.swift", line: 8, rule: "fixed-font-size", category: .dynamicType,
        message: "Button text does not scale")),
    FindingRecord(
      finding: Fixtures.finding(
        "a1", .high, "About/AboutView.swift", line: 12, rule: "fixed-font-size", category: .dynamicType,
        message: "About text does not scale")),
    FindingRecord(
      finding: Fixtures.finding("x1", .medium, "Common/Styles.swift", line: 5, message: "Shared style motion")),
  ]

  static func state(
    width: Int = 80, height: Int = 24, route: Route = .screens, prefs: DisplayPrefs = Fixtures.prefs,
    screens: [ScreenRecord] = screens
  ) -> AppState {
    AppState(
      findings: records, screens: screens, audits: [], rootName: "Breathe", size: Size(width: width, height: height),
      prefs: prefs, route: route)
  }

  private static func record(
    _ name: String, _ file: String, _ line: Int, _ endLine: Int, _ kind: ScreenKind, by: [String]?,
    components: [String]?, order: Int
  ) -> ScreenRecord {
    let group = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
    return ScreenRecord(
      screen: Screen(
        name: name, file: file, line: line, group: group, kind: kind, endLine: endLine, presentedBy: by,
        components: components, order: order))
  }
}
