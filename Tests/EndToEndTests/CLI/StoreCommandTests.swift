import Foundation
import TestSupport
import Testing

@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct StoreCommandTests {
  /// A tree of `count` files with one unguarded animation each.
  private func makeTree(files count: Int) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-e2e-tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(FixtureFolder.everyRuleConfiguration.utf8).write(to: root.appendingPathComponent(".a11y-audit.yml"))
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

  /// A clone whose `.a11y-audit` is a committed link to another project's folder: `scan` and `baseline create` stop
  /// with one line and write nothing there, the other project's store keeps its findings' statuses.
  @Test func aLinkedAuditFolderIsRefusedAndTheFolderItNamesIsLeftAsItWas() throws {
    let other = try makeTree(files: 2)
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(try CLIRunner.run(["scan", other.path, "--quiet"]).status == 0)
    let otherFolder = other.appendingPathComponent(".a11y-audit")
    let before = try FileManager.default.contentsOfDirectory(atPath: otherFolder.path).sorted()
    let store = try Data(contentsOf: otherFolder.appendingPathComponent("store.json"))
    let clone = try makeTree(files: 1)
    defer { try? FileManager.default.removeItem(at: clone) }
    try FileManager.default.createSymbolicLink(
      at: clone.appendingPathComponent(".a11y-audit"), withDestinationURL: otherFolder)

    for arguments in [["scan", clone.path], ["baseline", "create", clone.path]] {
      let run = try CLIRunner.run(arguments + ["--quiet"])
      #expect(run.status == 2, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(".a11y-audit is a symbolic link"), "\(arguments): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
    #expect(try Data(contentsOf: otherFolder.appendingPathComponent("store.json")) == store)
    #expect(try FileManager.default.contentsOfDirectory(atPath: otherFolder.path).sorted() == before)
  }

  @Test func twoProcessesSettingFiftyStatusesEachAtOnceLoseNoneOfTheHundred() throws {
    let root = try makeTree(files: 100)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan", root.path]).status == 0)
    let ids = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root))).compactMap {
      $0["id"] as? String
    }
    try #require(ids.count == 100)
    let binary = try #require(CLIRunner.binary).path
    let workers = [(Array(ids[0..<50]), "fixed"), (Array(ids[50..<100]), "wont-fix")].map { ids, status in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      let commands = ids.map { "'\(binary)' status \($0) \(status) --note n >/dev/null || exit 1" }.joined(
        separator: "\n")
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
      unknown.stderr.hasSuffix(
        "\"done-ish\" is not a status (open, in-progress, fixed, verified, wont-fix, false-positive, accepted-risk)\n"),
      "\(unknown.stderr)")
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

/// `status ID accepted-risk --note … --until … --by …` from the command line.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct AcceptedRiskCommandTests {
  @Test func acceptingARiskNeedsAReasonAnOwnerAndAFutureDayAndThenKeepsTheGateGreen() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    let critical = findings(
      try jsonObject(try CLIRunner.run(["findings", "--severity", "critical", "--format", "json"], in: app)))
    let id = try #require(critical.first?["id"] as? String)
    let refusals: [([String], String)] = [
      ([], "accepted-risk needs --note REASON and --until YYYY-MM-DD"),
      (["--note", "Q2", "--by", "Dana", "--until", "2001-01-01"], "--until 2001-01-01 is already over"),
      (["--note", "Q2", "--by", "Dana", "--until", "31.03.2099"], "--until \"31.03.2099\" is not a date"),
    ]
    let before = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    for (options, message) in refusals {
      let output = try CLIRunner.run(["status", String(id.prefix(8)), "accepted-risk"] + options, in: app)
      #expect(output.status == 2)
      #expect(output.stderr.contains(message), "\(output.stderr)")
    }
    #expect(try CLIRunner.run(["status", id, "fixed", "--until", "2099-01-01"], in: app).status == 2)
    #expect(try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json")) == before)

    let accepted = try CLIRunner.run(
      [
        "status", String(id.prefix(8)), "accepted-risk", "--note", "Ships in Q2", "--by", "Dana Lee", "--until",
        "2099-03-31",
      ],
      in: app)
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(accepted.stdout.hasPrefix("Marked \(id.prefix(8)) accepted risk until 2099-03-31 by Dana Lee: "))
    let listed = findings(
      try jsonObject(try CLIRunner.run(["findings", "--status", "accepted-risk", "--format", "json"], in: app)))
    #expect(listed.map { $0["id"] as? String } == [id])
    #expect(
      listed.first?["acceptance"] as? [String: String]
        == ["by": "Dana Lee", "until": "2099-03-31", "reason": "Ships in Q2"])
    let gate = try CLIRunner.run(["findings", "--fail-on", "critical"], in: app)
    #expect(!gate.stderr.contains(id.prefix(8)), "an accepted risk does not fail the gate")

    let store = app.appendingPathComponent(".a11y-audit/store.json")
    let text = try String(contentsOf: store, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"until\" : \"2099-03-31\"", with: "\"until\" : \"2001-03-31\"").utf8)
      .write(to: store)
    let rescan = try CLIRunner.run(["scan", "."], in: app)
    #expect(rescan.stdout.contains("1 accepted risk expired and reopened."), "\(rescan.stdout)")
    let reopened = findings(
      try jsonObject(try CLIRunner.run(["findings", "--status", "open", "--format", "json"], in: app)))
    #expect(reopened.contains { $0["id"] as? String == id && $0["acceptance"] == nil })
  }
}
