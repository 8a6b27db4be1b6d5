import Foundation
import Testing

/// `a11y-audit mcp` as an MCP client meets it: a subprocess spoken to in newline-delimited JSON-RPC on stdin and
/// stdout, on a copy of the bundled sample app, checked against what the command line says about the same folder.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct MCPServerTests {
  private func ids(_ report: [String: Any]) -> [String] { findings(report).compactMap { $0["id"] as? String } }

  @Test func aClientInitializesAndFindsTheSixToolsWithSchemasAndTheResources() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try MCPServerProcess(root: app)
    let initialized = try server.initialize()["result"] as? [String: Any]
    #expect((initialized?["serverInfo"] as? [String: Any])?["name"] as? String == "a11y-audit")
    let capabilities = initialized?["capabilities"] as? [String: Any]
    #expect(capabilities?["tools"] != nil && capabilities?["resources"] != nil)

    let tools = try server.request("tools/list")["result"] as? [String: Any]
    let listed = tools?["tools"] as? [[String: Any]] ?? []
    #expect(
      listed.compactMap { $0["name"] as? String } == [
        "scan", "list_findings", "show_finding", "set_status", "list_rules", "labels_readiness",
      ])
    for tool in listed {
      let schema = tool["inputSchema"] as? [String: Any]
      #expect(schema?["type"] as? String == "object", "\(tool)")
      #expect(schema?["properties"] is [String: Any], "\(tool)")
      #expect(!((tool["description"] as? String) ?? "").isEmpty)
    }

    let resources = (try server.request("resources/list")["result"] as? [String: Any])?["resources"]
    let uris = (resources as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
    let rules = try jsonObject(try CLIRunner.run(["rules", "--format", "json"]))["rules"] as? [[String: Any]] ?? []
    #expect(uris.first == "a11y-audit://store/summary")
    #expect(uris.dropFirst() == ArraySlice(rules.compactMap { $0["id"] as? String }.map { "a11y-audit://rules/\($0)" }))

    let rule = "with-animation-reduce-motion"
    let read = try server.request("resources/read", ["uri": "a11y-audit://rules/\(rule)"])["result"] as? [String: Any]
    let contents = (read?["contents"] as? [[String: Any]])?.first
    #expect(contents?["mimeType"] as? String == "text/markdown")
    let shipped = try String(
      contentsOf: CLIRunner.packageRoot.appendingPathComponent("Resources/Rules/\(rule).md"), encoding: .utf8)
    #expect(contents?["text"] as? String == shipped)
    #expect(server.closeInputAndWait() == 0)
  }

  @Test func scanAndListFindingsReportWhatTheCommandLineReportsForTheSameFolder() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try MCPServerProcess(root: app)
    try server.initialize()
    let scan = structured(try server.callTool("scan"))
    let cli = try jsonObject(try CLIRunner.run(["scan", ".", "--read-only", "--format", "json"], in: app))
    let summary = try #require(scan["summary"] as? [String: Any])
    #expect(NSDictionary(dictionary: summary) == NSDictionary(dictionary: cli["summary"] as? [String: Any] ?? [:]))
    let violations = try #require(summary["violations"] as? Int)
    #expect(violations > 20)
    #expect((scan["changes"] as? [String: Any])?["added"] as? Int == violations)

    let listed = structured(try server.callTool("list_findings", ["min_severity": "high", "limit": 1000]))
    let severe = try jsonObject(
      try CLIRunner.run(["findings", "--severity", "critical,high", "--format", "json"], in: app))
    #expect(!ids(severe).isEmpty)
    #expect(ids(listed) == ids(severe))
    let limited = structured(try server.callTool("list_findings", ["limit": 5]))
    #expect(ids(limited).count == 5)

    let summaryRead = try server.request("resources/read", ["uri": "a11y-audit://store/summary"])["result"]
    let summaryText = ((summaryRead as? [String: Any])?["contents"] as? [[String: Any]])?.first?["text"] as? String
    let stored = try #require(
      try JSONSerialization.jsonObject(with: Data((summaryText ?? "").utf8)) as? [String: Any])
    #expect(stored["violations"] as? Int == violations)
    #expect(
      NSDictionary(dictionary: stored["severity"] as? [String: Any] ?? [:])
        == NSDictionary(dictionary: summary["severity"] as? [String: Any] ?? [:]))
    #expect(server.closeInputAndWait() == 0)
  }

  @Test func showFindingOfAFixableFindingCarriesItsCodeAndFixDiffAndWritesNothing() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try MCPServerProcess(root: app)
    try server.initialize()
    _ = try server.callTool("scan")
    let dryRun = try CLIRunner.run(["fix", "--dry-run"], in: app)
    let fixedFile = try #require(dryRun.stdout.firstMatch(of: #/\+\+\+ b/(\S+)/#).map { String($0.1) })
    let before = try Data(contentsOf: app.appendingPathComponent(fixedFile))
    let candidates = structured(
      try server.callTool("list_findings", ["category": "reduce-motion", "file": fixedFile, "limit": 1000]))
    var shown: [String: Any]?
    for id in ids(candidates) {
      let detail = structured(try server.callTool("show_finding", ["id": String(id.prefix(8))]))
      if (detail["fix"] as? [String: Any])?["diff"] is String {
        shown = detail
        break
      }
    }
    let detail = try #require(shown, "no finding in \(fixedFile) has a fix diff")
    let diff = try #require((detail["fix"] as? [String: Any])?["diff"] as? String)
    #expect(diff.contains("@@"))
    #expect(diff.contains("+++ b/\(fixedFile)"))
    let finding = try #require(detail["finding"] as? [String: Any])
    let code = (detail["code"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
    #expect(code.contains { $0["flagged"] as? Bool == true && $0["number"] as? Int == finding["line"] as? Int })
    #expect(!(finding["recommendation"] as? String ?? "").isEmpty)
    #expect(!(detail["criteria"] as? [[String: Any]] ?? []).isEmpty)
    #expect(try Data(contentsOf: app.appendingPathComponent(fixedFile)) == before)
    #expect(server.closeInputAndWait() == 0)
  }

  @Test func setStatusWritesTheStoreOnDiskThatTheCommandLineReadsAndErrorsAreToolErrors() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try MCPServerProcess(root: app)
    try server.initialize()
    _ = try server.callTool("scan")
    let every = ids(structured(try server.callTool("list_findings", ["limit": 1000])))
    let id = try #require(every.first)
    let prefix = (8...id.count).map { String(id.prefix($0)) }.first { p in every.filter { $0.hasPrefix(p) }.count == 1
    }!
    let saved = try server.callTool(
      "set_status", ["id": prefix, "status": "false-positive", "note": "Decorative: hidden from VoiceOver on purpose"])
    #expect(saved["isError"] as? Bool != true, "\(saved)")
    #expect((structured(saved)["finding"] as? [String: Any])?["status"] as? String == "false-positive")

    let store =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: app.appendingPathComponent(".a11y-audit/store.json"))) as? [String: Any]
    let record = (store?["findings"] as? [[String: Any]] ?? []).first {
      ($0["finding"] as? [String: Any])?["id"] as? String == id
    }
    #expect(record?["status"] as? String == "false-positive")
    let notes = (record?["notes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    #expect(notes == ["Decorative: hidden from VoiceOver on purpose"])
    let cli = try jsonObject(
      try CLIRunner.run(["findings", "--status", "false-positive", "--format", "json"], in: app))
    #expect(ids(cli) == [id])
    #expect(findings(cli).first?["notes"] as? [String] == notes)

    let unknown = try server.callTool("set_status", ["id": "0000000000zz", "status": "fixed"])
    #expect(unknown["isError"] as? Bool == true)
    #expect(text(unknown).hasPrefix("no finding with id \"0000000000zz\""))
    let shared = Dictionary(grouping: every, by: { String($0.prefix(1)) }).first { $0.value.count > 1 }!.key
    let ambiguous = try server.callTool("set_status", ["id": shared, "status": "fixed"])
    #expect(ambiguous["isError"] as? Bool == true)
    #expect(text(ambiguous).contains("give more of the id"))
    let unknownTool = try server.request("tools/call", ["name": "delete_store", "arguments": [String: Any]()])
    #expect((unknownTool["error"] as? [String: Any])?["code"] as? Int == -32602)
    #expect(server.closeInputAndWait() == 0)
  }

  @Test func aMalformedRequestGetsAJSONRPCErrorAndTheServerKeepsServing() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try MCPServerProcess(root: app)
    try server.initialize()
    server.send("{not json")
    let parseError = try server.answer(id: NSNull())
    #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
    try server.send(["jsonrpc": "2.0", "id": 7, "method": "no/such/method"])
    #expect((try server.answer(id: 7)["error"] as? [String: Any])?["code"] as? Int == -32601)
    try server.send(["id": 8, "method": "tools/list"])
    #expect((try server.answer(id: 8)["error"] as? [String: Any])?["code"] as? Int == -32600)

    let tools = try server.request("tools/list")["result"] as? [String: Any]
    #expect((tools?["tools"] as? [Any])?.count == 6)
    #expect(server.closeInputAndWait() == 0)
    #expect(server.stdoutLines.allSatisfy { (try? JSONSerialization.jsonObject(with: $0)) is [String: Any] })
  }

  @Test func aLineOverFourMebibytesGetsAnErrorAndTheNextRequestItsAnswer() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try MCPServerProcess(root: app)
    try server.initialize()
    let note = String(repeating: "n", count: 5 << 20)
    let arguments = #"{"id":"0","status":"fixed","note":"\#(note)"}"#
    server.send(
      #"{"jsonrpc":"2.0","id":30,"method":"tools/call","params":{"name":"set_status","arguments":"#
        + arguments + "}}")
    let tooLong = try server.answer(id: NSNull())
    let error = tooLong["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32600)
    #expect((error?["message"] as? String)?.contains("longer than 4194304 bytes") == true, "\(tooLong)")

    let tools = try server.request("tools/list")["result"] as? [String: Any]
    #expect((tools?["tools"] as? [Any])?.count == 6)
    #expect(server.closeInputAndWait() == 0)
    #expect(
      !server.stdoutLines.contains {
        ((try? JSONSerialization.jsonObject(with: $0)) as? [String: Any])?["id"] as? Int == 30
      })
  }

  @Test func requestsWrittenWithoutWaitingAreAnsweredInOrderAndSeeEachOthersWrites() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", "--quiet"], in: app).status == 0)
    let server = try MCPServerProcess(root: app)
    try server.initialize()
    let id = try #require(ids(structured(try server.callTool("list_findings", ["limit": 1]))).first)
    let status: [String: Any] = [
      "name": "set_status",
      "arguments": [
        "id": id, "status": "accepted-risk", "note": "Ships in 2.0", "by": "Ana", "until": "2099-12-31",
      ],
    ]
    try server.send(["jsonrpc": "2.0", "id": 20, "method": "tools/call", "params": status])
    for request in 21...23 {
      let list: [String: Any] = ["name": "list_findings", "arguments": ["status": "accepted-risk"]]
      try server.send(["jsonrpc": "2.0", "id": request, "method": "tools/call", "params": list])
    }
    #expect(server.closeInputAndWait() == 0)
    let order = server.stdoutLines.compactMap { line in
      ((try? JSONSerialization.jsonObject(with: line)) as? [String: Any])?["id"] as? Int
    }
    #expect(Array(order.suffix(4)) == [20, 21, 22, 23], "answers in the order of the requests")
    for request in 21...23 {
      let listed = ids(structured((try server.answer(id: request))["result"] as? [String: Any] ?? [:]))
      #expect(listed == [id], "request \(request) sees the accepted risk set before it")
    }
  }

  @Test func closingStdinRightAfterARequestStillGetsItsAnswerThenAnExitZero() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try MCPServerProcess(root: app)
    try server.send(["jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": ["name": "scan"]])
    #expect(server.closeInputAndWait() == 0)
    let answer = try server.answer(id: 1)
    #expect(((answer["result"] as? [String: Any]).map(structured)?["summary"] as? [String: Any])?["violations"] != nil)
  }
}
