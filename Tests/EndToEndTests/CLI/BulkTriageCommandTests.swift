import Foundation
import Testing

/// Bulk triage from the command line and over MCP, on one store: every finding of a filter in one change, with the
/// reason and the name of who made it.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct BulkTriageCommandTests {
  private func store(_ app: URL) throws -> Data {
    try Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))
  }

  private func ids(withStatus status: String, in app: URL) throws -> Set<String> {
    let listed = try CLIRunner.run(["findings", "--status", status, "--format", "json"], in: app)
    return Set(findings(try jsonObject(listed)).compactMap { $0["id"] as? String })
  }

  @Test func theCommandLineAndTheMCPServerChangeEveryFindingAFilterSelectsOnOneStore() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    let before = try store(app)
    let filter = ["status", "--rule", "image-missing-label", "false-positive"]

    let noReason = try CLIRunner.run(filter, in: app)
    #expect(noReason.status == 2)
    #expect(noReason.stderr.contains("false-positive needs the reason: add --note TEXT"), "\(noReason.stderr)")
    let dryRun = try CLIRunner.run(filter + ["--dry-run"], in: app)
    let listed = dryRun.stdout.split(separator: "\n")
    #expect(listed.first == "Would mark 3 findings false positive:")
    #expect(listed.dropFirst().allSatisfy { $0.contains("Image has no accessibility label") } && listed.count == 4)
    let none = try CLIRunner.run(["status", "--rule", "image-missing-label", "--file", "Nowhere/**", "fixed"], in: app)
    #expect(none.status == 2)
    #expect(none.stderr.contains("matches the filter; nothing changed"))
    #expect(try store(app) == before, "a refused or dry run wrote the store")

    let marked = try CLIRunner.run(
      filter + ["--note", "Decorative: the row's text says it"], in: app, environment: ["A11Y_AUDIT_USER": "Ana Ruiz"])
    #expect(marked.status == 0, "\(marked.stderr)")
    #expect(marked.stdout.hasPrefix("Marked 3 findings false positive:\n"))
    let falsePositives = try ids(withStatus: "false-positive", in: app)
    #expect(falsePositives.count == 3)
    #expect(
      Set(listed.dropFirst().map { String($0.dropFirst(2).prefix(8)) })
        == Set(falsePositives.map { String($0.prefix(8)) }))
    let document = try JSONSerialization.jsonObject(with: try store(app)) as? [String: Any]
    let records = (document?["findings"] as? [[String: Any]] ?? []).filter {
      $0["status"] as? String == "false-positive"
    }
    for record in records {
      let last = (record["history"] as? [[String: Any]])?.last
      #expect(last?["person"] as? String == "Ana Ruiz")
      #expect(last?["reason"] as? String == "Decorative: the row's text says it")
    }

    let server = try MCPServerProcess(root: app)
    try server.initialize()
    let refused = try server.callTool(
      "set_status", ["filter": ["rule": "fixed-font-size"], "status": "wont-fix"])
    #expect(refused["isError"] as? Bool == true)
    #expect(text(refused).contains("wont-fix needs the reason"))
    let fonts = structured(
      try server.callTool(
        "set_status",
        [
          "filter": ["rule": "fixed-font-size", "file": "Sources/"], "status": "wont-fix",
          "note": "Brand type, reviewed with design", "by": "Kim Park",
        ]))
    let changed = Set(fonts["changed"] as? [String] ?? [])
    #expect(changed.count == 9, "\(fonts)")
    #expect(try ids(withStatus: "wont-fix", in: app) == changed)
    let reopened = structured(
      try server.callTool("set_status", ["ids": Array(falsePositives.sorted().prefix(2)), "status": "open"]))
    #expect(Set(reopened["changed"] as? [String] ?? []) == Set(falsePositives.sorted().prefix(2)))
    #expect(try ids(withStatus: "false-positive", in: app).count == 1)
    let both = try server.callTool("set_status", ["id": "abc", "ids": ["def"], "status": "fixed"])
    #expect(text(both) == "give exactly one of \"id\", \"ids\" and \"filter\"")
    #expect(server.closeInputAndWait() == 0)
  }
}
