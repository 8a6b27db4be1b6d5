import Foundation
import Testing

@testable import A11yAuditKit

/// SARIF as GitHub code scanning takes it: repository-relative paths, fingerprints that survive edits above a site,
/// rule help, precision and severity, and suppressions justified by the triage note.
@Suite struct SARIFCodeScanningTests {
  /// A git repository holding a copy of `FixProject` under `app/`.
  static func repository() throws -> (top: URL, session: AuditSession) {
    let tree = try FixtureTree(copying: "FixProject")
    let top = tree.root
    let app = top.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    for name in ["Sources", "Legacy", ".a11y-audit.yml"] {
      try FileManager.default.moveItem(at: top.appendingPathComponent(name), to: app.appendingPathComponent(name))
    }
    for arguments in [
      ["init", "-q"], ["add", "-A"], ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "one"],
    ] {
      #expect(try GitRepository.git(arguments, in: top).status == 0)
    }
    return (top, AuditSession(root: try AuditRoot(url: app), clock: { t0 }))
  }

  static func run(_ session: AuditSession) throws -> SARIFLog.Run {
    let data = try session.report(ReportRequest(format: .sarif, date: t0)).data
    return try #require(try JSONDecoder().decode(SARIFLog.self, from: data).runs.first)
  }

  @Test func pathsAreRelativeToTheRepositoryAndTheRunIsNamed() throws {
    let (top, session) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: top) }
    let run = try Self.run(session)
    #expect(run.automationDetails.id == "a11y-audit/all/")
    let base = try #require(run.originalUriBaseIds["%SRCROOT%"])
    #expect(base.uri == URL(fileURLWithPath: top.resolvingSymlinksInPath().path, isDirectory: true).absoluteString)
    #expect(
      run.results.map(\.locations[0].physicalLocation.artifactLocation.uri).sorted() == [
        "app/Sources/Banner.swift", "app/Sources/Card+Actions.swift", "app/Sources/Card.swift",
      ])
    #expect(run.results.allSatisfy { $0.locations[0].physicalLocation.artifactLocation.uriBaseId == "%SRCROOT%" })
  }

  @Test func fingerprintsAndIdsStayWhenLinesAreInsertedAboveTheSites() throws {
    let (top, session) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: top) }
    let before = try Self.run(session).results
    let file = session.root.url(of: "Sources/Banner.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(("// Banner shown after saving.\n// Keep it short.\n\n" + text).utf8).write(to: file)
    let after = try Self.run(session).results
    #expect(Set(after.map(\.partialFingerprints)) == Set(before.map(\.partialFingerprints)))
    let banner = { (results: [SARIFLog.Result]) in
      results.first { $0.locations[0].physicalLocation.artifactLocation.uri.hasSuffix("Banner.swift") }
    }
    #expect(
      banner(after)?.locations[0].physicalLocation.region.startLine
        == (banner(before)?.locations[0].physicalLocation.region.startLine ?? 0) + 3)
    #expect(
      banner(after)?.partialFingerprints["primaryLocationLineHash"]
        == banner(before)?.partialFingerprints["primaryLocationLineHash"])
  }

  @Test func rulesCarryTheirDocsPrecisionSeverityAndCriteria() throws {
    let (top, session) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: top) }
    let rule = try #require(
      try Self.run(session).tool.driver.rules.first { $0.id == "animation-modifier-reduce-motion" })
    let description = try #require(RuleRegistry.description(for: rule.id))
    #expect(rule.help?.markdown == description.documentation)
    #expect(rule.properties?.precision == description.precision?.rawValue)
    #expect(rule.properties?.problemSeverity == "warning")
    #expect(rule.properties?.tags == ["accessibility", "reduce-motion", "WCAG-2.2.2", "WCAG-2.3.3"])
  }

  @Test func wontFixAndFalsePositivesAreSuppressedWithTheirNoteAndWhoGaveIt() throws {
    var (top, session) = try Self.repository()
    session.person = "Dana Lee"
    defer { try? FileManager.default.removeItem(at: top) }
    let document = try #require(try session.scan().document)
    let banner = try #require(document.findings.first { $0.finding.file == "Sources/Banner.swift" })
    try session.apply(.status(findingID: banner.id, .wontFix, note: "Brand entrance, approved by design"))
    let results = try Self.run(session).results
    let suppressed = results.filter { $0.suppressions != nil }
    #expect(suppressed.count == 1)
    #expect(
      suppressed.first?.suppressions == [
        .init(kind: "external", status: "accepted", justification: "Brand entrance, approved by design (Dana Lee)")
      ])
  }

  @Test func anAcceptedRiskIsSuppressedUntilItsAcceptanceEnds() throws {
    let (top, session) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: top) }
    let document = try #require(try session.scan().document)
    let banner = try #require(document.findings.first { $0.finding.file == "Sources/Banner.swift" })
    _ = try session.acceptRisk(ofFinding: banner.id, by: "Dana Lee", until: "2027-03-31", reason: "Ships in Q2")
    let suppressed = try Self.run(session).results.filter { $0.suppressions != nil }
    #expect(
      suppressed.map(\.suppressions) == [
        [
          .init(
            kind: "external", status: "accepted",
            justification: "Accepted risk until 2027-03-31 by Dana Lee: Ships in Q2",
            properties: .init(acceptedBy: "Dana Lee", expires: "2027-03-31"))
        ]
      ])
    #expect(suppressed.first?.properties.status == "accepted-risk")

    let april = AuditSession(root: session.root, clock: { RiskAcceptance.day("2027-04-01")! })
    let after = try #require(
      try JSONDecoder().decode(SARIFLog.self, from: april.report(ReportRequest(format: .sarif)).data).runs.first)
    #expect(after.results.allSatisfy { $0.suppressions == nil })
    #expect(
      after.results.contains {
        $0.partialFingerprints["primaryLocationLineHash"] == banner.id && $0.properties.status == "open"
      })
  }

  @Test(
    .enabled(
      if: pythonJSONSchemaAvailable, "python3 with jsonschema and PyYAML is not installed (.ci/run installs them)"))
  func theRepositoryRunWithASuppressionValidatesAgainstTheSARIF210Schema() throws {
    let (top, session) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: top) }
    let document = try #require(try session.scan().document)
    let banner = try #require(document.findings.first { $0.finding.file == "Sources/Banner.swift" })
    try session.apply(.status(findingID: banner.id, .falsePositive, note: "The banner is static text"))
    let data = try session.report(ReportRequest(format: .sarif, date: t0)).data
    let result = try validate(data, against: testData("sarif-schema-2.1.0.json"))
    #expect(result.valid, "\(result.output)")
  }

  @Test func aPathWithSpacesIsAValidURIReference() {
    #expect(SARIFReport.uriReference("Sources/My View+Extras.swift") == "Sources/My%20View+Extras.swift")
    #expect(SARIFReport.uriReference("Sources/Ä?#.swift") == "Sources/%C3%84%3F%23.swift")
  }

  @Test func aFileWhoseNameReadsAsASchemeStaysARelativeReference() {
    #expect(SARIFReport.uriReference("javascript:alert(1).swift") == "./javascript:alert(1).swift")
    #expect(SARIFReport.uriReference("App/javascript:alert(1).swift") == "App/javascript:alert(1).swift")
    for path in ["javascript:alert(1).swift", "data:text/html,x.swift", "C:/Sources/A.swift"] {
      let reference = SARIFReport.uriReference(path)
      #expect(URL(string: reference)?.scheme == nil, "\(reference) parses with a scheme")
    }
  }
}
