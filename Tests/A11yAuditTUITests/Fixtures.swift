import A11yAuditKit
import Foundation

@testable import A11yAuditTUI

/// Findings and states shared by the TUI tests: a small audit of a sample app, fixed dates, no I/O.
enum Fixtures {
  static let day = Date(timeIntervalSince1970: 1_763_805_600)  // 2025-11-22 10:00 UTC

  static func finding(
    _ id: String, _ severity: Severity, _ file: String, line: Int, column: Int = 9,
    rule: String = "with-animation-reduce-motion", category: A11yAuditKit.Category = .reduceMotion,
    message: String, snippet: String = "withAnimation(.spring()) {\n  isShown = true\n}",
    recommendation: String = "Wrap the animation in a check of accessibilityReduceMotion.", context: String = "body"
  ) -> Finding {
    Finding(
      id: id, rule: rule, category: category, severity: severity, file: file,
      span: SourceSpan(
        start: SourcePosition(line: line, column: column), end: SourcePosition(line: line + 2, column: 2)),
      snippet: snippet, message: message, recommendation: recommendation, passing: false, context: context)
  }

  /// Eight findings: two critical (one in progress), three high (one absent), two medium, one low (passing).
  static let records: [FindingRecord] = [
    FindingRecord(
      finding: finding(
        "a1", .critical, "Views/Common/LoadingOverlay.swift", line: 61,
        message: "repeatForever rotation ignores Reduce Motion",
        snippet: "withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {\n  rotation = 360\n}",
        recommendation:
          "Read @Environment(\\.accessibilityReduceMotion) and show a static progress indicator instead of the "
          + "endless rotation when it is on.",
        context: "LoadingOverlay.body")),
    FindingRecord(
      finding: finding(
        "a2", .critical, "Views/Auth/WelcomeView.swift", line: 40, message: "Parallax offset ignores Reduce Motion"),
      status: .inProgress,
      notes: [Note(at: day, text: "Pairing with design on a cross-fade.", by: "Ana Ruiz")],
      history: [
        HistoryEntry(
          at: day, from: .open, to: .inProgress, by: .user, reason: "pairing with design", person: "Ana Ruiz")
      ]),
    FindingRecord(
      finding: finding(
        "b1", .high, "Views/Test/QuizView.swift", line: 118, rule: "fixed-font-size", category: .dynamicType,
        message: "Fixed font size 13 does not scale with Dynamic Type", snippet: ".font(.system(size: 13))")),
    FindingRecord(
      finding: finding(
        "b2", .high, "Views/Auth/LoginView.swift", line: 22, rule: "image-missing-label", category: .voiceOver,
        message: "Image(\"logo\") has no accessibility label", snippet: "Image(\"logo\")")),
    FindingRecord(
      finding: finding(
        "b3", .high, "Views/Home/HomeView.swift", line: 77, message: "Spring transition ignores Reduce Motion"),
      presence: .absent),
    FindingRecord(finding: settingsButton),
    FindingRecord(
      finding: finding(
        "c2", .medium, "Views/Home/HomeView.swift", line: 30, message: "Scale effect pulses forever"),
      status: .fixed,
      history: [HistoryEntry(at: day, from: .open, to: .fixed, by: .user, reason: "set by user")]),
    FindingRecord(
      finding: finding(
        "d1", .low, "Views/Test/ResultView.swift", line: 9, message: "Confetti animation is decorative"),
      presence: .passing),
  ]

  /// A medium finding that comes with a suggested fix.
  static var settingsButton: Finding {
    var finding = finding(
      "c1", .medium, "Views/Settings/SettingsView.swift", line: 12, rule: "touch-target-size",
      category: .touchTarget, message: "Button is 28×28 points, below the 44×44 minimum",
      snippet: ".frame(width: 28, height: 28)")
    finding.suggestedFix = "-    .frame(width: 28, height: 28)\n+    .frame(minWidth: 44, minHeight: 44)"
    return finding
  }

  static let prefs = DisplayPrefs(colors: true, ascii: false)

  /// The app as it starts on the sample findings.
  static func state(width: Int = 80, height: Int = 24, records: [FindingRecord] = records) -> AppState {
    AppState(findings: records, rootName: "SampleApp", size: Size(width: width, height: height), prefs: prefs)
  }

  /// Position of a finding in the list as shown.
  static func index(_ id: String, in state: AppState) -> Int { state.visiblePosition(ofFinding: id)! }
}
