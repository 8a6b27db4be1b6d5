import A11yAuditKit
import MCP

/// `set_status`: sets the status of one finding, of a list of findings or of every finding a filter selects, under
/// the store's lock, as `a11y-audit status` does.
enum SetStatusTool: AuditTool {
  static let name = "set_status"
  static let title = "Set findings' status"
  static let summary = """
    Set the triage status of findings and keep a note with each change, as `a11y-audit status` does: one finding \
    (`id`, an id or unique prefix), several (`ids`), or every finding a `filter` selects (the filters of \
    list_findings: rule, file, category, min_severity, status, wcag, search). Give exactly one of the three. The \
    store is written once, under its lock, so the dashboard and the command line see the change. \
    `false-positive`, `wont-fix` and `accepted-risk` need `note` (the reason) unless the project's \
    .a11y-audit.yml says `require_reason: false`. `by` names who makes the change (default: A11Y_AUDIT_USER, git's \
    user.name, the login name). `accepted-risk` ships with the findings for now and needs `until` (the last day, \
    YYYY-MM-DD, UTC); the first scan after that day reopens them. Returns the ids whose status changed and, for \
    one `id`, the finding as saved.
    """
  static let parameters = [
    ToolParameter(name: "id", kind: .string, description: "One finding's id, or a unique prefix of it."),
    ToolParameter(name: "ids", kind: .strings, description: "Several findings' ids or unique prefixes."),
    ToolParameter(
      name: "filter", kind: .object(ListFindingsTool.filters),
      description: "Every finding these filters select (as list_findings filters)."),
    ToolParameter(
      name: "status", kind: .oneOf(FixStatus.allCases.map(\.rawValue)), description: "The new status.", required: true),
    ToolParameter(name: "note", kind: .string, description: "Why: kept in each finding's notes and history."),
    ToolParameter(name: "by", kind: .string, description: "Who makes the change (for accepted-risk: who accepts it)."),
    ToolParameter(
      name: "until", kind: .string, description: "accepted-risk: the last day the acceptance holds, YYYY-MM-DD (UTC)."),
  ]
  static let annotations = Tool.Annotations.recording(title)

  /// What changed.
  struct Output: Encodable {
    /// The ids of the findings whose status changed, most severe first.
    var changed: [String]
    /// How many findings the call selected (those already in the status are not changed).
    var selected: Int
    /// The finding as saved, when the call named one `id`.
    var finding: JSONReport.Entry?
    /// `Marked 3 findings false positive`, or for one `id` the line `a11y-audit status` prints.
    var message: String
  }

  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable {
    let statuses = FixStatus.allCases.map(\.rawValue)
    guard let status = try arguments.choice("status", among: statuses, FixStatus.init(userInput:)) else {
      throw ToolError("\"status\" must be one of \(statuses.joined(separator: ", "))")
    }
    var session = session
    if let by = arguments.string("by") { session.person = by }
    let until = arguments.string("until")
    if status == .acceptedRisk && until == nil { throw ToolError("accepted-risk needs \"until\" (YYYY-MM-DD)") }
    if status != .acceptedRisk && until != nil { throw ToolError("\"until\" goes with accepted-risk only") }
    let selection = try selection(arguments)
    let selected = try session.findings(in: selection)
    guard !selected.isEmpty else { throw ToolError("no finding matches the filter; nothing changed") }
    let changed = try session.setStatus(status, of: selection, note: arguments.string("note"), until: until)
    var output = Output(
      changed: changed.map(\.id), selected: selected.count, finding: nil,
      message: "Marked \(changed.count.counted("finding")) \(status.title)")
    if case .ids(let ids) = selection, ids.count == 1, arguments.string("id") != nil,
      let record = try session.findings(in: selection).first
    {
      output.finding = JSONReport.Entry(record)
      output.message = record.statusSentence
    }
    return output
  }

  /// The findings the call names: exactly one of `id`, `ids` and `filter`.
  private static func selection(_ arguments: ToolArguments) throws -> FindingSelection {
    let id = arguments.string("id")
    let ids = arguments.strings("ids")
    let filter = arguments.object("filter")
    guard [id != nil, ids != nil, filter != nil].filter({ $0 }).count == 1 else {
      throw ToolError("give exactly one of \"id\", \"ids\" and \"filter\"")
    }
    if let id { return .ids([id]) }
    if let ids {
      guard !ids.isEmpty else { throw ToolError("\"ids\" is empty") }
      return .ids(ids)
    }
    guard let filter else { throw ToolError("give exactly one of \"id\", \"ids\" and \"filter\"") }
    let query = try ListFindingsTool.query(filter)
    guard !query.isEmpty else { throw ToolError("\"filter\" selects every finding; name at least one filter") }
    return .query(query)
  }
}
