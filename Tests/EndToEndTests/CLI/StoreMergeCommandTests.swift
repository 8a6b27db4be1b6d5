import Foundation
import Testing

/// `a11y-audit init --git-config` and `merge-store` as git runs them: two branches triage the sample and
/// `git merge` joins their stores.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built"))
struct StoreMergeCommandTests {
  static func git(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.email=t@example.com", "-c", "user.name=T"] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Status and note texts of finding `id` in the store.
  static func triage(of id: String, in root: URL) throws -> (status: String, notes: [String], history: [String]) {
    let store = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent(".a11y-audit/store.json")))
    let records = (store as? [String: Any])?["findings"] as? [[String: Any]] ?? []
    let record = records.first { ($0["finding"] as? [String: Any])?["id"] as? String == id } ?? [:]
    return (
      record["status"] as? String ?? "",
      (record["notes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String },
      (record["history"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
    )
  }

  @Test func twoBranchesTriagingTheSameAndDifferentFindingsMergeWithBothChanges() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan"], in: root).status == 0)
    #expect(try Self.git(["init", "-q", "-b", "main"], in: root).status == 0)
    let initialized = try CLIRunner.run(["init", "--git-config"], in: root)
    #expect(initialized.status == 0, "\(initialized.stderr)")
    #expect(
      try String(contentsOf: root.appendingPathComponent(".gitattributes"), encoding: .utf8)
        == ".a11y-audit/store.json merge=a11y-audit\n")
    for arguments in [["add", "-A"], ["commit", "-qm", "base"]] {
      #expect(try Self.git(arguments, in: root).status == 0)
    }
    #expect(try Self.git(["config", "merge.a11y-audit.driver"], in: root).output.hasSuffix(" merge-store %O %A %B\n"))
    let ids = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root)))
      .compactMap { $0["id"] as? String }.prefix(3)
    let (a, b, shared) = (ids[ids.startIndex], ids[ids.startIndex + 1], ids[ids.startIndex + 2])

    #expect(try Self.git(["checkout", "-q", "-b", "feature"], in: root).status == 0)
    _ = try CLIRunner.run(["status", a, "wont-fix", "--note", "Brand animation, approved"], in: root)
    _ = try CLIRunner.run(["status", shared, "in-progress", "--note", "Ana takes it"], in: root)
    #expect(try Self.git(["commit", "-qam", "feature triage"], in: root).status == 0)
    #expect(try Self.git(["checkout", "-q", "main"], in: root).status == 0)
    Thread.sleep(forTimeInterval: 1.1)  // the store records seconds: main's change is the later one
    _ = try CLIRunner.run(["status", b, "false-positive", "--note", "Decorative"], in: root)
    _ = try CLIRunner.run(["status", shared, "fixed", "--note", "Fixed on main"], in: root)
    #expect(try Self.git(["commit", "-qam", "main triage"], in: root).status == 0)

    let merge = try Self.git(["merge", "--no-edit", "feature"], in: root)
    #expect(merge.status == 0, "\(merge.output)")
    #expect(try Self.triage(of: a, in: root).status == "wont-fix")
    #expect(try Self.triage(of: a, in: root).notes == ["Brand animation, approved"])
    #expect(try Self.triage(of: b, in: root).status == "false-positive")
    let both = try Self.triage(of: shared, in: root)
    #expect(both.status == "fixed")
    #expect(both.notes == ["Ana takes it", "Fixed on main"])
    #expect(both.history.contains("Ana takes it"))
    #expect(both.history.last == "merged: in-progress from the other branch gave way to the later fixed")
    #expect(try Self.git(["status", "--porcelain"], in: root).output == "")
  }

  @Test func aStoreTheDriverCannotReadLeavesAConflictAndBothVersions() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan"], in: root).status == 0)
    #expect(try Self.git(["init", "-q", "-b", "main"], in: root).status == 0)
    #expect(try CLIRunner.run(["init", "--git-config"], in: root).status == 0)
    for arguments in [["add", "-A"], ["commit", "-qm", "base"]] {
      #expect(try Self.git(arguments, in: root).status == 0)
    }
    let store = root.appendingPathComponent(".a11y-audit/store.json")
    #expect(try Self.git(["checkout", "-q", "-b", "feature"], in: root).status == 0)
    try Data("{ truncated".utf8).write(to: store)
    #expect(try Self.git(["commit", "-qam", "damage"], in: root).status == 0)
    #expect(try Self.git(["checkout", "-q", "main"], in: root).status == 0)
    let id = try #require(
      findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root))).first?["id"] as? String)
    _ = try CLIRunner.run(["status", id, "wont-fix", "--note", "brand animation"], in: root)
    let ours = try Data(contentsOf: store)
    #expect(try Self.git(["commit", "-qam", "main triage"], in: root).status == 0)

    let merge = try Self.git(["merge", "--no-edit", "feature"], in: root)
    #expect(merge.status != 0)
    #expect(merge.output.contains("CONFLICT"), "\(merge.output)")
    #expect(merge.output.contains("corrupt store"), "\(merge.output)")
    #expect(try Data(contentsOf: store) == ours)
  }
}
