import Foundation
import Testing

@testable import A11yAuditKit

/// The numbers below were read from the seed files by hand.
@Suite(.enabled(if: SeedFiles.available, SeedFiles.skipReason))
struct SeedAuditTests {
  private func read(_ prefix: String) throws -> AuditDocument {
    try AuditReader.read(url: SeedFiles.url(prefix), path: SeedFiles.url(prefix).lastPathComponent)
  }

  private func counts(_ document: AuditDocument) -> [Severity: Int] { document.findingCounts.filter { $0.value > 0 } }

  @Test func reduceMotionAuditSeedDespiteItsMojibake() throws {
    let audit = try read("000")
    #expect(audit.title == "AIQ iOS App - Reduce Motion Accessibility Audit")
    #expect(audit.kind == .audit)
    #expect(audit.category == .reduceMotion)
    #expect(audit.passed == false)
    #expect(audit.metadata("Jira Ticket") == "BTS-38")
    #expect(audit.metadata("Total Files Audited") == "17 files")
    #expect(audit.screens.count == 17)
    #expect(audit.screens.filter { $0.status == .notTested }.count == 14)
    #expect(
      audit.screens.filter { $0.status == .needsFix }.map(\.name) == ["WelcomeView.swift", "TestTakingView.swift"])
    #expect(audit.screens.filter { $0.status == .mustFix }.map(\.name) == ["LoadingOverlay.swift"])
    #expect(audit.screens.first?.group == "Authentication Flow")
    #expect(Set(audit.screens.map(\.group)).count == 6)
    #expect(audit.findings.count == 19)
    #expect(counts(audit) == [.critical: 3, .high: 4, .medium: 10, .low: 2])
    #expect(audit.statedSeverityCounts == [.critical: 3, .high: 24, .medium: 31, .low: 10, .none: 0])
    let rotation = try #require(audit.findings.first { $0.lines == 61...66 })
    #expect(rotation.severity == .critical)
    #expect(rotation.title == "Continuous rotation")
    #expect(rotation.type == "Continuous animation")
    #expect(rotation.snippet?.contains("repeatForever(autoreverses: false)") == true)
    #expect(rotation.recommendation?.contains("if !reduceMotion") == true)
    #expect(rotation.file?.hasSuffix("Views/Common/LoadingOverlay.swift") == true)
    let breathing = try #require(audit.findings.first { $0.lines == 37...39 })
    #expect(
      breathing.severity == .critical, "HIGH under the screen, CRITICAL under Findings by Severity: the higher wins")
    #expect(audit.findings.contains { $0.file == "PrivacyConsentView.swift" && $0.lines == 35...38 })
    #expect(audit.checklist.count == 6)
    #expect(audit.checklist.allSatisfy { $0.section == "Success Criteria for Implementation" && !$0.checked })
  }

  @Test func phasePlanSeedWithFrontMatterAndTwoTaskLists() throws {
    let plan = try read("001")
    #expect(plan.kind == .plan)
    #expect(plan.title == "Phase 5: Reduce Motion Support")
    #expect(plan.metadata("status") == "completed")
    #expect(plan.metadata("priority") == "P2")
    #expect(plan.metadata("effort") == "1h")
    #expect(plan.metadata("phase") == "5 of 6")
    #expect(plan.findings.isEmpty)
    #expect(plan.checklist.filter { $0.section == "Todo List" }.count == 12)
    #expect(plan.checklist.filter { $0.section == "Success Criteria" }.count == 5)
    #expect(plan.checklistProgress == (0, 17))
    #expect(plan.checklist.first?.text == "Add `AccessibleAnimationModifier` to `View+Extensions.swift`")
    #expect(plan.checklist.first?.line == 202)
  }

  @Test func dynamicTypeAuditSeedIssuesTakeTheirScreensSeverity() throws {
    let audit = try read("002")
    #expect(audit.kind == .audit)
    #expect(audit.category == .dynamicType)
    #expect(audit.metadata("Audited by") == "Claude (ios-engineer agent)")
    #expect(audit.screens.count == 18)
    #expect(audit.screens.first { $0.name == "TestTakingView" }?.severity == .critical)
    #expect(audit.screens.first { $0.name == "MainTabView" }?.group == "Dashboard & Main Navigation")
    #expect(counts(audit) == [.critical: 6, .high: 40, .medium: 16, .low: 3])
    #expect(audit.checklist.count == 6)
    #expect(audit.checklist.allSatisfy { $0.section == "Code Review Checklist" && !$0.checked })
  }

  @Test func voiceOverResearchSeedHasNoFindingsOrTaskItems() throws {
    let research = try read("003")
    #expect(research.kind == .research)
    #expect(research.title == "Phase 11: Accessibility - Research")
    #expect(research.metadata("Researched") == "2026-01-20")
    #expect(research.metadata("Confidence") == "HIGH")
    #expect(research.findings.isEmpty)
    #expect(research.checklist.isEmpty)
    #expect(research.screens.isEmpty)
  }

  @Test func ruleWriteUpSeedIsARuleWithItsFrontMatter() throws {
    let rule = try read("004")
    #expect(rule.kind == .rule)
    #expect(rule.title == "Respect Reduce Motion for All Navigation Animations")
    #expect(rule.metadata("impact") == "MEDIUM-HIGH")
    #expect(rule.metadata("tags") == "anim, accessibility, reduce-motion, spring")
    #expect(rule.category == .reduceMotion)
    #expect(rule.findings.isEmpty && rule.checklist.isEmpty)
  }
}
