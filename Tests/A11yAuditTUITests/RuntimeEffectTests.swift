import A11yAuditKit
import Foundation
import TestSupport
import Testing

@testable import A11yAuditTUI

private let now = Date(timeIntervalSince1970: 1_800_000_000)

/// The runtime's effects, performed through a real session on a copy of a fixture project and a scripted terminal.
@MainActor
@Suite struct RuntimeEffectTests {
  /// A runtime on a fresh copy of `FixProject`, its store made by a first scan; `editor` stands in for `$EDITOR`.
  static func runtime(
    inputs: [TerminalInput] = [], editor: @escaping (String, Int) -> Int32 = { _, _ in 0 }
  ) throws -> (Runtime, AuditSession, ScriptedTerminal) {
    let root = try FixtureFolder.scannerProject("FixProject")
    let session = AuditSession(root: try AuditRoot(url: root), clock: { now })
    let start = try session.openDashboard()
    let terminal = ScriptedTerminal(inputs: inputs)
    let state = TUI.initialState(
      start, rootName: session.root.name, size: terminal.size, prefs: DisplayPrefs(colors: false, ascii: false))
    return (Runtime(state: state, terminal: terminal, session: session, openEditor: editor), session, terminal)
  }

  static func finding(in file: String, of session: AuditSession) throws -> FindingRecord {
    try #require(try session.loadStore().findings.first { $0.finding.file == file })
  }

  @Test func fShowsTheFixTheCommandLinePlansAndConfirmingWritesItAndRescans() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let record = try Self.finding(in: "Sources/Card+Actions.swift", of: session)
    let cli = try session.planFix(rules: [record.finding.rule], files: [record.finding.file])

