import Foundation
import Testing

/// `findings` and `status` take the audited folder as PATH, as `scan`, `report` and `tui` do: the store is
/// `PATH/.a11y-audit/store.json` whatever the current folder, and `--store` still names another.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct StorePathArgumentTests {
  /// An empty folder to run commands from, so that the current folder holds no store.
  private func elsewhere() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-cwd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func statuses(_ app: URL) throws -> [String: String] {
    let listed = try CLIRunner.run(["findings", app.path, "--status", "all", "--format", "json"])
    return Dictionary(
      uniqueKeysWithValues: findings(try jsonObject(listed)).compactMap { entry in
        (entry["id"] as? String).map { ($0, entry["status"] as? String ?? "") }
      })
  }

  @Test func findingsListsTheStoreOfThePathGivenFromAnotherFolder() throws {
    let app = try copyOfSample()
    let cwd = try elsewhere()
    defer { for folder in [app, cwd] { try? FileManager.default.removeItem(at: folder) } }
    #expect(try CLIRunner.run(["scan", app.path, "--quiet"]).status == 0)
    let inApp = try CLIRunner.run(["findings", "--format", "json"], in: app)
    let fromElsewhere = try CLIRunner.run(["findings", app.path, "--format", "json"], in: cwd)
    #expect(fromElsewhere.status == 0, "\(fromElsewhere.stderr)")
    let ids = findings(try jsonObject(fromElsewhere)).compactMap { $0["id"] as? String }
    #expect(ids.count > 20)
    #expect(ids == findings(try jsonObject(inApp)).compactMap { $0["id"] as? String })
    let relative = try CLIRunner.run(
      ["findings", app.lastPathComponent, "--format", "json"], in: app.deletingLastPathComponent())
    #expect(findings(try jsonObject(relative)).count == ids.count)
    let noStoreHere = try CLIRunner.run(["findings"], in: cwd)
    #expect(noStoreHere.status == 2, "the current folder has no store")
  }

  @Test func statusTakesTheFolderBeforeIdAndStatusOrBeforeStatusWithAFilter() throws {
    let app = try copyOfSample()
    let cwd = try elsewhere()
    defer { for folder in [app, cwd] { try? FileManager.default.removeItem(at: folder) } }
    #expect(try CLIRunner.run(["scan", app.path, "--quiet"]).status == 0)
    let before = try statuses(app)
    let id = try #require(before.first { $0.value == "open" }?.key)

    let one = try CLIRunner.run(["status", app.path, String(id.prefix(12)), "in-progress"], in: cwd)
    #expect(one.status == 0, "\(one.stderr)")
    var expected = before
    expected[id] = "in-progress"
    #expect(try statuses(app) == expected)

    let dryRun = try CLIRunner.run(
      ["status", app.path, "--rule", "image-missing-label", "fixed", "--dry-run"], in: cwd)
    #expect(dryRun.status == 0, "\(dryRun.stderr)")
    #expect(dryRun.stdout.hasPrefix("Would mark 3 findings fixed:"), "\(dryRun.stdout)")
    let many = try CLIRunner.run(["status", app.path, "--rule", "image-missing-label", "fixed"], in: cwd)
    #expect(many.status == 0, "\(many.stderr)")
    #expect(many.stdout.hasPrefix("Marked 3 findings fixed:"))
    #expect(try statuses(app).filter { $0.value == "fixed" }.count == 3)

    let inApp = try CLIRunner.run(["status", String(id.prefix(12)), "open"], in: app)
    #expect(inApp.status == 0, "without PATH the current folder's store changes: \(inApp.stderr)")
    #expect(try statuses(app)[id] == "open")
  }

  @Test func aPathThatIsNotAFolderIsRefusedInOneLineWithExitTwo() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", app.path, "--quiet"]).status == 0)
    let store = try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
    let missing = app.appendingPathComponent("Nowhere").path
    let readme = app.appendingPathComponent("README.md").path
    let runs: [([String], String)] = [
      (["findings", missing], "\(missing): no such file or folder"),
      (["findings", readme], "\(readme): not a folder or a .swift file"),
      (["status", missing, "abc", "fixed"], "\(missing): no such file or folder"),
      (["status", readme, "abc", "fixed"], "\(readme): not a folder or a .swift file"),
      (["status", "--rule", "image-missing-label", "abc123", "fixed"], "\"abc123\" is not a folder"),
      (["status", app.path, "--rule", "image-missing-label", "abc123", "fixed"], "a finding id or a filter, not both"),
    ]
    for (arguments, message) in runs {
      let output = try CLIRunner.run(arguments, in: app)
      #expect(output.status == 2, "\(arguments)")
      #expect(output.stderr.contains(message), "\(arguments): \(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output.stderr)")
    }
    #expect(try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json")) == store)
  }
}
