import Foundation
import Testing

@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct StoreCommandTests {
  /// A tree of `count` files with one unguarded animation each.
  private func makeTree(files count: Int) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-e2e-tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for index in 0..<count {
      let source = """
        import SwiftUI

        struct Card\(index)View: View {
          @State private var shown = false
          var body: some View {
            Text("Card \(index)").onAppear {
              withAnimation(.spring(response: 0.3)) { shown = true }
            }
          }
        }
        """
      try Data(source.utf8).write(to: root.appendingPathComponent("Card\(index)View.swift"))
    }
    return root
  }

  @Test func twoProcessesSettingFiftyStatusesEachAtOnceLoseNoneOfTheHundred() throws {
    let root = try makeTree(files: 100)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan", root.path]).status == 0)
    let ids = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root))).compactMap {
      $0["id"] as? String
    }
    #expect(ids.count == 100)
    let binary = try #require(CLIRunner.binary).path
    let workers = [(Array(ids[0..<50]), "fixed"), (Array(ids[50..<100]), "wont-fix")].map { ids, status in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      let commands = ids.map { "'\(binary)' status \($0) \(status) >/dev/null || exit 1" }.joined(separator: "\n")
      process.arguments = ["-c", commands]
      process.currentDirectoryURL = root
      return process
    }
    for worker in workers { try worker.run() }
    for worker in workers { worker.waitUntilExit() }
    #expect(workers.map(\.terminationStatus) == [0, 0])
    let after = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root)))
    #expect(after.filter { $0["status"] as? String == "fixed" }.count == 50)
    #expect(after.filter { $0["status"] as? String == "wont-fix" }.count == 50)
  }

  @Test func aCorruptStoreStopsEveryCommandWithExitTwoAndStaysByteForByte() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let storeURL = app.appendingPathComponent(".a11y-audit/store.json")
    try FileManager.default.createDirectory(at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    let corrupt = Data("{\"schemaVersion\": 1, \"findings\": [{\"finding\":".utf8)
    try corrupt.write(to: storeURL)
    for arguments in [["scan", "."], ["findings"], ["status", "abc", "fixed"], ["tui"]] {
      let output = try CLIRunner.run(arguments, in: app)
      #expect(output.status == 2, "\(arguments)")
      #expect(output.stderr.contains(storeURL.path) || arguments == ["tui"], "\(arguments): \(output.stderr)")
      #expect(output.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1, "\(output.stderr)")
      #expect(try Data(contentsOf: storeURL) == corrupt)
    }
  }

  @Test func statusAcceptsAUniquePrefixKeepsANoteAndRefusesAmbiguity() throws {
    let root = try makeTree(files: 40)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan", root.path]).status == 0)
    let ids = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root))).compactMap {
      $0["id"] as? String
    }
    let target = try #require(ids.first)
    let prefix = (6...16).map { String(target.prefix($0)) }.first { p in ids.filter { $0.hasPrefix(p) }.count == 1 }!
    let set = try CLIRunner.run(["status", prefix, "in-progress", "--note", "Pairing with design"], in: root)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("in progress"))
    let record = findings(
      try jsonObject(try CLIRunner.run(["findings", "--format", "json", "--status", "in-progress"], in: root)))
    #expect(record.count == 1)
    #expect(record.first?["id"] as? String == target)
    #expect(record.first?["notes"] as? [String] == ["Pairing with design"])
    let ambiguous = try CLIRunner.run(["status", "", "fixed"], in: root)
    #expect(ambiguous.status == 2)
    let unknown = try CLIRunner.run(["status", target, "done-ish"], in: root)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "a11y-audit: The value 'done-ish' is invalid for '<status>'. Please provide one of the following: "
        + "open, in-progress, fixed, verified, wont-fix, false-positive\n")
  }

  @Test func tuiWithoutATerminalExitsTwoWithAClearMessage() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let output = try CLIRunner.run(["tui", app.path])
    #expect(output.status == 2)
    #expect(output.stderr.contains("not a terminal"))
    #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent(".a11y-audit").path))
  }

  @Test func bareCommandInAnEmptyFolderPrintsUsagePointingAtDemo() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let output = try CLIRunner.run([], in: empty)
    #expect(output.status == 0)
    #expect(output.stdout.contains("USAGE"))
    #expect(output.stdout.contains("a11y-audit demo"))
  }
}
