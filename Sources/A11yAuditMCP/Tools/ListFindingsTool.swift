import A11yAuditKit
import MCP

/// `list_findings`: the store's findings, filtered, most severe first, as `a11y-audit findings --format json` lists
/// them.
enum ListFindingsTool: AuditTool {
  static let name = "list_findings"
  static let title = "List findings"
  static let defaultLimit = 50
  static let statusWords = FixStatusGroup.filterWords

  static let summary = """
    List the findings recorded in the store (no scan), most severe first, in the shape of \
    `a11y-audit findings --format json`: each with its id, rule, severity, status, file and line, message, \
    recommendation and WCAG criteria. Filters combine. `summary` counts every finding that matches; `findings` \
    holds at most `limit` of them (default \(defaultLimit)). Call show_finding with an id for its code and fix.
    """
  static let parameters =
    filters + [
      ToolParameter(
        name: "limit", kind: .integer(minimum: 1),
        description: "At most this many findings in `findings` (default \(defaultLimit)).")
    ]

  /// The filters, also the members of `set_status`'s `filter`.
  static let filters = [
    ToolParameter(
      name: "min_severity", kind: .oneOf(Severity.descending.map(\.rawValue)),
      description: "Only findings of this severity or a more severe one."),
    ToolParameter(
      name: "status", kind: .oneOf(statusWords),
      description:
        "Only findings with this status; `todo` is "
        + FixStatusGroup.todo.statuses.map(\.rawValue).joined(separator: " and ")
        + ", `done` the rest, `all` every one."),
    ToolParameter(
      name: "category", kind: .oneOf(Category.allCases.map(\.rawValue)),
      description: "Only findings of this area."),
    ToolParameter(name: "rule", kind: .string, description: "Only findings of this rule id (list_rules lists them)."),
    ToolParameter(
      name: "file", kind: .string, description: "Only findings whose file path contains this text (any case)."),
    ToolParameter(
      name: "wcag", kind: .string, description: "Only findings that fail this WCAG 2.2 success criterion (`1.4.3`)."),
    ToolParameter(
      name: "search", kind: .string,
      description: "Only findings whose message, file, rule id or rule title contains this text (any case)."),
  ]
  static let annotations = Tool.Annotations.reading(title)

  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable {
    let query = try query(arguments)
    var report = JSONReport.make(
      root: session.root.path, records: try session.findings(matching: query, requiringStore: true))
    report.findings = Array(report.findings.prefix(arguments.integer("limit") ?? defaultLimit))
    return report
  }

  /// The query the filters stand for.
  static func query(_ arguments: ToolArguments) throws -> FindingQuery {
    let minimum = try arguments.choice(
      "min_severity", among: Severity.descending.map(\.rawValue), Severity.init(userInput:))
    let statuses = try arguments.choice("status", among: statusWords, FixStatus.named)
    let category = try arguments.choice("category", among: Category.allCases.map(\.rawValue)) {
      Category(rawValue: $0.lowercased())
    }
    let rule = arguments.string("rule")
    if let rule, !knownRuleIDs.contains(rule) { try RuleRegistry.requireKnown([rule]) }
    let criterion = arguments.string("wcag")
    if let criterion, SuccessCriterion.wcag22(criterion) == nil {
      throw ToolError("\"\(criterion)\" is not a WCAG 2.2 success criterion number (like 1.4.3)")
    }
    return FindingQuery(
      severities: minimum.map(Severity.atOrAbove) ?? [], statuses: Set(statuses ?? []),
      categories: Set([category].compactMap { $0 }), criteria: Set([criterion].compactMap { $0 }),
      rules: Set([rule].compactMap { $0 }), fileContaining: arguments.string("file"), search: arguments.string("search")
    )
  }

  /// Rule ids findings can have besides those of the registry's rules.
  private static let knownRuleIDs: Set<String> = [
    SuppressionRuleDescription.unusedSuppression.id, FindingRecord.auditOnlyRule,
  ]
}
