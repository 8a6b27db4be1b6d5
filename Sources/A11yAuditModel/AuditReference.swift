/// What an audit file says about a finding: "the audit says" beside "the scan says".
public struct AuditReference: Codable, Hashable, Sendable {
  /// Audit file, relative to the root.
  public var path: String
  /// 1-based line of the entry in the audit file.
  public var line: Int
  public var title: String
  public var severity: Severity?
  public var type: String?
  public var recommendation: String?

  public init(
    path: String, line: Int, title: String, severity: Severity?, type: String? = nil, recommendation: String? = nil
  ) {
    self.path = path
    self.line = line
    self.title = title
    self.severity = severity
    self.type = type
    self.recommendation = recommendation
  }
}
