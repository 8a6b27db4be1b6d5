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

/// Stores written before screens were reviewed per area: their one review state stands for every area.
@Suite struct AreaReviewCompatibilityTests {
  @Test func aStoreWithOneReviewPerScreenReadsItForEveryAreaAndWritesTheSameBytes() throws {
    let data = try StoreCompatibilityTests.fixture("StoreWithOneReviewPerScreen")
    let document = try #require(StoreJSONReader.read(data))
    #expect(document == (try StoreCoding.decodeWithFoundation(data)))
    #expect(try StoreCoding.encode(document) == data)
    let root = try #require(document.screens.first { $0.screen.name == "RootView" })
    let home = try #require(document.screens.first { $0.screen.name == "HomeView" })
    #expect(root.reviews == nil && home.reviews == nil)
    #expect(Category.allCases.allSatisfy { root.review(for: $0) == .reviewed })
    #expect(Category.allCases.allSatisfy { home.review(for: $0) == .inReview })
  }

  @Test func reviewingOneAreaKeepsTheOthersAndReadsBack() throws {
    var document = try #require(
      StoreJSONReader.read(try StoreCompatibilityTests.fixture("StoreWithOneReviewPerScreen")))
    let id = "Sources/Home/HomeView.swift#HomeView"
    let found = document.setReview(.reviewed, forScreen: id, area: .dynamicType)
    #expect(found)
    let data = try StoreCoding.encode(document)
    let read = try #require(StoreJSONReader.read(data))
    let home = try #require(read.screens.first { $0.id == id })
    #expect(home.review(for: .dynamicType) == .reviewed)
    #expect(home.review(for: .reduceMotion) == .inReview)
    #expect(home.reviews == [AreaReview(area: .dynamicType, state: .reviewed)])
    #expect(read == (try StoreCoding.decodeWithFoundation(data)))
  }
}
