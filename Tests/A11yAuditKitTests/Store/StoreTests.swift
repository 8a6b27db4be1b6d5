import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct StoreTests {
  @Test func savingTheSameStateTwiceWritesTheSameSortedBytesWithATrailingNewline() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    try store.update { document in
      document.findings = [
        FindingRecord(finding: makeFinding(id: "bbbb")), FindingRecord(finding: makeFinding(id: "aaaa")),
      ]
    }
    let first = try Data(contentsOf: store.url)
    try store.update { document in document.findings.reverse() }
    let second = try Data(contentsOf: store.url)
    #expect(first == second)
    #expect(first.last == 0x0A)
    let text = String(decoding: first, as: UTF8.self)
    let aaaa = try #require(text.range(of: "\"aaaa\""))
    let bbbb = try #require(text.range(of: "\"bbbb\""))
    #expect(aaaa.lowerBound < bbbb.lowerBound)
    #expect(text.contains("\"schemaVersion\" : 1"))
    #expect(store.url.path.hasSuffix(".a11y-audit/store.json"))
  }

  @Test func loadingAMissingStoreGivesAnEmptyDocument() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Store(root: folder).load() == StoreDocument())
  }

  @Test func savedStateReadsBackEqual() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    var record = FindingRecord(finding: makeFinding(id: "abc"))
    record.setStatus(.fixed, by: .user, reason: "done", at: t0)
    record.notes.append(Note(at: t1, text: "checked on device"))
    let written = StoreDocument(
      findings: [record],
      screens: [ScreenRecord(screen: Screen(name: "A", file: "Views/A.swift", line: 3, group: "Views"))],
      checklistTicks: [ChecklistTick(file: "a.md", text: "Item", checked: true, at: t0)])
    try store.update { $0 = written }
    #expect(try store.load() == written)
  }

  @Test func aStoreWithGitConflictMarkersIsRefusedNamingTheFixAndLeftByteForByte() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    try FileManager.default.createDirectory(
      at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let contents = """
      {
        "findings" : [
      <<<<<<< HEAD
          { "status" : "wont-fix" }
      =======
          { "status" : "false-positive" }
      >>>>>>> 1f2e3d4 (triage)
        ],
        "schemaVersion" : 1
      }

      """
    try Data(contents.utf8).write(to: store.url)
    let expected = StoreError(path: store.path, reason: .conflictMarkers)

    #expect(throws: expected) { try store.load() }
    #expect(throws: expected) { try store.update { $0.findings.append(FindingRecord(finding: makeFinding(id: "x"))) } }
    #expect(
      expected.description
        == "\(store.path) has git conflict markers: run `a11y-audit merge-store --resolve` (or "
        + "`a11y-audit init --git-config` before merging)")
    #expect(try Data(contentsOf: store.url) == Data(contents.utf8))
  }

  @Test(arguments: [
    ("{\"schemaVersion\": 1, \"findings\": [", "not valid JSON"),
    ("<<<<<<< HEAD\n{}", "not valid JSON"),
    ("{\"findings\": []}", "missing \"schemaVersion\""),
    ("{\"schemaVersion\": 1, \"findings\": 3, \"screens\": [], \"checklistTicks\": []}", "wrong type at findings"),
  ])
  func aCorruptStoreIsRefusedWithItsPathAndLeftByteForByte(contents: String, detail: String) throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    try FileManager.default.createDirectory(
      at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: store.url)
    let error = #expect(throws: StoreError.self) {
      try store.update { $0.findings.append(FindingRecord(finding: makeFinding(id: "x"))) }
    }
    #expect(error?.description.contains(store.path) == true)
    #expect(error?.description.contains(detail) == true)
    #expect(error?.description.contains("\n") == false)
    #expect(try Data(contentsOf: store.url) == Data(contents.utf8))
  }

  @Test func aStoreFromANewerVersionIsRefusedAndNotRewritten() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    try FileManager.default.createDirectory(
      at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let contents = Data("{\"schemaVersion\": 99, \"future\": true}\n".utf8)
    try contents.write(to: store.url)
    let error = #expect(throws: StoreError.self) { try store.load() }
    #expect(error?.reason == .newerVersion(found: 99, supported: 1))
    #expect(throws: StoreError.self) { try store.update { _ in } }
    #expect(try Data(contentsOf: store.url) == contents)
  }

  /// A newer tool's optional fields in a store of this schema (a field on a finding's record, one at the top) are
  /// never dropped: the store is read, but a change to it and a merge of it are refused, the file left byte for byte.
  @Test func aStoreWithFieldsThisToolDoesNotKnowIsReadButNeverRewritten() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    try store.update { $0.findings = [FindingRecord(finding: makeFinding(id: "abc"))] }
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: store.url)) as? [String: Any])
    var records = try #require(object["findings"] as? [[String: Any]])
    records[0]["reviewer"] = "Ana"
    object["findings"] = records
    object["releaseTrain"] = ["name": "4.2"]
    let contents = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try contents.write(to: store.url)

    #expect(try store.load().findings.map(\.id) == ["abc"])
    #expect {
      try store.update { $0.findings[0].notes.append(Note(at: t1, text: "seen")) }
    } throws: { error in
      "\(error)".contains("does not know (findings[].reviewer, releaseTrain, releaseTrain.name)")
    }
    let copy = folder.appendingPathComponent("theirs.json")
    try contents.write(to: copy)
    #expect(throws: StoreError.self) {
      try StoreMerge.mergeFiles(base: folder.appendingPathComponent("none.json"), ours: store.url, theirs: copy)
    }
    #expect(try Data(contentsOf: store.url) == contents)
    // A known optional field written as null is no unknown field.
    try Data(
      String(decoding: contents, as: UTF8.self).replacingOccurrences(
        of: "\"reviewer\" : \"Ana\"", with: "\"acceptance\" : null"
      )
      .replacingOccurrences(of: "\"releaseTrain\" : {\n    \"name\" : \"4.2\"\n  },", with: "").utf8
    ).write(to: store.url)
    try store.update { $0.findings[0].notes.append(Note(at: t1, text: "seen")) }
  }

  @Test func concurrentWritersInSeparateThreadsLoseNoChange() async throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    let ids = (0..<40).map { String(format: "%04d", $0) }
    try store.update { document in document.findings = ids.map { FindingRecord(finding: makeFinding(id: $0)) } }
    await withTaskGroup(of: Void.self) { group in
      for (worker, status) in [(0, FixStatus.fixed), (1, FixStatus.wontFix)] {
        group.addTask {
          for id in ids.enumerated().filter({ $0.offset % 2 == worker }).map(\.element) {
            try! store.update { _ = $0.setStatus(status, forFinding: id, at: t0) }
          }
        }
      }
    }
    let document = try store.load()
    #expect(document.findings.filter { $0.status == .fixed }.count == 20)
    #expect(document.findings.filter { $0.status == .wontFix }.count == 20)
  }

  @Test func aFailedUpdateLeavesNoTemporaryFilesBehind() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    try store.update { $0.findings = [FindingRecord(finding: makeFinding(id: "a"))] }
    struct Boom: Error {}
    #expect(throws: Boom.self) { try store.update { _ in throw Boom() } }
    let names = try FileManager.default.contentsOfDirectory(atPath: store.url.deletingLastPathComponent().path)
    #expect(names == ["store.json"])
  }
}
