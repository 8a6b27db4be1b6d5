import A11yAuditKit
import MCP

/// One tool of the server: its name, description and parameters, and what a call does through the session. A tool
/// only translates: the arguments into a call of ``AuditSession``, the result into JSON.
protocol AuditTool: Sendable {
  /// The name clients call it by (snake_case).
  static var name: String { get }
  /// A short human title.
  static var title: String { get }
  /// What the tool does and returns, for the model choosing a tool.
  static var summary: String { get }
  static var parameters: [ToolParameter] { get }
  /// Whether the tool writes (the store) and may be called again to the same effect.
  static var annotations: Tool.Annotations { get }

  /// Carries out a call; the result is encoded as the tool's JSON output.
  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable
}

extension AuditTool {
  /// The tool as `tools/list` lists it.
  static var definition: Tool {
    Tool(
      name: name, title: title, description: summary, inputSchema: ToolParameter.inputSchema(parameters),
      annotations: annotations)
  }
}

extension Tool.Annotations {
  /// A tool that only reads.
  static func reading(_ title: String) -> Tool.Annotations {
    Tool.Annotations(title: title, readOnlyHint: true, openWorldHint: false)
  }

  /// A tool that writes the store, to the same effect when called again with the same arguments.
  static func recording(_ title: String) -> Tool.Annotations {
    Tool.Annotations(
      title: title, readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false)
  }
}
