import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct ScannerSeverityTests {
  @Test func severitiesFollowTheAuditTable() throws {
    let tree = try FixtureTree(copying: "Severities")
    defer { tree.remove() }

    let findings = try Scanner().scan(root: tree.root).findings
    let severityBySnippet = Dictionary(findings.map { ($0.snippet, $0.severity) }) { first, _ in first }

    #expect(
      severityBySnippet == [
        ".animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isOn)": .critical,
        ".animation(.easeOut, value: isOn)": .medium,
        ".animation(DesignSystem.Animation.bouncy, value: isOn)": .high,
        ".animation(DesignSystem.Animation.smooth, value: isOn)": .none,
        ".animation(nil, value: isOn)": .none,
        ".transition(.opacity)": .none,
        ".transition(.identity)": .none,
        ".transition(.slide)": .high,
        ".transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))": .high,
        ".transition(.move(edge: .top).combined(with: .opacity))": .medium,
        ".transition(.opacity.combined(with: .scale(scale: 0.9)))": .medium,
        "withAnimation(.spring(response: 0.3)) { isOn = true }": .high,
        "withAnimation(nil) { isOn = false }": .none,
        "withAnimation(.easeInOut) { isOn = true }": .medium,
      ])
    let timingCurves = findings.filter { $0.snippet == ".animation(.easeOut, value: isOn)" }
    #expect(timingCurves.map(\.severity) == [.medium, .none], "offset chain is medium, an opacity/colour fade none")
    #expect(findings.count == 15)
  }

  @Test func sitesWithoutMotionPassAndTheRestAreViolations() throws {
    let tree = try FixtureTree(copying: "Severities")
    defer { tree.remove() }

    let findings = try Scanner().scan(root: tree.root).findings

    #expect(findings.filter(\.passing).map(\.severity) == [.none, .none, .none, .none, .none, .none])
    #expect(findings.filter { !$0.passing }.allSatisfy { $0.severity != .none })
  }
}
