import A11yAuditKit
import Foundation
import MCP

/// How a tool's output and errors become a `tools/call` result: the JSON the command line prints (`--format json`'s
/// encoding) as text, and the same JSON as structured content; an error as its one line with `isError`.
enum ToolOutput {
  /// `value` as text and structured content.
  static func result(_ value: some Encodable) throws -> CallTool.Result {
    let data = try JSONOutput.encode(value)
    let structured: Value? = try JSONDecoder().decode(Value.self, from: data)
    return CallTool.Result(
      content: [.text(text: String(decoding: data, as: UTF8.self), annotations: nil, _meta: nil)],
      structuredContent: structured)
  }

  /// `error` as a failed call the model can read and act on.
  static func failure(_ error: any Error) -> CallTool.Result {
    CallTool.Result(content: [.text(text: message(error), annotations: nil, _meta: nil)], isError: true)
  }

  /// The one line a person (or a model) is shown for `error`.
  static func message(_ error: any Error) -> String {
    switch error {
    case let error as ToolError: error.message
    case let error as any UserFacingError: error.description
    default: String(describing: error)
    }
  }
}
