import A11yAuditKit
import MCP

/// The server's tools over one session: what `tools/list` lists and what `tools/call` does. Plain functions of the
/// call's JSON, so they are tested without a transport.
public struct AuditToolbox: Sendable {
  /// Every tool, in the order `tools/list` lists them.
  static let tools: [any AuditTool.Type] = [
    ScanTool.self, ListFindingsTool.self, ShowFindingTool.self, SetStatusTool.self, ListRulesTool.self,
    LabelsTool.self,
  ]

  /// The session every call goes through.
  public let session: AuditSession

  /// Tools working on `session`.
  public init(session: AuditSession) { self.session = session }

  /// The tools with their input schemas.
  public var definitions: [Tool] { Self.tools.map { $0.definition } }

  /// Calls the tool `name` with `arguments`. A tool's failure (bad arguments, an unknown finding, no store) is a
  /// result with `isError`; a name no tool has is a protocol error (invalid params).
  public func call(_ name: String, arguments: [String: Value]?) throws(MCPError) -> CallTool.Result {
    guard let tool = Self.tools.first(where: { $0.name == name }) else {
      throw MCPError.invalidParams(
        "Unknown tool: \(name) (tools: \(Self.tools.map { $0.name }.joined(separator: ", ")))")
    }
    do {
      let output = try tool.call(try ToolArguments(arguments, parameters: tool.parameters), session: session)
      return try ToolOutput.result(output)
    } catch {
      return ToolOutput.failure(error)
    }
  }
}
