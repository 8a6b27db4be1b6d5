import A11yAuditKit
import MCP

/// `show_finding`: one finding with its code, the criteria it fails and its mechanical fix as a diff.
enum ShowFindingTool: AuditTool {
  static let name = "show_finding"
  static let title = "Show a finding"
  static let summary = """
    Show one finding of the store by its id or a unique prefix of it: the finding as list_findings lists it \
    (message, recommendation, status, notes), the WCAG 2.2 criteria it fails by name, the numbered source lines \
    around it (`code`, its own lines flagged), its status history, and `fix`: the unified diff of the mechanical \
    fix `a11y-audit fix` would apply for its rule in its file (nothing is written), or why there is none.
    """
  static let parameters = [
    ToolParameter(
      name: "id", kind: .string, description: "The finding's id, or a unique prefix of it (8 characters usually do).",
      required: true)
  ]
  static let annotations = Tool.Annotations.reading(title)

  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable {
    try session.detail(ofFinding: arguments.string("id") ?? "")
  }
}
