import A11yAuditKit
import Foundation
import TestSupport
import Testing

@testable import A11yAuditTUI

private let now = Date(timeIntervalSince1970: 1_800_000_000)

/// `--watch` in the pure core: what a change the watch saw asks of the runtime.
@Suite struct WatchUpdateTests {
  static func state() -> AppState {
    AppState(
      rootName: "App", size: Size(width: 100, height: 30), prefs: DisplayPrefs(colors: false, ascii: false),
      route: .dashboard)
  }

  @Test func aChangedSwiftFileRescansSayingWhichFile() {
    var state = Self.state()
    let change = RootChange(files: ["Views/HomeView.swift"], store: true)
    #expect(update(&state, .rootChanged(change)) == [.rescanAfter(change)])
    #expect(state.message == .info("Rescanning: Views/HomeView.swift changed…"))
  }

  @Test func aSavedStoreAloneIsReadAgain() {
    var state = Self.state()
    #expect(update(&state, .rootChanged(RootChange(store: true))) == [.reloadStore])
    #expect(state.message == nil)
  }

  @Test func aStoreAnotherProcessSavedIsTakenInAndSaidSo() {
    var state = Self.state()
    #expect(update(&state, .storeReloaded(StoreDocument())) == [])
    #expect(state.message == .info("Store changed by another process; reloaded"))
  }
}

/// `--watch` in the runtime: a real session on a copy of `FixProject`, a scripted terminal, a mailbox.
@MainActor
@Suite struct WatchRuntimeTests {
  static func runtime(
    inputs: [TerminalInput] = [], watch: WatchMailbox? = nil
  ) throws -> (Runtime, AuditSession, ScriptedTerminal) {
    let root = try FixtureFolder.scannerProject("FixProject")
    let session = AuditSession(root: try AuditRoot(url: root), clock: { now })
    let start = try session.openDashboard()
    let terminal = ScriptedTerminal(inputs: inputs)
    let state = TUI.initialState(
      start, rootName: session.root.name, size: terminal.size, prefs: DisplayPrefs(colors: false, ascii: false))
    let runtime = Runtime(
      state: state, terminal: terminal, session: session, watch: watch, store: start.document,
      openEditor: { _, _ in 0 })
    return (runtime, session, terminal)
  }

  @Test func aRescanAfterAWatchedChangeNamesTheFileAndCountsNewAndGoneFindings() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    let banner = try String(contentsOf: session.root.url(of: "Sources/Banner.swift"), encoding: .utf8)
    try Data(banner.replacingOccurrences(of: "Banner", with: "Toast").utf8)
      .write(to: session.root.url(of: "Sources/Toast.swift"))
    let messages = runtime.perform(.rescanAfter(RootChange(files: ["Sources/Toast.swift"])))
    guard case .rescanned(let document, _, let summary) = messages.first else {
      Issue.record("expected a rescan, got \(messages)")
      return
    }
    #expect(summary == "Rescanned after Sources/Toast.swift changed: 1 new, 0 gone, 4 open")
    #expect(document.findings.contains { $0.finding.file == "Sources/Toast.swift" })
  }

  @Test func theStoreIsTakenInOnlyWhenAnotherProcessChangedIt() throws {
    let (runtime, session, _) = try Self.runtime()
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    #expect(runtime.perform(.reloadStore) == [])
    let record = try #require(try session.loadStore().findings.first)
    #expect(runtime.dispatch(.saved(try session.apply(.status(findingID: record.id, .inProgress)))))
    #expect(runtime.perform(.reloadStore) == [], "its own save is not another process's")

    var other = AuditSession(root: session.root, clock: { now })
    other.person = "Other"
    _ = try other.setStatus(.wontFix, ofFinding: record.id, note: "not ours")
    let reloaded = runtime.perform(.reloadStore)
    #expect(reloaded == [.storeReloaded(try session.loadStore())])
    #expect(runtime.dispatch(reloaded[0]))
    #expect(runtime.state.findings.first { $0.id == record.id }?.status == .wontFix)
    #expect(runtime.state.message == .info("Store changed by another process; reloaded"))
  }

  @Test func aWakeTakesTheChangeFromTheMailboxAndRescans() throws {
    let mailbox = try #require(WatchMailbox())
    let (runtime, session, terminal) = try Self.runtime(inputs: [.woken], watch: mailbox)
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    try Data("struct Gone {}\n".utf8).write(to: session.root.url(of: "Sources/Banner.swift"))
    mailbox.post(RootChange(files: ["Sources/Banner.swift"]))
    runtime.run()
    #expect(runtime.state.message == .info("Rescanned after Sources/Banner.swift changed: 0 new, 1 gone, 2 open"))
    #expect(terminal.frames.count >= 2)
    #expect(mailbox.take() == nil)
  }

  @Test func aChangeSeenBeforeARescanBeganIsNotScannedAgain() throws {
    let mailbox = try #require(WatchMailbox())
    let (runtime, session, _) = try Self.runtime(inputs: [.woken], watch: mailbox)
    defer { try? FileManager.default.removeItem(at: session.root.url) }
    mailbox.post(RootChange(files: ["Sources/Banner.swift"]))
    _ = runtime.perform(.rescan)
    runtime.run()
    #expect(runtime.state.message == nil)
  }
}
