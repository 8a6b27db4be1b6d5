import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// The changes a watcher called back with, in order, with when each came.
private final class ChangeLog: @unchecked Sendable {
  private let condition = NSCondition()
  typealias Entry = (change: RootChange, at: ContinuousClock.Instant)
  private var entries: [Entry] = []

  func record(_ change: RootChange) {
    condition.withLock {
      entries.append((change, .now))
      condition.broadcast()
    }
  }

  /// Waits up to `timeout` for a first change, then `settle` more for any that follow; returns them all.
  func changes(timeout: Duration = .seconds(5), settle: Duration = .milliseconds(900)) -> [Entry] {
    let deadline = Date().addingTimeInterval(Double(timeout.components.seconds))
    condition.withLock {
      while entries.isEmpty && condition.wait(until: deadline) {}
    }
    Thread.sleep(forTimeInterval: Double(settle.components.attoseconds) / 1e18 + Double(settle.components.seconds))
    return condition.withLock { entries }
  }
}

/// A scratch app: `Views/HomeView.swift`, `Assets.xcassets/Accent.colorset/Contents.json`, a configuration that
/// excludes `Legacy`, and the folders a watch skips.
private func scratchApp() throws -> URL {
  let root = try FixtureFolder.scratch("watch")
  let files = [
    "Views/HomeView.swift": "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"Hi\") } }\n",
    "Assets.xcassets/Accent.colorset/Contents.json": "{}\n",
    "Legacy/Old.swift": "struct Old {}\n",
    ".a11y-audit.yml": "excluded:\n  - Legacy\n",
    ".git/HEAD": "ref: refs/heads/main\n",
    ".build/debug.yaml": "\n",
    "README.md": "# App\n",
  ]
  for (path, text) in files { try write(text, to: path, in: root) }
  return root
}

