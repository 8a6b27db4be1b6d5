import Foundation
import Testing

@testable import A11yAuditKit

/// Stores written by earlier builds keep reading back as they were and keep their bytes.
@Suite struct StoreCompatibilityTests {
  /// `Fixtures/Store/<name>.json`, found from this file's path.
  static func fixture(_ name: String) throws -> Data {
    try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Store/\(name).json"))
  }

  /// The fixture is the sample app's store as the build before the generated reader and writer left it after a
  /// scan, two status changes with notes, a checklist tick and a rescan with a file deleted (so it holds audit
  /// links, suggested fixes, notes, history by user and scan, absent findings, screens and ticks).
  @Test func aStoreWrittenBeforeTheGeneratedCodeReadsBackAndWritesTheSameBytes() throws {
    let data = try Self.fixture("StoreWrittenBeforeGeneratedCode")
    let fast = try #require(StoreJSONReader.read(data))
    #expect(fast == (try StoreCoding.decodeWithFoundation(data)))
    #expect(try StoreCoding.encode(fast) == data)
    #expect(fast.findings.contains { $0.audit != nil && $0.finding.suggestedFix != nil && $0.finding.kind != nil })
    #expect(fast.findings.contains { !$0.notes.isEmpty && $0.history.contains { $0.by == .user } })
    #expect(fast.findings.contains { $0.presence == .absent && $0.history.contains { $0.from != nil } })
    #expect(!fast.screens.isEmpty && !fast.checklistTicks.isEmpty)
  }
}
