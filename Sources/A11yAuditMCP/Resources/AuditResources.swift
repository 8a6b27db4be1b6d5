import A11yAuditKit
import Foundation
import MCP

/// The server's resources: the store's summary (JSON) and each rule's documentation (Markdown).
public enum AuditResources {
  /// The store's counts by status, severity and area.
  public static let summaryURI = "a11y-audit://store/summary"
  /// Followed by a rule id: that rule's documentation.
  public static let rulePrefix = "a11y-audit://rules/"

  /// What `resources/list` lists: the summary, then one document per rule.
  public static var list: [Resource] {
    let summary = Resource(
      name: "store-summary", uri: summaryURI, title: "Store summary",
      description: "Findings in the store by status, severity and area (counts of violations), as JSON.",
      mimeType: "application/json")
    let rules = RuleRegistry.all.map { rule in
      let description = rule.description
      return Resource(
        name: description.id, uri: rulePrefix + description.id, title: description.title,
        description: description.summary, mimeType: "text/markdown")
    }
    return [summary] + rules
  }

  /// What `resources/templates/list` lists: the rule documents by id.
  public static var templates: [Resource.Template] {
    [
      Resource.Template(
        uriTemplate: rulePrefix + "{rule}", name: "rule-documentation", title: "Rule documentation",
        description: "A rule's documentation in Markdown; list_rules lists the ids.", mimeType: "text/markdown")
    ]
  }

  /// The contents of the resource at `uri`; an unknown address is a protocol error (resource not found, -32002).
  public static func read(_ uri: String, session: AuditSession) throws(MCPError) -> ReadResource.Result {
    if uri == summaryURI {
      do {
        let json = String(decoding: try session.storeSummary().encoded(), as: UTF8.self)
        return ReadResource.Result(contents: [.text(json, uri: uri, mimeType: "application/json")])
      } catch {
        throw MCPError.internalError(ToolOutput.message(error))
      }
    }
    if uri.hasPrefix(rulePrefix), let rule = RuleRegistry.description(for: String(uri.dropFirst(rulePrefix.count))) {
      return ReadResource.Result(contents: [.text(rule.documentation, uri: uri, mimeType: "text/markdown")])
    }
    throw MCPError.serverError(code: -32002, message: "Resource not found: \(uri)")
  }
}
