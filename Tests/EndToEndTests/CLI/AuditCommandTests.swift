import Foundation
import Testing

@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct AuditCommandTests {
  @Test func auditsListsTheSampleAuditWithCountsAndChecklistProgressAsJSON() throws {
    let output = try CLIRunner.run(["audits", CLIRunner.sample.path, "--format", "json"])
    #expect(output.status == 0, "\(output.stderr)")
    let audits = try jsonObject(output)["audits"] as? [[String: Any]] ?? []
    let audit = try #require(audits.first { $0["path"] as? String == "Docs/reduce-motion-audit.md" })
    #expect(audit["kind"] as? String == "audit")
    #expect(audit["title"] as? String == "Breathe iOS App - Reduce Motion Accessibility Audit")
    let findings = audit["findings"] as? [String: Int] ?? [:]
    #expect(Set(findings.keys) == ["critical", "high", "medium", "low"])
    #expect(findings["critical"] == 4)
    #expect(audit["checklist"] as? [String: Int] == ["checked": 3, "total": 10])
    #expect(!audits.contains { ($0["path"] as? String)?.hasSuffix("README.md") == true })
  }

  @Test func checkTicksOneItemByNumberOrPrefixAndTheSecondToggleRestoresTheBytes() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let audit = app.appendingPathComponent("Docs/reduce-motion-audit.md")
    let original = try Data(contentsOf: audit)
    let first = try CLIRunner.run(["check", "Docs/reduce-motion-audit.md", "1"], in: app)
    #expect(first.status == 0, "\(first.stderr)")
    let once = try Data(contentsOf: audit)
    #expect(once.count == original.count)
    #expect(zip(once, original).filter { $0 != $1 }.count == 1)
    let text = String(decoding: once, as: UTF8.self)
    let firstItem = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("- [ ] ") || $0.hasPrefix("- [x] ") || $0.hasPrefix("- [X] ") })
    let itemText = String(firstItem.drop { $0 != "]" }.dropFirst(2).prefix(12))
    let second = try CLIRunner.run(["check", "Docs/reduce-motion-audit.md", itemText], in: app)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(try Data(contentsOf: audit) == original)
    let store = try String(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"), encoding: .utf8)
    #expect(store.contains("\"checklistTicks\""))
    #expect(store.contains("Docs/reduce-motion-audit.md"))
  }

  @Test func checkRefusesAnUnknownItemWithExitTwoAndChangesNothing() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let audit = app.appendingPathComponent("Docs/reduce-motion-audit.md")
    let original = try Data(contentsOf: audit)
    for item in ["99", "No item starts like this", "0"] {
      let output = try CLIRunner.run(["check", "Docs/reduce-motion-audit.md", item], in: app)
      #expect(output.status == 2, "\(item)")
      #expect(output.stderr.contains("Docs/reduce-motion-audit.md"))
    }
    #expect(try Data(contentsOf: audit) == original)
  }

  @Test(arguments: [nil, "reduce-motion", "voiceover"])
  func markdownReportOfTheSampleImportsBackWithTheSameSeverityCounts(area: String?) throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let kind = area.map { ["--kind", $0] } ?? []
    let written = try CLIRunner.run(
      ["report", "."] + kind + ["--format", "markdown", "-o", "Docs/generated.md"], in: app)
    #expect(written.status == 0, "\(written.stderr)")
    let scan = try jsonObject(try CLIRunner.run(["scan", ".", "--format", "json", "--no-store"], in: app))
    var severity: [String: Int] = [:]
    for finding in scan["findings"] as? [[String: Any]] ?? []
    where area == nil || finding["category"] as? String == area {
      if finding["passing"] as? Bool != true, let key = finding["severity"] as? String {
        severity[key, default: 0] += 1
      }
    }
    #expect(severity.values.reduce(0, +) > 0)
    let audits =
      try jsonObject(try CLIRunner.run(["audits", ".", "--format", "json"], in: app))["audits"] as? [[String: Any]]
      ?? []
    let generated = try #require(audits.first { $0["path"] as? String == "Docs/generated.md" })
    #expect(generated["kind"] as? String == "audit")
    #expect(generated["category"] as? String == area)
    let counts = generated["findings"] as? [String: Int] ?? [:]
    for key in ["critical", "high", "medium", "low"] { #expect(counts[key] ?? 0 == severity[key] ?? 0, "\(key)") }
  }

  @Test func sarifAndXcodeReportsGoToStdout() throws {
    let sarif = try CLIRunner.run(["report", CLIRunner.sample.path, "--format", "sarif", "--no-store"])
    #expect(sarif.status == 0)
    #expect(try jsonObject(sarif)["version"] as? String == "2.1.0")
    let xcode = try CLIRunner.run(["report", CLIRunner.sample.path, "--format", "xcode", "--no-store"])
    #expect(xcode.status == 0)
    #expect(
      xcode.stdout.split(separator: "\n").allSatisfy {
        $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
      })
  }
}
