/// Which findings of the store to list: severities, statuses, areas and WCAG criteria (empty sets admit every
/// value).
public struct FindingQuery: Sendable, Equatable {
  public var severities: Set<Severity>
  public var statuses: Set<FixStatus>
  public var categories: Set<Category>
  /// Criterion numbers (`1.4.3`): a finding is listed when it fails one of them.
  public var criteria: Set<String>

  /// A query admitting `severities`, `statuses`, `categories` and `criteria` (all when empty).
  public init(
    severities: Set<Severity> = [], statuses: Set<FixStatus> = [], categories: Set<Category> = [],
    criteria: Set<String> = []
  ) {
    self.severities = severities
    self.statuses = statuses
    self.categories = categories
    self.criteria = criteria
  }

  /// Whether `record` is listed.
  public func admits(_ record: FindingRecord) -> Bool {
    (severities.isEmpty || severities.contains(record.finding.severity))
      && (statuses.isEmpty || statuses.contains(record.status))
      && (categories.isEmpty || categories.contains(record.finding.category))
      && (criteria.isEmpty || !criteria.isDisjoint(with: record.finding.criteria))
  }
}

extension FixStatus {
  /// The statuses a word stands for on the command line: a status (`in-progress`, `wont fix`), or a group: `todo`
  /// (open, in progress), `done` (the rest), `all`. Nil for any other word.
  public static func named(_ word: String) -> [FixStatus]? {
    switch word.lowercased() {
    case "all": return FixStatus.allCases
    case "todo": return FixStatus.allCases.filter { !$0.isDone }
    case "done": return FixStatus.allCases.filter(\.isDone)
    default: return FixStatus(userInput: word).map { [$0] }
    }
  }
}
