import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct ScanProgressTests {
  @Test func aScanReportsEachPassFromItsStartToItsLastFile() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let seen = LockedList()
    var scanner = Scanner()
    scanner.progress = ScanProgress(interval: 1_000) { seen.append($0) }
    _ = try scanner.scan(root: tree.root)
    let snapshots = seen.values
    #expect(snapshots.map(\.phase) == [.parsing, .parsing, .checking, .checking])
    #expect(snapshots.map(\.done) == [0, 3, 0, 3])
    #expect(snapshots.allSatisfy { $0.total == 3 })
  }

  @Test func theLineSaysWhereTheScanIsInFilesAndSeconds() {
    let snapshot = ScanProgress.Snapshot(phase: .parsing, done: 812, total: 2_000, elapsed: 0.5)
    #expect(snapshot.text == "Parsing 812 of 2,000 files · 1,624 files/s · 0.5 s")
    #expect(ScanProgress.Snapshot(phase: .checking, done: 0, total: 3, elapsed: 0).text.hasPrefix("Checking 0 of 3"))
  }
}

/// Snapshots a progress handler saw, from any thread.
final class LockedList: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [ScanProgress.Snapshot] = []
  func append(_ snapshot: ScanProgress.Snapshot) { lock.withLock { stored.append(snapshot) } }
  var values: [ScanProgress.Snapshot] { lock.withLock { stored } }
}
