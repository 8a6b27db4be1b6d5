import Foundation
import Testing

@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct RescanTests {
  private func storedFindings(_ app: URL) throws -> [String: [String: Any]] {
    let list = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: app)))
    return Dictionary(
      uniqueKeysWithValues: list.filter { $0["rule"] as? String != "audit-finding" }.map { ($0["id"] as! String, $0) })
  }

  @Test func blankLinesAtTheTopOfEverySampleFileKeepEveryIdAndStatus() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    let before = try storedFindings(app)
    #expect(before.count > 5)
    let statuses = ["in-progress", "fixed", "wont-fix", "false-positive", "open"]
    for (index, id) in before.keys.sorted().enumerated() {
      #expect(
        try CLIRunner.run(["status", id, statuses[index % statuses.count], "--note", "triaged"], in: app).status == 0)
    }
    let triaged = try storedFindings(app)
    let files = Set(before.values.map { $0["file"] as! String })
    for file in files {
      let url = app.appendingPathComponent(file)
      let source = try String(contentsOf: url, encoding: .utf8)
      let reindented = source.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      try Data(("\n\n\n\n\n" + reindented.joined(separator: "\n")).utf8).write(to: url)
    }
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    let after = try storedFindings(app)
    #expect(Set(after.keys) == Set(before.keys))
    let all = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: app)))
    let unlinked = all.filter { $0["rule"] as? String == "audit-finding" && !($0["snippet"] as? String ?? "").isEmpty }
    #expect(unlinked.isEmpty, "audit entries that quote code still link by it when their line numbers went stale")
    for (id, finding) in after {
      #expect(finding["status"] as? String == triaged[id]?["status"] as? String, "\(id)")
      #expect(finding["line"] as? Int == (before[id]?["line"] as? Int ?? 0) + 5, "\(id)")
    }
  }

  @Test func guardingAnAnimationWithReduceMotionTurnsItsFindingVerified() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let scan = try CLIRunner.run(["scan", ".", "--format", "json"], in: app)
    let target = try #require(
      findings(try jsonObject(scan)).first {
        $0["rule"] as? String == "with-animation-reduce-motion" && $0["severity"] as? String == "critical"
      })
    let id = target["id"] as! String
    #expect(try CLIRunner.run(["status", id, "fixed"], in: app).status == 0)
    let file = app.appendingPathComponent(target["file"] as! String)
    var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let start = (target["line"] as! Int) - 1
    let end = (target["endLine"] as! Int) - 1
    lines.insert("}", at: end + 1)
    lines.insert("if !guardedForTest {", at: start)
    let viewName = (target["context"] as! String).split(separator: ".").first.map(String.init) ?? ""
    let declaration = try #require(lines.firstIndex { $0.contains("struct \(viewName)") && $0.contains("{") })
    lines.insert("@Environment(\\.accessibilityReduceMotion) private var guardedForTest", at: declaration + 1)
    try Data(lines.joined(separator: "\n").utf8).write(to: file)

    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    let after = try storedFindings(app)
    #expect(after[id]?["status"] as? String == "verified")
    let passing = findings(
      try jsonObject(try CLIRunner.run(["scan", ".", "--format", "json", "--include-passing"], in: app)))
    #expect(passing.contains { $0["id"] as? String == id && $0["passing"] as? Bool == true })
  }
}