    let planned = runtime.perform(.planFix(id: record.id))
    #expect(
      planned == [
        .fixPlanned(
          id: record.id, diff: cli.diff, reason: "The fix changes 1 site(s) of this rule in Sources/Card+Actions.swift")
      ])
    #expect(cli.diff.contains("withAnimation(motionOff ? nil : .spring())"))

    let applied = runtime.perform(.applyFix(id: record.id))
    let text = try String(contentsOf: session.root.url(of: record.finding.file), encoding: .utf8)
    #expect(text.contains("withAnimation(motionOff ? nil : .spring()) {"))
    guard case .rescanned(let document, _, let summary) = applied.first else {
      Issue.record("expected a rescan, got \(applied)")
      return
    }
    #expect(document.record(id: record.id)?.status == .verified)
    #expect(summary == "Rescanned: 3 files, 3 findings, 2 open")
    #expect(applied.last == .info("Fixed 1 site(s) in Sources/Card+Actions.swift; rescanned"))
  }

  @Test func aFixThatNoLongerAppliesChangesNothing() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let record = try Self.finding(in: "Sources/Banner.swift", of: session)
    _ = try session.apply(try session.planFix(files: ["Sources/Banner.swift"]))
    let before = try Data(contentsOf: session.root.url(of: "Sources/Banner.swift"))
    #expect(
      runtime.perform(.applyFix(id: record.id)) == [.failed("the automatic fix no longer applies; nothing changed")])
    #expect(try Data(contentsOf: session.root.url(of: "Sources/Banner.swift")) == before)
    #expect(
      runtime.perform(.planFix(id: "0000000000000000"))
        == [.fixPlanned(id: "0000000000000000", diff: nil, reason: "the finding is no longer in the store")])
  }

  @Test func tickingAChecklistItemWritesItsBoxAndRecordsTheTick() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let plan = "# Plan\n\n## Todo List\n\n- [ ] Guard the banner\n"
    let url = session.root.url(of: "Docs/plan.md")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: url)
    let item = try #require(try AuditReader.read(url: url, path: "Docs/plan.md").checklist.first)

    let messages = runtime.perform(.toggleChecklist(item))
    var ticked = item
    ticked.checked = true
    #expect(messages.first == .ticked(old: item, new: ticked))
    guard case .saved(let document) = messages.last else {
      Issue.record("expected the store as saved, got \(messages)")
      return
    }
    #expect(
      document.checklistTicks == [
        ChecklistTick(file: "Docs/plan.md", text: "Guard the banner", checked: true, at: now)
      ])
    #expect(try String(contentsOf: url, encoding: .utf8) == plan.replacingOccurrences(of: "[ ]", with: "[x]"))
  }

  @Test func aSaveThatFailsSaysWhyInTheFoldersTermsAndLeavesTheStoreAsItWas() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let record = try Self.finding(in: "Sources/Banner.swift", of: session)
    let corrupt = Data("{\"schemaVersion\": 1, \"findings\": [".utf8)
    try corrupt.write(to: session.store.url)

    let messages = runtime.perform(.setStatus(id: record.id, status: .fixed))
    #expect(
      messages == [
        .failed(
          ".a11y-audit/store.json: corrupt store (not valid JSON); fix or move the file away, it was left unchanged")
      ])
    #expect(try Data(contentsOf: session.store.url) == corrupt)
  }

  @Test func aChangeToAFindingNoLongerStoredFailsAndTakesInTheStore() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let messages = runtime.perform(.addNote(id: "0123456789abcdef", text: "Later"))
    #expect(
      messages == [
        .failed("0123456789abcdef is no longer in the store (was the folder rescanned?)"),
        .loaded(try session.loadStore()),
      ])
  }

  @Test func theEditorOpensTheFindingsFileAtItsLineAndTheSourceIsReadAgain() throws {
    var opened: [String] = []
    let (runtime, session, terminal) = try Self.runtime(editor: { path, line in
      opened.append("\(path):\(line)")
      return 1
    })
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let messages = runtime.perform(.openEditor(file: "Sources/Banner.swift", line: 9))
    #expect(opened == [session.root.url.path + "/Sources/Banner.swift:9"])
    #expect(terminal.suspensions == 1)
    #expect(messages.first == .failed("the editor exited with status 1"))
    guard case .sourceLoaded(let source) = messages.last else {
      Issue.record("expected the source, got \(messages)")
      return
    }
    #expect(source.lines[8] == "            .animation(.spring(), value: shown)")
  }

  @Test(arguments: ["../outside.swift", "/etc/passwd", "Sources/../../outside.swift"])
  func theEditorIsNeverOpenedOnAFileOutsideTheFolder(file: String) throws {
    var opened: [String] = []
    let (runtime, session, terminal) = try Self.runtime(editor: { path, line in
      opened.append("\(path):\(line)")
      return 0
    })
    defer { try? FileManager.default.removeItem(at: session.root.url) }

    let messages = runtime.perform(.openEditor(file: file, line: 1))

    #expect(opened.isEmpty)
    #expect(terminal.suspensions == 0)
    #expect(messages == [.failed("\(file) lies outside \(session.root.folder.path); not opened")])
  }

  @Test func theLoopPaintsAfterEachKeyKeepsTheCursorOnTheSelectionAndStopsWhenInputEnds() throws {
    let (runtime, session, terminal) = try Self.runtime(inputs: [.key(.char("3")), .key(.down), .nothing, .key(.down)])
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    runtime.run()
    #expect(terminal.frames.count == 4)
    #expect(runtime.state.route == .findings)
    #expect(runtime.state.list.selected == 2)
    let last = try #require(terminal.frames.last)
    #expect(last.cursor.column == 0)
    let row = last.text.split(separator: "\n", omittingEmptySubsequences: false)[last.cursor.row]
    #expect(row.contains(runtime.state.selectedFinding.map { ($0.finding.file as NSString).lastPathComponent } ?? "?"))
  }

  @Test func rescanningAndSettingAStatusSaveThroughTheSession() throws {
    let (runtime, session, _) = try Self.runtime(inputs: [.key(.char("3")), .key(.space), .key(.char("R"))])
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    runtime.run()
    let stored = try session.loadStore().findings
    #expect(stored.count { $0.status == .inProgress } == 1)
    #expect(runtime.state.message == .info("Rescanned: 3 files, 3 findings, 3 open"))
  }

  /// `R` scans through the folder's scan cache: a second rescan with no file changed reads it, and says so.
  @Test func aRescanWithNoFileChangedReadsTheScanCache() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let home = session.root.url.deletingLastPathComponent().appendingPathComponent(
      session.root.url.lastPathComponent + ".cache")
    defer { try? FileManager.default.removeItem(at: home) }
    var cached = session
    let cache = ScanCache(root: session.root.url, home: home)
    cached.scanner.cache = cache
    let withCache = Runtime(
      state: runtime.state, terminal: ScriptedTerminal(inputs: [.key(.char("R")), .key(.char("R"))]), session: cached,
      openEditor: { _, _ in 0 })
    withCache.run()
    #expect(
      withCache.state.message
        == .info("Rescanned: 3 files, 3 findings, 3 open; no file changed, read from the scan cache"))
    #expect(FileManager.default.fileExists(atPath: cache.folder.appendingPathComponent("scan.json").path))
  }

  /// A session that keeps its last scan checks only the file edited since, and says so.
  @Test func aRescanAfterAnEditChecksThatFileAlone() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    var warm = session
    warm.scanner.memory = ScanMemory()
    func rescan() -> Runtime {
      let rescanning = Runtime(
        state: runtime.state, terminal: ScriptedTerminal(inputs: [.key(.char("R"))]), session: warm,
        openEditor: { _, _ in 0 })
      rescanning.run()
      return rescanning
    }
    #expect(rescan().state.message == .info("Rescanned: 3 files, 3 findings, 3 open"))
    let file = session.root.url.appendingPathComponent("Sources/Card+Actions.swift")
    try (try String(contentsOf: file, encoding: .utf8) + "\n// edited\n").write(
      to: file, atomically: true, encoding: .utf8)
    #expect(rescan().state.message == .info("Rescanned: 3 files, 3 findings, 3 open; 1 changed file checked"))
    #expect(rescan().state.message == .info("Rescanned: 3 files, 3 findings, 3 open; no file changed"))
  }
}
