import Foundation
import Testing

@testable import A11yAuditKit

/// A session on a copy of the `FixProject` fixture, recording at `t0`.
private func fixProject() throws -> (tree: FixtureTree, session: AuditSession) {
  let tree = try FixtureTree(copying: "FixProject")
  return (tree, AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 }))
}

@Suite struct AuditSessionScanTests {
  @Test func findingsOfAnExcludedFileStayAsTheyWereAndThoseOfADeletedFileAreVerified() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let config = tree.root.appendingPathComponent(".a11y-audit.yml")
    let excluding = try Data(contentsOf: config)
    try FileManager.default.removeItem(at: config)
    let first = try session.scan()
    let old = try #require(first.document?.findings.first { $0.finding.file == "Legacy/Old.swift" })

    try excluding.write(to: config)
    let excluded = try #require(try session.scan().document?.record(id: old.id))
    #expect(excluded.status == .open)
    #expect(excluded.presence == .violation)

    try FileManager.default.removeItem(at: tree.root.appendingPathComponent("Legacy/Old.swift"))
    let deleted = try #require(try session.scan().document?.record(id: old.id))
    #expect(deleted.status == .verified)
    #expect(deleted.presence == .absent)
  }

  @Test func scanningOneFileLeavesTheOtherFilesFindingsOpen() throws {
    let (tree, _) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    // The configuration (every rule) is at the tree's root; the roots below have none.
    var folder = AuditSession(root: try AuditRoot(path: "Sources", relativeTo: tree.root), clock: { t0 })
    folder.scanner.runsEveryRule = true
    let all = try #require(try folder.scan().document)
    #expect(all.findings.count == 3)

    var file = AuditSession(root: try AuditRoot(path: "Sources/Banner.swift", relativeTo: tree.root), clock: { t1 })
    file.scanner.runsEveryRule = true
    #expect(file.store.url == folder.store.url)
    let after = try #require(try file.scan().document)
    #expect(after.findings.map(\.status) == [.open, .open, .open])
    #expect(after.findings.map(\.presence) == [.violation, .violation, .violation])
  }

  @Test func theDashboardReadsTheStoreOnceAndScansFirstWhenThereIsNone() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let first = try session.openDashboard()
    #expect(first.firstScan?.scan.files.count == 3)
    #expect(session.store.exists)
    let again = try session.openDashboard()
    #expect(again.firstScan == nil)
    #expect(again.document == first.document.canonicalized())
  }

  @Test func withoutRecordingTheStoreIsNeitherReadNorWritten() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let outcome = try session.scan(.ignore)
    #expect(outcome.document == nil && outcome.summary == nil)
    #expect(outcome.scan.violations.count == 3)
    #expect(!session.store.exists)
  }
}