private func write(_ text: String, to path: String, in root: URL) throws {
  let url = root.appendingPathComponent(path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

private func rename(_ from: String, to: String, in root: URL) {
  Foundation.rename(root.appendingPathComponent(from).path, root.appendingPathComponent(to).path)
}

/// The watcher on `root` (polling or with the kernel's events), logging into a new log.
private func watching(_ root: URL, store: Store? = nil, polling: Bool = false) throws -> (RootWatcher, ChangeLog) {
  let log = ChangeLog()
  let watcher = try RootWatcher(root: try AuditRoot(url: root), store: store, polling: polling) { log.record($0) }
  return (watcher, log)
}

@Suite(.serialized) struct RootWatcherTests {
  @Test(arguments: [false, true])
  func savingASwiftFileSeveralTimesGivesOneChangeNamingItAfterTheQuietPeriod(polling: Bool) throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let (watcher, log) = try watching(root, polling: polling)
    defer { watcher.stop() }
    var lastWrite = ContinuousClock.now
    for round in 0..<4 {
      try write("struct HomeView {} // \(round)\n", to: "Views/HomeView.swift", in: root)
      lastWrite = ContinuousClock.now
      Thread.sleep(forTimeInterval: 0.05)
    }
    let changes = log.changes()
    #expect(changes.map(\.change) == [RootChange(files: ["Views/HomeView.swift"])])
    // The change comes a quiet period after the last save (timers may fire a little early, hence 250 of 300 ms).
    if let first = changes.first { #expect(first.at - lastWrite >= .milliseconds(250)) }
  }

  @Test func creatingRenamingAndDeletingSwiftFilesNameEveryFileTheyTouch() throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let (watcher, log) = try watching(root)
    defer { watcher.stop() }
    try write("struct New {}\n", to: "Views/New.swift", in: root)
    rename("Views/New.swift", to: "Views/Renamed.swift", in: root)
    try FileManager.default.removeItem(at: root.appendingPathComponent("Views/HomeView.swift"))
    #expect(
      log.changes().map(\.change) == [
        RootChange(files: ["Views/HomeView.swift", "Views/New.swift", "Views/Renamed.swift"])
      ])
  }

  @Test func anEditorsSaveThroughAHiddenTemporaryFileNamesOnlyTheFileSaved() throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let (watcher, log) = try watching(root)
    defer { watcher.stop() }
    try write("struct HomeView {}\n", to: "Views/.HomeView.swift.tmp", in: root)
    rename("Views/.HomeView.swift.tmp", to: "Views/HomeView.swift", in: root)
    #expect(log.changes().map(\.change) == [RootChange(files: ["Views/HomeView.swift"])])
  }

  @Test(arguments: [false, true])
  func changesInSkippedFoldersAndOtherFilesGiveNoChange(polling: Bool) throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let (watcher, log) = try watching(root, polling: polling)
    defer { watcher.stop() }
    try write("struct Skipped {}\n", to: ".git/Skipped.swift", in: root)
    try write("struct Skipped {}\n", to: ".build/checkouts/Skipped.swift", in: root)
    try write("struct Skipped {}\n", to: ".a11y-audit/Skipped.swift", in: root)
    try write("struct Old { var changed = 1 }\n", to: "Legacy/Old.swift", in: root)
    try write("struct Newer {}\n", to: "Legacy/Deeper/Newer.swift", in: root)
    try write("# App, changed\n", to: "README.md", in: root)
    // A file that counts, so that the test waits for one change rather than for nothing.
    try write("struct Marker {}\n", to: "Marker.swift", in: root)
    #expect(log.changes().map(\.change) == [RootChange(files: ["Marker.swift"])])
  }

  @Test func theConfigurationAssetsAndFilesInNewFoldersCount() throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let (watcher, log) = try watching(root)
    defer { watcher.stop() }
    try write("excluded:\n  - Legacy\ndisabled_rules: []\n", to: ".a11y-audit.yml", in: root)
    try write("{\"colors\": []}\n", to: "Assets.xcassets/Accent.colorset/Contents.json", in: root)
    try write("\"Hello\" = \"Hello\";\n", to: "en.lproj/Localizable.strings", in: root)
    try write("<plist/>\n", to: "App/Info.plist", in: root)
    #expect(
      log.changes().map(\.change) == [
        RootChange(files: [
          ".a11y-audit.yml", "App/Info.plist", "Assets.xcassets/Accent.colorset/Contents.json",
          "en.lproj/Localizable.strings",
        ])
      ])
    // The new folder is watched from now on.
    try write("struct Later {}\n", to: "App/Later.swift", in: root)
    #expect(log.changes().dropFirst().map(\.change) == [RootChange(files: ["App/Later.swift"])])
  }

  @Test func aFolderTheConfigurationNoLongerExcludesIsWatchedFromThen() throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let (watcher, log) = try watching(root)
    defer { watcher.stop() }
    try write("disabled_rules: []\n", to: ".a11y-audit.yml", in: root)
    #expect(log.changes().map(\.change) == [RootChange(files: [".a11y-audit.yml"])])
    try write("struct Old { var changed = 1 }\n", to: "Legacy/Old.swift", in: root)
    #expect(log.changes().dropFirst().map(\.change) == [RootChange(files: ["Legacy/Old.swift"])])
  }

  @Test(arguments: [false, true])
  func aSaveOfTheStoreIsSeenThoughItReplacesTheFile(polling: Bool) throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let store = Store(root: root)
    try store.update { $0.findings = [] }
    let (watcher, log) = try watching(root, store: store, polling: polling)
    defer { watcher.stop() }
    try store.update { document in
      document.screens = [
        ScreenRecord(screen: Screen(name: "HomeView", file: "Views/HomeView.swift", line: 2, group: "Views"))
      ]
    }
    #expect(log.changes().map(\.change) == [RootChange(store: true)])
  }

  @Test func noChangeIsReportedAfterStop() throws {
    let root = try scratchApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let (watcher, log) = try watching(root)
    watcher.stop()
    Thread.sleep(forTimeInterval: 0.1)
    try write("struct Marker {}\n", to: "Marker.swift", in: root)
    #expect(log.changes(timeout: .seconds(1), settle: .zero).isEmpty)
  }
}

@Suite struct ChangeDebouncerTests {
  @Test func changesCloserThanTheQuietPeriodAreHandedOverTogetherOnceItHasPassed() {
    var debouncer = ChangeDebouncer(quiet: .milliseconds(300))
    let start = ContinuousClock.now
    #expect(debouncer.wait(at: start) == nil)
    debouncer.note(RootChange(files: ["A.swift"]), at: start)
    debouncer.note(RootChange(), at: start + .milliseconds(250))
    debouncer.note(RootChange(files: ["B.swift"]), at: start + .milliseconds(200))
    #expect(debouncer.wait(at: start + .milliseconds(300)) == .milliseconds(200))
    #expect(debouncer.take(at: start + .milliseconds(450)) == nil)
    #expect(debouncer.take(at: start + .milliseconds(500)) == RootChange(files: ["A.swift", "B.swift"]))
    #expect(debouncer.wait(at: start + .milliseconds(500)) == nil)
  }
}

@Suite struct RootChangeTests {
  @Test func theRescanSentenceNamesTheFilesAndWhatTheScanFound() {
    var summary = MergeSummary()
    summary.added = 2
    summary.verified = 1
    #expect(
      RootChange(files: ["Views/HomeView.swift"]).rescanSentence(summary: summary, open: 14)
        == "Rescanned after Views/HomeView.swift changed: 2 new, 1 gone, 14 open")
    summary.reopened = 1
    #expect(
      RootChange(files: ["A.swift", "B.swift", "C.swift"]).rescanSentence(summary: summary, open: nil)
        == "Rescanned after A.swift, B.swift and 1 more changed: 2 new, 1 gone, 1 reopened")
    #expect(RootChange(lostTrack: true).rescanSentence(summary: nil, open: nil) == "Rescanned after files changed")
  }
}
