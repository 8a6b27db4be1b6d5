import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// Suppressing a finding's rule from where the person stands: the comment or configuration entry, its diff, and a
/// rescan that no longer reports it.
@Suite struct SuppressionPlanTests {
  private func finding(line: Int, file: String = "Views/Card.swift") -> Finding {
    var finding = makeFinding(id: "a1", file: file, line: line)
    finding.rule = "fixed-font-size"
    return finding
  }

  @Test func onTheLineTheCommentGoesAboveItWithItsIndentation() throws {
    let source = "struct A {\n    var body: some View {\n        Text(\"x\").font(.system(size: 12))\n    }\n}\n"
    let plan = try SuppressionPlan.make(for: finding(line: 3), reach: .line, reason: "Legal text", original: source)
    let lines = plan.updated.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "        // a11y-audit:disable:next fixed-font-size — Legal text")
    #expect(lines[3] == "        Text(\"x\").font(.system(size: 12))")
    #expect(plan.diff.contains("+        // a11y-audit:disable:next fixed-font-size — Legal text"))
    #expect(plan.file == "Views/Card.swift")
  }

  @Test func inTheFileTheRegionStartsAtTheTopAndWindowsLineEndingsStay() throws {
    let source = "import SwiftUI\r\nstruct A {}\r\n"
    let plan = try SuppressionPlan.make(
      for: finding(line: 2), reach: .file, reason: "Legacy\nscreen", original: source)
    #expect(
      plan.updated == "// a11y-audit:disable fixed-font-size — Legacy screen\r\nimport SwiftUI\r\nstruct A {}\r\n")
  }

  @Test(
    arguments: [
      (nil, "disabled_rules: [fixed-font-size]  # Brand type\n"),
      ("included: [Sources]\n", "included: [Sources]\ndisabled_rules: [fixed-font-size]  # Brand type\n"),
      (
        "disabled_rules: [line-limit-truncation]\n",
        "disabled_rules: [line-limit-truncation, fixed-font-size]  # Brand type\n"
      ),
      (
        "disabled_rules:\n  - line-limit-truncation\nseverity:\n  touch-target-size: high\n",
        "disabled_rules:\n  - line-limit-truncation\n  - fixed-font-size  # Brand type\nseverity:\n  touch-target-size: high\n"
      ),
      (
        "disabled_rules: line-limit-truncation # old\n",
        "disabled_rules: [line-limit-truncation, fixed-font-size] # old\n"
      ),
    ] as [(String?, String)])
  func inTheProjectTheRuleJoinsDisabledRules(original: String?, expected: String) throws {
    let plan = try SuppressionPlan.make(
      for: finding(line: 1), reach: .project, reason: "Brand type", original: original)
    #expect(plan.updated == expected)
    #expect(plan.file == ".a11y-audit.yml")
    #expect(try Configuration.parse(plan.updated, file: ".a11y-audit.yml").disabledRules.contains("fixed-font-size"))
  }

  @Test func aConfigurationItCannotExtendSafelyOrAMissingReasonIsRefused() {
    #expect(throws: SessionError.self) {
      try SuppressionPlan.make(
        for: finding(line: 1), reach: .project, reason: "x", original: "disabled_rules: {a: b}\n")
    }
    #expect(throws: SessionError.self) {
      try SuppressionPlan.make(for: finding(line: 1), reach: .line, reason: "  ", original: "struct A {}\n")
    }
    #expect(throws: SessionError.self) {
      try SuppressionPlan.make(for: finding(line: 9), reach: .line, reason: "x", original: "struct A {}\n")
    }
  }

  @Test(arguments: SuppressionReach.allCases)
  func afterWritingItTheRescanNoLongerReportsTheFinding(reach: SuppressionReach) throws {
    let tree = try FixtureTree()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    try tree.write(".a11y-audit.yml", text: "opt_in_rules: all\n")
    try tree.write(
      "Views/Card.swift",
      text: """
        import SwiftUI
        struct Card: View {
          var body: some View {
            VStack {
              Text("Terms")
                .font(.system(size: 11))
            }
          }
        }
        """)
    var session = AuditSession(root: try AuditRoot(url: tree.root))
    session.person = "Ana Ruiz"
    let document = try #require(try session.scan().document)
    let record = try #require(document.findings.first { $0.finding.rule == "fixed-font-size" })
    let plan = try session.planSuppression(ofFinding: record.id, reach: reach, reason: "Legal text")
    try session.write(plan)
    let after = try session.scan()
    #expect(!after.scan.violations.contains { $0.rule == "fixed-font-size" })
    #expect(!after.scan.violations.contains { $0.rule == "unused-suppression" })
    #expect(throws: SessionError.self) { try session.write(plan) }
  }
}