@Suite struct AuditSessionTriageTests {
  @Test func aStatusIsSetByAUniquePrefixWithItsNoteAndWhoSetIt() throws {
    var (tree, session) = try fixProject()
    session.person = "Ana Ruiz"
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let id = try #require(try session.scan().document?.findings.first?.id)
    let record = try session.setStatus(.inProgress, ofFinding: String(id.prefix(6)).uppercased(), note: "Pairing")
    #expect(record.id == id)
    #expect(record.status == .inProgress)
    #expect(record.notes == [Note(at: t0, text: "Pairing", by: "Ana Ruiz")])
    #expect(
      record.history.last
        == HistoryEntry(at: t0, from: .open, to: .inProgress, by: .user, reason: "Pairing", person: "Ana Ruiz"))
    #expect(try session.loadStore().record(id: id) == record)
  }

  @Test func anEmptyAmbiguousOrUnknownIdIsRefusedAndNothingIsWritten() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    _ = try session.scan()
    let before = try Data(contentsOf: session.store.url)
    let error = #expect(throws: SessionError.self) { try session.setStatus(.fixed, ofFinding: "") }
    #expect(error?.message == "the finding id is empty")
    let unknown = #expect(throws: SessionError.self) { try session.setStatus(.fixed, ofFinding: "ffffffffff") }
    #expect(unknown?.message == "no finding with id \"ffffffffff\" in \(session.store.path)")
    let missing = #expect(throws: SessionError.self) {
      try session.apply(.addNote(findingID: "0123456789abcdef", text: "x"))
    }
    #expect(missing?.message == "0123456789abcdef is no longer in the store (was the folder rescanned?)")
    #expect(try Data(contentsOf: session.store.url) == before)
  }

  @Test func aPrefixOfSeveralFindingsNamesThem() throws {
    var document = StoreDocument(findings: [
      FindingRecord(finding: makeFinding(id: "abc1")), FindingRecord(finding: makeFinding(id: "abc2")),
    ])
    document.findings.append(FindingRecord(finding: makeFinding(id: "b")))
    let store = Store(url: URL(fileURLWithPath: "/tmp/store.json"))
    let error = #expect(throws: SessionError.self) { try document.finding(matching: "abc", in: store) }
    #expect(error?.message == "\"abc\" matches 2 findings (abc1, abc2…); give more of the id")
    #expect(try document.finding(matching: "B", in: store).id == "b")
  }

  @Test func withoutAStoreStatusChangesAreRefused() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    #expect(throws: SessionError.noStore(session.store)) { try session.setStatus(.fixed, ofFinding: "abc") }
    #expect(throws: SessionError.noStore(session.store)) { try session.requireStore() }
    #expect(!session.store.exists)
  }

  @Test func aQueryAdmitsTheSeveritiesAndStatusGroupsAsked() throws {
    #expect(FixStatus.named("todo") == [.open, .inProgress])
    #expect(FixStatus.named("DONE") == [.fixed, .verified, .wontFix, .falsePositive, .acceptedRisk])
    #expect(FixStatus.named("won't fix") == [.wontFix])
    #expect(FixStatus.named("nearly") == nil)
    let query = FindingQuery(severities: [.high], statuses: [.open])
    #expect(query.admits(FindingRecord(finding: makeFinding(id: "a", severity: .high))))
    #expect(!query.admits(FindingRecord(finding: makeFinding(id: "a", severity: .low))))
    #expect(!query.admits(FindingRecord(finding: makeFinding(id: "a", severity: .high), status: .fixed)))
  }

  @Test func aQueryAdmitsASeverityAndThoseAboveItAndNarrowsByRuleAndFileText() throws {
    #expect(Severity.atOrAbove(.high) == [.critical, .high])
    #expect(Severity.atOrAbove(.none) == Set(Severity.allCases))
    let query = FindingQuery(rules: ["with-animation-reduce-motion"], fileContaining: "views/a")
    #expect(query.admits(FindingRecord(finding: makeFinding(id: "a", file: "Views/A.swift"))))
    #expect(!query.admits(FindingRecord(finding: makeFinding(id: "a", file: "Views/B.swift"))))
    #expect(!FindingQuery(rules: ["fixed-font-size"]).admits(FindingRecord(finding: makeFinding(id: "a"))))
    #expect(FindingQuery(fileContaining: "").admits(FindingRecord(finding: makeFinding(id: "a"))))
  }

  @Test func aFindingsDetailHasItsFlaggedLinesAndTheFixDiffWithoutWritingTheFile() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let banner = try #require(try session.scan().document?.findings.first { $0.finding.file == "Sources/Banner.swift" })
    let before = try Data(contentsOf: tree.root.appendingPathComponent("Sources/Banner.swift"))
    let detail = try session.detail(ofFinding: String(banner.id.prefix(8)))
    #expect(detail.finding.id == banner.id)
    #expect(detail.code?.lines.filter(\.flagged).map(\.number) == [banner.finding.line])
    #expect(detail.fix.diff?.contains("@@") == true)
    #expect(detail.fix.command == "a11y-audit fix --rule \(banner.finding.rule) --file Sources/Banner.swift")
    #expect(try Data(contentsOf: tree.root.appendingPathComponent("Sources/Banner.swift")) == before)
    let summary = try session.storeSummary()
    #expect(summary.violations == 3 && summary.status["open"] == 3 && summary.category["reduce-motion"] == 3)
  }
}

@Suite struct AuditSessionChecklistTests {
  static let checklist =
    "# Plan\n\n## Todo List\n\n- [ ] Guard the spinner\n- [x] Label the close button\n- [ ] Guard the sheet\n"

  @Test func anItemIsTickedByNumberOrPrefixAndTheTickIsRecorded() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    try tree.write("Docs/plan.md", contents: Data(Self.checklist.utf8))

    let byNumber = try session.toggleChecklistItem("1", inFile: "Docs/plan.md")
    #expect(byNumber.after.text == "Guard the spinner" && byNumber.after.checked)
    #expect((byNumber.checked, byNumber.total) == (2, 3))
    let byPrefix = try session.toggleChecklistItem("label", inFile: "Docs/plan.md")
    #expect(byPrefix.after.text == "Label the close button" && !byPrefix.after.checked)

