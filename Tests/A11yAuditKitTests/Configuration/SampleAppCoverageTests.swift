import Testing

@testable import A11yAuditKit

/// The bundled sample shows every Dynamic Type, VoiceOver and touch-target rule failing somewhere and passing
/// somewhere else, and its `.a11y-audit.yml` and suppression comment take effect.
@Suite struct SampleAppCoverageTests {
  static let newRules = RuleRegistry.all.map { $0.description }.filter { $0.category != .reduceMotion }.map(\.id)

  @Test(arguments: newRules)
  func sampleHasAViolationAndAPassingSiteOfEveryNewRule(id: String) {
    let findings = SampleScan.result.findings.filter { $0.rule == id }

    #expect(findings.contains { !$0.passing }, "no violation of \(id) in the sample")
    #expect(findings.contains { $0.passing }, "no passing site of \(id) in the sample")
  }

  @Test func everyAreaOfTheDashboardHasOpenFindings() {
    let areas = Set(SampleScan.result.violations.map(\.category))

    #expect(areas == Set(RuleRegistry.categories))
  }

  @Test func theSamplesConfigurationRaisesTheDynamicTypeCap() {
    let caps = SampleScan.result.violations.filter { $0.rule == "dynamic-type-size-cap" }

    #expect(caps.map(\.file) == ["Sources/Settings/SettingsView.swift"])
    #expect(caps.map(\.severity) == [.high], "medium by default, high through .a11y-audit.yml")
  }

  @Test func theSuppressedVersionLabelIsNotReportedAndNoSuppressionIsUnused() {
    let settings = SampleScan.result.violations.filter { $0.file == "Sources/Settings/SettingsView.swift" }

    #expect(!settings.contains { $0.rule == "fixed-font-size" })
    #expect(!SampleScan.result.findings.contains { $0.rule == "unused-suppression" })
  }

  @Test func theTypographyEnumIsReportedPerDeclarationWithItsUses() {
    let typography = SampleScan.result.violations.filter { $0.file == "Sources/Common/Typography.swift" }

    #expect(
      typography.map(\.message) == [
        "`Typography.largeTitle` is a fixed 34pt font used 0 times in 0 files: none of that text scales",
        "`Typography.title` is a fixed 22pt font used 4 times in 4 files: none of that text scales",
        "`Typography.body` is a fixed 17pt font used 3 times in 3 files: none of that text scales",
        "`Typography.caption` is a fixed 12pt font used 2 times in 2 files: none of that text scales",
      ])
  }
}
