import A11yAuditKit
import MCP

/// `list_rules`: every rule, or one rule with its documentation, as `a11y-audit rules` prints them.
enum ListRulesTool: AuditTool {
  static let name = "list_rules"
  static let title = "List rules"
  static let summary = """
    List every rule the scanner runs (id, title, category, default severity, WCAG criteria, summary), as \
    `a11y-audit rules --format json` does; with `rule`, that rule alone with its Markdown documentation (why it \
    matters, its known blind spots, messages, automatic fix, incorrect and correct examples), which is also the \
    resource a11y-audit://rules/RULE.
    """
  static let parameters = [
    ToolParameter(name: "rule", kind: .string, description: "A rule id whose documentation to include.")
  ]
  static let annotations = Tool.Annotations.reading(title)

  /// One rule and its documentation.
  struct OneRule: Encodable {
    var rules: [RuleListing.Entry]
    /// Markdown.
    var documentation: String
  }

  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable {
    guard let id = arguments.string("rule") else { return RuleListing(RuleRegistry.all.map { $0.description }) }
    guard let description = RuleRegistry.description(for: id) else {
      return OneRule(rules: [], documentation: try RuleListing.documentation(for: id))
    }
    return OneRule(rules: RuleListing([description]).rules, documentation: description.documentation)
  }
}
