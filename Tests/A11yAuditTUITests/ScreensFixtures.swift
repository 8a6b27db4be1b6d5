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