    let text = try String(contentsOf: tree.root.appendingPathComponent("Docs/plan.md"), encoding: .utf8)
    #expect(
      text
        == Self.checklist.replacingOccurrences(of: "[ ] Guard the spinner", with: "[x] Guard the spinner")
        .replacingOccurrences(of: "[x] Label", with: "[ ] Label"))
    #expect(
      try session.loadStore().checklistTicks.map { "\($0.file) \($0.text) \($0.checked)" }
        == ["Docs/plan.md Guard the spinner true", "Docs/plan.md Label the close button false"])
  }

  @Test func anAmbiguousOrMissingItemIsRefusedAndTheFileIsUnchanged() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    try tree.write("Docs/plan.md", contents: Data(Self.checklist.utf8))
    let ambiguous = #expect(throws: SessionError.self) {
      try session.toggleChecklistItem("guard", inFile: "Docs/plan.md")
    }
    #expect(
      ambiguous?.message
        == "Docs/plan.md: \"guard\" starts 2 items (lines 5, 7); give more of the text or its number")
    let outOfRange = #expect(throws: SessionError.self) { try session.toggleChecklistItem("9", inFile: "Docs/plan.md") }
    #expect(outOfRange?.message == "Docs/plan.md: has 3 checklist items; 9 is not one of them")
    #expect(try String(contentsOf: tree.root.appendingPathComponent("Docs/plan.md"), encoding: .utf8) == Self.checklist)
    #expect(!session.store.exists)
  }
}

@Suite struct AuditSessionFixTests {
  @Test func aFindingsFixIsTheFolderPlanOfItsRuleAndFileAndReadsTheViewsPropertyFromAnotherFile() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let document = try #require(try session.scan().document)
    let extensionFinding = try #require(document.findings.first { $0.finding.file == "Sources/Card+Actions.swift" })

    let plan = try session.planFix(forFinding: extensionFinding.id)
    let same = try session.planFix(rules: [extensionFinding.finding.rule], files: ["Sources/Card+Actions.swift"])
    #expect(plan.diff == same.diff)
    #expect(plan.diff.contains("+        withAnimation(motionOff ? nil : .spring()) {"))
    #expect(plan.changes.map(\.file) == ["Sources/Card+Actions.swift"])
  }

  @Test func theExcludedFolderIsNeverFixedAndUnknownRulesOrFilesAreRefused() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let plan = try session.planFix()
    #expect(plan.changes.map(\.file) == ["Sources/Banner.swift", "Sources/Card+Actions.swift", "Sources/Card.swift"])
    #expect(!plan.scanned.contains("Legacy/Old.swift"))
    let rule = #expect(throws: SessionError.self) { try session.planFix(rules: ["with-animation"]) }
    #expect(
      rule?.message
        == "unknown rule \"with-animation\"; did you mean with-animation-reduce-motion?; `a11y-audit rules` lists them")
    let file = #expect(throws: SessionError.self) { try session.planFix(files: ["Legacy/Old.swift"]) }
    #expect(
      file?.message
        == "Legacy/Old.swift: not a Swift file under \(session.root.path); pass a path inside the scanned folder")
    #expect(
      try session.sourceFile(named: "Sources/../Sources/Banner.swift", currentDirectory: URL(fileURLWithPath: "/"))
        == "Sources/Banner.swift")
  }

  @Test func applyingAPlanWritesTheFilesAndTheFixedFindingsTurnVerified() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    _ = try session.scan()
    let outcome = try session.apply(try session.planFix())
    let document = try #require(outcome.document)
    let open = document.findings.filter { $0.finding.file.hasPrefix("Sources/") }
    #expect(open.map(\.status) == [.verified, .verified, .verified])
    #expect(outcome.summary?.verified == 3)
  }
}

@Suite struct AuditSessionReportTests {
  @Test func eachReportFormatIsWrittenFromOneScan() throws {
    let (tree, session) = try fixProject()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let markdown = try session.report(ReportRequest(format: .markdown, appName: "Cards", date: t0))
    #expect(String(decoding: markdown.data, as: UTF8.self).hasPrefix("# Cards"))
    let sarif = try session.report(ReportRequest(format: .sarif, store: .ignore))
    let log = try JSONSerialization.jsonObject(with: sarif.data) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let xcode = String(decoding: try session.report(ReportRequest(format: .xcode)).data, as: UTF8.self)
    #expect(xcode.split(separator: "\n").count == 3)
    let html = String(
      decoding: try session.report(ReportRequest(format: .html, appName: "Cards", date: t0)).data, as: UTF8.self)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<title>Cards: accessibility report</title>"))
    #expect(html.contains("data-total=\"3\">3 of 3 findings shown</p>"))
    #expect(
      try session.inventory().inventory.map(\.file) == [
        "Sources/Banner.swift", "Sources/Card+Actions.swift", "Sources/Card.swift",
      ])
  }

  @Test func theSampleAppIsFoundAmongTheBundledResourcesAndCopiedIntoANewFolder() throws {
    let sample = try SampleApp.folder()
    #expect(FileManager.default.fileExists(atPath: sample.appendingPathComponent("README.md").path))
    #expect(sample.path.contains("a11y-audit_A11yAuditResources"))
    let copy = try SampleApp.copy(into: nil)
    defer { try? FileManager.default.removeItem(at: copy) }
    #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Sources").path))
    let error = #expect(throws: SessionError.self) { try SampleApp.copy(into: copy) }
    #expect(
      error?.message == "\(copy.standardizedFileURL.path): folder is not empty; give --into a new or empty folder")
  }
}
