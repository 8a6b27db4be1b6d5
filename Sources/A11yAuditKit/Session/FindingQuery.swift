import A11yAuditModel
import A11yAuditScanner

/// Which findings of the store to list: severities, statuses, areas, WCAG criteria, rules and files (empty sets admit
/// every value).
public struct FindingQuery: Sendable, Equatable {
  public var severities: Set<Severity>
  public var statuses: Set<FixStatus>
  public var categories: Set<Category>
  /// Criterion numbers (`1.4.3`): a finding is listed when it fails one of them.
  public var criteria: Set<String>
  /// Rule ids: a finding is listed when one of these rules reported it.
  public var rules: Set<String>
  /// Text the finding's file path must contain (case-insensitive); nil or empty admits every file.
  public var fileContaining: String?
  /// A pattern the finding's root-relative file must match (see ``GlobPattern``; a pattern without `/` may match the
  /// file's name alone: `*Settings*.swift`); nil admits every file.
  public var file: GlobPattern?
  /// Text the finding's message, file, rule id or rule title must contain (case-insensitive), as the dashboard's
  /// search matches; nil or empty admits every finding.
  public var search: String?

  /// A query admitting `severities`, `statuses`, `categories`, `criteria` and `rules` (all when empty) in files whose
  /// path contains `fileContaining` and matches `file`, whose text contains `search`.
  public init(
    severities: Set<Severity> = [], statuses: Set<FixStatus> = [], categories: Set<Category> = [],
    criteria: Set<String> = [], rules: Set<String> = [], fileContaining: String? = nil, file: GlobPattern? = nil,
    search: String? = nil
  ) {
    self.severities = severities
    self.statuses = statuses
    self.categories = categories
    self.criteria = criteria
    self.rules = rules
    self.fileContaining = fileContaining
    self.file = file
    self.search = search
  }

  /// Whether the query narrows anything down (a query that does not would admit every finding of the store).
  public var isEmpty: Bool {
    severities.isEmpty && statuses.isEmpty && categories.isEmpty && criteria.isEmpty && rules.isEmpty
      && (fileContaining ?? "").isEmpty && file == nil && (search ?? "").isEmpty
  }

  /// Whether `record` is listed.
  public func admits(_ record: FindingRecord) -> Bool {
    (severities.isEmpty || severities.contains(record.finding.severity))
      && (statuses.isEmpty || statuses.contains(record.status))
      && (categories.isEmpty || categories.contains(record.finding.category))
      && (criteria.isEmpty || !criteria.isDisjoint(with: record.finding.criteria))
      && (rules.isEmpty || rules.contains(record.finding.rule))
      && (fileContaining.map { $0.isEmpty || record.finding.file.lowercased().contains($0.lowercased()) } ?? true)
      && (file.map { Self.file(record.finding.file, matches: $0) } ?? true)
      && (search.map { $0.isEmpty || Self.text(of: record, contains: $0.lowercased()) } ?? true)
  }

  private static func file(_ path: String, matches pattern: GlobPattern) -> Bool {
    if pattern.matches(path) { return true }
    guard !pattern.pattern.contains("/"), let name = path.split(separator: "/").last else { return false }
    return pattern.matches(String(name))
  }

  private static func text(of record: FindingRecord, contains lowered: String) -> Bool {
    let finding = record.finding
    let title = RuleRegistry.description(for: finding.rule)?.title ?? ""
    return [finding.message, finding.file, finding.rule, title].contains { $0.lowercased().contains(lowered) }
  }
}

extension Severity {
  /// `minimum` and every severity above it: `high` is critical and high.
  public static func atOrAbove(_ minimum: Severity) -> Set<Severity> {
    Set(allCases.filter { $0 >= minimum })
  }
}

extension FixStatus {
  /// The statuses a word stands for on the command line and to the MCP server: a status (`in-progress`,
  /// `wont fix`), or a ``FixStatusGroup`` (`todo`, `done`, `all`). Nil for any other word.
  public static func named(_ word: String) -> [FixStatus]? {
    if let group = FixStatusGroup(rawValue: word.lowercased()) { return group.statuses }
    return FixStatus(userInput: word).map { [$0] }
  }
}
