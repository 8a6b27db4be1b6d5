import A11yAuditKit
import MCP

/// `set_status`: sets a finding's status with an optional note, under the store's lock, as `a11y-audit status` does.
enum SetStatusTool: AuditTool {
  static let name = "set_status"
  static let title = "Set a finding's status"
  static let summary = """
    Set the triage status of one finding (by id or unique prefix) and keep an optional note with the change, as \
    `a11y-audit status ID STATUS --note TEXT` does; the store is written under its lock, so the dashboard and the \
    command line see the change. `verified` is normally set by a scan that no longer sees the violation. \
    `accepted-risk` ships with the finding for now and needs `note` (the reason), `by` (who accepts it) and `until` \
    (the last day, YYYY-MM-DD, UTC); the first scan after that day reopens it. Returns the finding as saved.
    """
  static let parameters = [
    ToolParameter(
      name: "id", kind: .string, description: "The finding's id, or a unique prefix of it.", required: true),
    ToolParameter(
      name: "status", kind: .oneOf(FixStatus.allCases.map(\.rawValue)), description: "The new status.", required: true),
    ToolParameter(name: "note", kind: .string, description: "Why: kept in the finding's notes and history."),
    ToolParameter(name: "by", kind: .string, description: "accepted-risk: who accepts the risk."),
    ToolParameter(
      name: "until", kind: .string, description: "accepted-risk: the last day the acceptance holds, YYYY-MM-DD (UTC)."),
  ]
  static let annotations = Tool.Annotations.recording(title)

  /// The finding as saved.
  struct Output: Encodable {
    var finding: JSONReport.Entry
    /// `Marked 1a2b3c4d fixed: file:line message`, as `a11y-audit status` prints it.
    var message: String
  }

  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable {
    let statuses = FixStatus.allCases.map(\.rawValue)
    guard let status = try arguments.choice("status", among: statuses, FixStatus.init(userInput:)) else {
      throw ToolError("\"status\" must be one of \(statuses.joined(separator: ", "))")
    }
    let id = arguments.string("id") ?? ""
    let (by, until) = (arguments.string("by"), arguments.string("until"))
    let record: FindingRecord
    if status == .acceptedRisk {
      guard let by, let until, let note = arguments.string("note") else {
        throw ToolError("accepted-risk needs \"note\" (the reason), \"by\" and \"until\" (YYYY-MM-DD)")
      }
      record = try session.acceptRisk(ofFinding: id, by: by, until: until, reason: note)
    } else {
      guard by == nil, until == nil else { throw ToolError("\"by\" and \"until\" go with accepted-risk only") }
      record = try session.setStatus(status, ofFinding: id, note: arguments.string("note"))
    }
    return Output(finding: JSONReport.Entry(record), message: record.statusSentence)
  }
}
