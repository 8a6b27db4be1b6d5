import A11yAuditKit
import Foundation

@testable import A11yAuditTUI

/// App screens, an audit file and audit links for the dashboard, audit files, screens and checklists tests.
enum ScreensFixtures {
  static let screens: [ScreenRecord] = [
    ScreenRecord(
      screen: Screen(name: "WelcomeView", file: "Views/Auth/WelcomeView.swift", line: 3, group: "Views/Auth"),
      review: .reviewed),
    ScreenRecord(
      screen: Screen(name: "LoginView", file: "Views/Auth/LoginView.swift", line: 5, group: "Views/Auth")),
    ScreenRecord(
      screen: Screen(name: "HomeView", file: "Views/Home/HomeView.swift", line: 8, group: "Views/Home"),
      review: .inReview),
    ScreenRecord(
      screen: Screen(name: "QuizView", file: "Views/Test/QuizView.swift", line: 2, group: "Views/Test")),
  ]

  static let auditText = """
    # SampleApp Reduce Motion Audit

    ## Success Criteria

    - [x] Shared motion modifier available
    - [ ] All CRITICAL animations respect Reduce Motion

    ## Todo List

    - [ ] Test every screen with Reduce Motion on

    """

  static var audit: AuditDocument { AuditReader.read(text: auditText, path: "Docs/motion-audit.md") }

  /// The sample findings, the first critical one described by the audit file too.
  static var records: [FindingRecord] {
    var records = Fixtures.records
    records[0].audit = [
      AuditReference(
        path: "Docs/motion-audit.md", line: 40, title: "Spinner rotates forever", severity: .critical,
        type: "Continuous", recommendation: "Show a static progress indicator when Reduce Motion is on.")
    ]
    return records
  }

  static func state(width: Int = 80, height: Int = 24, route: Route = .dashboard) -> AppState {
    AppState(
      findings: records, screens: screens, audits: [audit], rootName: "SampleApp",
      size: Size(width: width, height: height), prefs: Fixtures.prefs, route: route)
  }
}

/// A store with skewed counts for the rendering tests: 1 critical, 18 high, 90 medium and 12 low findings (3 of
/// the low ones won't fix) in deep folders, on 28 of 61 screens, most of them VoiceOver findings, so one dashboard
/// row holds counts from 18 to 90 and one conformance row counts more than its column holds.
enum SkewedFixtures {
  static func file(ofScreen number: Int) -> String {
    "Packages/Features/Sources/Feature\(number % 5)/Screens/Screen\(number)DetailsView.swift"
  }

  static let screens: [ScreenRecord] = (1...61).map { number in
    ScreenRecord(
      screen: Screen(
        name: "Screen\(number)DetailsView", file: file(ofScreen: number), line: 3,
        group: "Packages/Features/Sources/Feature\(number % 5)/Screens"))
  }

  static let records: [FindingRecord] = {
    var records = [
      FindingRecord(
        finding: Fixtures.finding(
          "a001", .critical, file(ofScreen: 1), line: 40, message: "repeatForever rotation ignores Reduce Motion"))
    ]
    records += (1...18).map { number in
      FindingRecord(
        finding: Fixtures.finding(
          String(format: "b%03d", number), .high, file(ofScreen: (number - 1) % 18 + 1), line: 20 + number,
          rule: "icon-button-missing-label", category: .voiceOver, message: "Button(systemImage:) has no label"))
    }
    records += (1...90).map { number in
      FindingRecord(
        finding: Fixtures.finding(
          String(format: "c%03d", number), .medium, file(ofScreen: (number - 1) % 28 + 1), line: 100 + number,
          rule: "image-missing-label", category: .voiceOver, message: "Image(\"hero\") has no accessibility label"))
    }
    records += (1...12).map { number in
      FindingRecord(
        finding: Fixtures.finding(
          String(format: "d%03d", number), .low, file(ofScreen: (number - 1) % 12 + 1), line: 300 + number,
          rule: "image-missing-label", category: .voiceOver, message: "Image(\"badge\") has no accessibility label"),
        status: number <= 3 ? .wontFix : .open)
    }
    return records
  }()

  static func state(width: Int = 80, height: Int = 24, route: Route = .dashboard) -> AppState {
    AppState(
      findings: records, screens: screens, rootName: "SkewedApp", size: Size(width: width, height: height),
      prefs: Fixtures.prefs, route: route)
  }
}
