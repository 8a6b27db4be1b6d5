import A11yAuditKit
import Foundation
import MCP
import TestSupport
import Testing

@testable import A11yAuditMCP

/// The tools as plain functions of their JSON arguments, on a copy of the `FixProject` fixture.
@Suite final class AuditToolboxTests {
  private let root: URL
  private let toolbox: AuditToolbox

  init() throws {
    root = try FixtureFolder.scannerProject("FixProject")
    toolbox = AuditToolbox(session: AuditSession(root: try AuditRoot(url: root)))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private func call(_ name: String, _ arguments: [String: Value] = [:]) throws -> CallTool.Result {
    try toolbox.call(name, arguments: arguments)
  }

  private func text(_ result: CallTool.Result) -> String {
    result.content.map { content -> String in
      guard case .text(let text, _, _) = content else { return "" }
      return text
    }.joined()
  }

  private func object(_ result: CallTool.Result) -> [String: Value] { result.structuredContent?.objectValue ?? [:] }

  private func ids(_ result: CallTool.Result) -> [String] {
    (object(result)["findings"]?.arrayValue ?? []).compactMap { $0.objectValue?["id"]?.stringValue }
  }

  @Test func everyToolsSchemaListsTheArgumentsItTakesAndNoOthers() throws {
    #expect(
      toolbox.definitions.map(\.name) == [
        "scan", "list_findings", "show_finding", "set_status", "list_rules", "labels_readiness",
      ])
    for tool in toolbox.definitions {
      let schema = try #require(tool.inputSchema.objectValue)
      #expect(schema["type"] == "object")
      #expect(schema["additionalProperties"] == false)
      let properties = try #require(schema["properties"]?.objectValue)
      let result = try call(tool.name, ["bogus": "x"])
      #expect(result.isError == true)
      let takes = text(result).components(separatedBy: "this tool takes ").last ?? ""
      #expect(
        Set(takes.components(separatedBy: ", ")) == (properties.isEmpty ? ["no arguments"] : Set(properties.keys)),
        "\(tool.name): \(text(result))")
    }
    let statuses = toolbox.definitions.first { $0.name == "set_status" }?.inputSchema.objectValue?["properties"]?
      .objectValue?["status"]?.objectValue?["enum"]
    #expect(statuses == .array(FixStatus.allCases.map { .string($0.rawValue) }))
  }

  @Test func scanRecordsTheFindingsAndCountsWhatTheMergeAdded() throws {
    let first = object(try call("scan"))
    let violations = first["summary"]?.objectValue?["violations"]?.intValue
    #expect(violations == 3)
    #expect(first["changes"]?.objectValue?["added"]?.intValue == violations)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".a11y-audit/store.json").path))
    let again = object(try call("scan"))
    #expect(again["changes"]?.objectValue?["added"] == 0)
    #expect(again["changes"]?.objectValue?["unchanged"]?.intValue == violations)
  }

  @Test func scanningAnotherFolderRecordsItInThatFoldersOwnStore() throws {
    let scanned = object(try call("scan", ["path": "Sources"]))
    #expect(scanned["store"]?.stringValue == root.appendingPathComponent("Sources/.a11y-audit/store.json").path)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".a11y-audit/store.json").path))
    #expect(try call("scan", ["path": "Nowhere"]).isError == true)
  }

  @Test func scanningAPathOutsideTheRootIsAToolErrorAndRecordsNothingThere() throws {
    let outside = try FixtureFolder.scratch("Outside")
    defer { try? FileManager.default.removeItem(at: outside) }
    try Data("struct Outside {}\n".utf8).write(to: outside.appendingPathComponent("Outside.swift"))
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Linked"), withDestinationURL: outside)
    let names = [
      outside.path, "../\(outside.lastPathComponent)", "Sources/../../\(outside.lastPathComponent)", "Linked",
      "Linked/Outside.swift", outside.appendingPathComponent("Missing").path,
    ]
    for name in names {
      let result = try call("scan", ["path": .string(name)])
      #expect(result.isError == true, "\(name)")
      #expect(text(result).hasPrefix("\(name) is outside the root \(root.standardizedFileURL.path)"))
    }
    #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent(".a11y-audit").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".a11y-audit").path))
    #expect(try call("scan", ["path": .string(root.path)]).isError != true)
    #expect(try call("scan", ["path": "Sources/Banner.swift"]).isError != true)
  }

  @Test func listFindingsBeforeAScanSaysToScanFirst() throws {
    let result = try call("list_findings")
    #expect(result.isError == true)
    #expect(text(result).contains("no store yet"))
  }

  @Test func listFindingsFiltersCombineAndTheLimitKeepsTheMostSevere() throws {
    _ = try call("scan")
    let all = try call("list_findings")
    let everyID = ids(all)
    #expect(everyID.count == 3)
    let banner = try call("list_findings", ["file": "banner", "min_severity": "low", "status": "todo"])
    #expect(ids(banner).count == 1)
    let limited = try call("list_findings", ["limit": 2])
    #expect(ids(limited) == Array(everyID.prefix(2)))
    #expect(object(limited)["summary"]?.objectValue?["violations"]?.intValue == 3)
    let badSeverity = try call("list_findings", ["min_severity": "urgent"])
    #expect(badSeverity.isError == true)
    #expect(text(badSeverity) == "\"min_severity\" must be one of critical, high, medium, low, none (got \"urgent\")")
    let badRule = try call("list_findings", ["rule": "with-animation"])
    #expect(text(badRule).contains("unknown rule \"with-animation\""))
  }

  @Test func showFindingOfAFixableFindingCarriesTheCodeAndTheFixDiff() throws {
    _ = try call("scan")
    let id = try #require(ids(try call("list_findings", ["file": "Banner.swift"])).first)
    let detail = object(try call("show_finding", ["id": .string(String(id.prefix(8)))]))
    #expect(detail["finding"]?.objectValue?["id"]?.stringValue == id)
    let diff = try #require(detail["fix"]?.objectValue?["diff"]?.stringValue)
    #expect(diff.contains("@@"))
    #expect(diff.contains("+++ b/Sources/Banner.swift"))
    let lines = detail["code"]?.objectValue?["lines"]?.arrayValue ?? []
    #expect(
      lines.contains {
        $0.objectValue?["flagged"] == true
          && $0.objectValue?["text"]?.stringValue?.contains(".animation(.spring()") == true
      })
    #expect(detail["criteria"]?.arrayValue?.isEmpty == false)
    #expect(
      try String(contentsOf: root.appendingPathComponent("Sources/Banner.swift"), encoding: .utf8).contains(".spring()")
    )
  }

  @Test func setStatusSavesTheStatusAndNoteAndRefusesAnUnknownID() throws {
    _ = try call("scan")
    let id = try #require(ids(try call("list_findings")).first)
    let saved = object(
      try call("set_status", ["id": .string(String(id.prefix(10))), "status": "wont_fix", "note": "Design sign-off"]))
    #expect(saved["finding"]?.objectValue?["status"] == "wont-fix")
    #expect(saved["message"]?.stringValue?.hasPrefix("Marked \(id.prefix(8)) won't fix:") == true)
    let record = try #require(try toolbox.session.loadStore().record(id: id))
    #expect(record.status == .wontFix)
    #expect(record.notes.map(\.text) == ["Design sign-off"])

    let unknown = try call("set_status", ["id": "ffffffffff", "status": "fixed"])
    #expect(unknown.isError == true)
    #expect(text(unknown).hasPrefix("no finding with id \"ffffffffff\""))
    let noStatus = try call("set_status", ["id": .string(id), "status": "done"])
    #expect(text(noStatus).hasPrefix("\"status\" must be one of open, in-progress"))
  }

  @Test func setStatusAcceptsARiskWithWhoAndUntilWhenAndRefusesOneWithout() throws {
    _ = try call("scan")
    let id = try #require(ids(try call("list_findings")).first)
    let missing = try call("set_status", ["id": .string(id), "status": "accepted-risk", "note": "Q2"])
    #expect(missing.isError == true)
    #expect(text(missing) == "accepted-risk needs \"until\" (YYYY-MM-DD)")
    let stray = try call("set_status", ["id": .string(id), "status": "fixed", "until": "2099-01-01"])
    #expect(text(stray) == "\"until\" goes with accepted-risk only")
    let saved = object(
      try call(
        "set_status",
        ["id": .string(id), "status": "accepted-risk", "note": "Ships in Q2", "by": "Dana", "until": "2099-03-31"]))
    #expect(
      saved["message"]?.stringValue?.hasPrefix("Marked \(id.prefix(8)) accepted risk until 2099-03-31 by Dana:") == true
    )
    #expect(saved["finding"]?.objectValue?["acceptance"]?.objectValue?["until"] == "2099-03-31")
    #expect(try toolbox.session.loadStore().record(id: id)?.acceptance?.by == "Dana")
  }

  @Test func anUnknownToolIsAProtocolErrorNotAToolResult() {
    #expect(throws: MCPError.self) { try toolbox.call("delete_everything", arguments: nil) }
  }

  @Test func listRulesGivesEveryRuleOrOneWithTheDocumentationTheResourceServes() throws {
    let all = object(try call("list_rules"))
    #expect(all["rules"]?.arrayValue?.count == RuleRegistry.all.count)
    let one = object(try call("list_rules", ["rule": "with-animation-reduce-motion"]))
    let documentation = try #require(one["documentation"]?.stringValue)
    let resource = try AuditResources.read(
      AuditResources.rulePrefix + "with-animation-reduce-motion", session: toolbox.session)
    #expect(resource.contents.first?.text == documentation)
  }

  @Test func theSummaryResourceCountsTheStoreAsListFindingsDoes() throws {
    _ = try call("scan")
    _ = try call("set_status", ["id": .string(try #require(ids(try call("list_findings")).first)), "status": "fixed"])
    let text = try #require(
      try AuditResources.read(AuditResources.summaryURI, session: toolbox.session).contents.first?.text)
    let summary = try JSONDecoder().decode(StoreSummary.self, from: Data(text.utf8))
    let listed = object(try call("list_findings"))["summary"]?.objectValue
    #expect(summary.status.mapValues { Value.int($0) } == listed?["status"]?.objectValue)
    #expect(summary.category["reduce-motion"] == 3)
    #expect(throws: MCPError.self) { try AuditResources.read("a11y-audit://rules/nope", session: toolbox.session) }
  }

  @Test func labelsReadinessGivesEachFeatureAVerdictWithoutWritingTheStore() throws {
    let result = object(try call("labels_readiness", ["device": "ipad"]))
    #expect(result["device"]?.stringValue == "ipad")
    let features = result["features"]?.arrayValue ?? []
    #expect(features.count == 9)
    let motion = features.first { $0.objectValue?["id"]?.stringValue == "reduced-motion" }?.objectValue
    #expect(motion?["verdict"]?.stringValue == "blocked", "FixProject's animations ignore Reduce Motion")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".a11y-audit/store.json").path))
  }
}
