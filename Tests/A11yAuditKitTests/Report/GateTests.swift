import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// The CI gate as every front end asks it: what fails a build, in which words and with which exit code; a baseline's
/// counts; what a narrowed report leaves out; the report a gate checks.
@Suite struct GateTests {
  static let rule = "with-animation-reduce-motion"

  static func record(
    _ id: String, _ severity: Severity, file: String, line: Int, status: FixStatus = .open,
    presence: Presence = .violation
  ) -> FindingRecord {
    FindingRecord(
      finding: makeFinding(id: id, file: file, line: line, severity: severity), status: status, presence: presence)
  }

  @Test func failOnNamesTheOpenFindingsAtOrAboveTheThresholdAndExitsOne() {
    let report = JSONReport.make(
      root: "/app",
      records: [
        Self.record("a", .critical, file: "Views/A.swift", line: 3),
        Self.record("b", .high, file: "Views/B.swift", line: 5, status: .inProgress),
        Self.record("c", .high, file: "Views/C.swift", line: 7, status: .wontFix),
        Self.record("d", .medium, file: "Views/D.swift", line: 9),
        Self.record("e", .high, file: "Views/E.swift", line: 11, presence: .absent),
      ])
    let high = Gate(failOn: .high).verdict(on: report)
    #expect(
      high.failures == [
        "2 findings at or above high are still to do (1 critical, 1 high): Views/A.swift:3 [\(Self.rule)], "
          + "Views/B.swift:5 [\(Self.rule)]"
      ])
    #expect(!high.passes && high.exitCode == 1)
    #expect(
      Gate(failOn: .critical).verdict(on: report).failures == [
        "1 finding at or above critical is still to do (1 critical): Views/A.swift:3 [\(Self.rule)]"
      ])
    let none = Gate().verdict(on: report)
    #expect(none.failures.isEmpty && none.passes && none.exitCode == 0)
    let done = JSONReport.make(
      root: "/app", records: [Self.record("c", .high, file: "C.swift", line: 1, status: .fixed)])
    #expect(Gate(failOn: Severity.none).verdict(on: done).passes)
  }

  @Test func failOnListsFivePlacesAndCountsTheRest() {
    let records = (1...7).map { Self.record("f\($0)", .low, file: "Views/F.swift", line: $0) }
    let verdict = Gate(failOn: .low).verdict(on: JSONReport.make(root: "/app", records: records))
    let places = (1...5).map { "Views/F.swift:\($0) [\(Self.rule)]" }.joined(separator: ", ")
    #expect(verdict.failures == ["7 findings at or above low are still to do (7 low): \(places) and 2 more"])
  }

  @Test func aStrictBaselineFailsWhenABaselinedViolationIsGoneAfterTheThreshold() {
    let kept = makeFinding(id: "a", file: "Views/A.swift", line: 3)
    let gone = makeFinding(id: "b", file: "Views/B.swift", line: 20)
    let scope = ReportScope(baseline: Baseline([kept, gone]))
    let scan = makeScan(root: URL(fileURLWithPath: "/app"), findings: [kept])
    let report = JSONReport.make(scan: scope.narrowing(scan), document: nil, includePassing: false)
    #expect(report.findings.isEmpty, "the baselined violation is not reported")
    let goneSentence =
      "1 baselined finding is gone (Views/B.swift:20 [\(Self.rule)]); run `a11y-audit baseline update` so the baseline "
      + "shrinks"
    #expect(Gate(strictBaseline: true).verdict(on: report, scope: scope, scan: scan).failures == [goneSentence])
    #expect(Gate(failOn: .low).verdict(on: report, scope: scope, scan: scan).passes, "not strict")
    #expect(Gate(strictBaseline: true).verdict(on: report, scan: scan).passes, "no baseline")

    let new = makeFinding(id: "c", file: "Views/C.swift", line: 8, severity: .critical)
    let withNew = makeScan(root: URL(fileURLWithPath: "/app"), findings: [kept, new])
    let newReport = JSONReport.make(scan: scope.narrowing(withNew), document: nil, includePassing: false)
    let both = Gate(failOn: .high, strictBaseline: true).verdict(on: newReport, scope: scope, scan: withNew)
    #expect(
      both.failures == [
        "1 finding at or above high is still to do (1 critical): Views/C.swift:8 [\(Self.rule)]", goneSentence,
      ])
    #expect(both.exitCode == 1)
  }

  @Test func aBaselineCountsItsFindingsBySeverityAndListsThemByPlace() {
    let baseline = Baseline([
      makeFinding(id: "c", file: "Views/B.swift", line: 4, severity: .high),
      makeFinding(id: "a", file: "Views/A.swift", line: 9, severity: .critical),
      makeFinding(id: "b", file: "Views/A.swift", line: 2, severity: .high),
      makeFinding(id: "p", file: "Views/A.swift", line: 1, passing: true),
    ])
    #expect(baseline.summary == "3 findings (1 critical, 2 high)")
    #expect(Baseline([makeFinding(id: "a", severity: .low)]).summary == "1 finding (1 low)")
    #expect(Baseline([]).summary == "0 findings")
    #expect(
      baseline.listing == [
        "b  HIGH  Views/A.swift:2  withAnimation ignores Reduce Motion  [\(Self.rule)]",
        "a  CRITICAL  Views/A.swift:9  withAnimation ignores Reduce Motion  [\(Self.rule)]",
        "c  HIGH  Views/B.swift:4  withAnimation ignores Reduce Motion  [\(Self.rule)]",
      ])
    let old = Baseline([makeFinding(id: "a"), makeFinding(id: "b")])
    let changed = old.change(to: Baseline([makeFinding(id: "b"), makeFinding(id: "c"), makeFinding(id: "d")]))
    #expect(changed.removed == 1 && changed.added == 2)
  }

  @Test func aBaselineFileReadsAsEarlierVersionsWroteItAndNamesItselfWhenASeverityIsUnknown() throws {
    let folder = try FixtureFolder.scratch("baseline")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("baseline.json")
    let text = """
      {
        "counts" : { "rule" : { "r" : 1 }, "severity" : { "high" : 1 } },
        "findings" : [
          { "file" : "A.swift", "id" : "0123456789", "line" : 3, "message" : "m", "rule" : "r", "severity" : "high" }
        ],
        "version" : 1
      }
      """
    try Data(text.utf8).write(to: url)
    let baseline = try Baseline.load(url)
    #expect(baseline.findings.map(\.severity) == [.high])
    #expect(baseline.summary == "1 finding (1 high)")
    try Data(text.replacingOccurrences(of: "\"severity\" : \"high\" }", with: "\"severity\" : \"dire\" }").utf8)
      .write(to: url)
    let error = try #require(throws: SessionError.self) { try Baseline.load(url) }
    #expect(error.message.hasPrefix("\(url.path): not a baseline file ("), "\(error.message)")
  }

  @Test func aNarrowedReportSaysHowManyViolationsItLeavesOutAndWhy() {
    let findings = [
      makeFinding(id: "a", line: 1), makeFinding(id: "b", line: 2), makeFinding(id: "c", line: 3),
      makeFinding(id: "p", line: 4, passing: true),
    ]
    let scan = makeScan(root: URL(fileURLWithPath: "/app"), findings: findings)
    let scope = ReportScope(
      baseline: Baseline(Array(findings.prefix(2))),
      names: ReportScope.Names(baseline: "base.json", changedSince: "main"))
    let report = JSONReport.make(scan: scope.narrowing(scan), document: nil, includePassing: true)
    #expect(
      scope.leftOutSentence(of: scan, report: report)
        == "2 other violations are not shown: in the baseline base.json or on lines unchanged since main.")
    let within = ReportScope(folders: ["Views"], names: ReportScope.Names(within: ["Views", "Other.swift"]))
    let one = makeScan(
      root: URL(fileURLWithPath: "/app"), findings: [makeFinding(id: "a"), makeFinding(id: "o", file: "Other/O.swift")])
    #expect(
      within.leftOutSentence(
        of: one, report: JSONReport.make(scan: within.narrowing(one), document: nil, includePassing: false))
        == "1 other violation is not shown: outside Views, Other.swift.")
    #expect(
      ReportScope().leftOutSentence(of: scan, report: JSONReport.make(scan: scan, document: nil, includePassing: false))
        == nil)
  }

  @Test func aReportOfOneAreaHandsTheGateTheFindingsOfEveryArea() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let written = try session.report(ReportRequest(format: .json, category: .keyboard, store: .ignore))
    let shown = try JSONDecoder().decode(JSONReport.self, from: written.data)
    #expect(shown.findings.allSatisfy { $0.category == .keyboard })
    #expect(written.report == written.outcome.report(includePassing: false))
    #expect(written.report.findings.count > shown.findings.count)
    #expect(!Gate(failOn: Severity.none).verdict(on: written.report).passes)
  }

  @Test func aScopeNamesItsFilesAndFoldersUnderTheRootAndRefusesAPlaceOutside() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let scope = try session.reportScope(
      ReportScope.Names(within: ["Sources", "Legacy/Old.swift"]), relativeTo: tree.root)
    #expect(scope.folders == ["Sources/"])
    #expect(scope.files == ["Legacy/Old.swift"])
    #expect(scope.names.within == ["Sources", "Legacy/Old.swift"])
    let error = try #require(throws: SessionError.self) {
      try session.reportScope(ReportScope.Names(within: ["/usr"]), relativeTo: tree.root)
    }
    #expect(error.message == "/usr: --within names a place outside \(session.root.folder.path)")
  }
}
