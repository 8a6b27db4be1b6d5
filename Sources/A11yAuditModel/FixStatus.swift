/// Where the team is with a finding.
public enum FixStatus: String, Codable, CaseIterable, Sendable {
  case open
  case inProgress = "in-progress"
  case fixed
  case verified
  case wontFix = "wont-fix"
  case falsePositive = "false-positive"
  /// The team ships with the finding until a date, on a named person's word (``RiskAcceptance``); the first scan
  /// after that date reopens it.
  case acceptedRisk = "accepted-risk"

  /// Words shown to people (`in progress`, `won't fix`).
  public var title: String {
    switch self {
    case .open: "open"
    case .inProgress: "in progress"
    case .fixed: "fixed"
    case .verified: "verified"
    case .wontFix: "won't fix"
    case .falsePositive: "false positive"
    case .acceptedRisk: "accepted risk"
    }
  }

  /// Whether the status sets a finding aside without fixing it, so a team expects the reason with it (false
  /// positive, won't fix, accepted risk; see ``Configuration/requiresReason``).
  public var needsReason: Bool { self == .falsePositive || self == .wontFix || self == .acceptedRisk }

  /// Whether nothing is left to do for the finding.
  public var isDone: Bool {
    switch self {
    case .open, .inProgress: false
    case .fixed, .verified, .wontFix, .falsePositive, .acceptedRisk: true
    }
  }

  /// The status the primary toggle moves to: open → in progress → fixed → won't fix → false positive → open.
  /// `verified` is only set by a scan, and accepting a risk needs a person and a date: toggling either reopens the
  /// finding.
  public var next: FixStatus {
    switch self {
    case .open: .inProgress
    case .inProgress: .fixed
    case .fixed: .wontFix
    case .wontFix: .falsePositive
    case .falsePositive, .verified, .acceptedRisk: .open
    }
  }

  /// Parses a status the way people type it: `in-progress`, `in_progress`, `inprogress`, `won't fix`, …
  public init?(userInput: String) {
    let key = userInput.lowercased().filter { $0.isLetter }
    guard let match = FixStatus.allCases.first(where: { $0.rawValue.filter(\.isLetter) == key }) else {
      return nil
    }
    self = match
  }
}

/// The groups of statuses people filter by, in the same words on the command line (`--status`), in the MCP tools'
/// `status` and in the dashboard's `f` filter: `todo` (nothing done yet: open, in progress), `done` (``FixStatus/isDone``:
/// the rest) and `all`.
public enum FixStatusGroup: String, CaseIterable, Sendable {
  case all
  case todo
  case done

  /// Whether a finding with `status` belongs to the group.
  public func contains(_ status: FixStatus) -> Bool {
    switch self {
    case .all: true
    case .todo: !status.isDone
    case .done: status.isDone
    }
  }

  /// The group's statuses, in ``FixStatus/allCases`` order.
  public var statuses: [FixStatus] { FixStatus.allCases.filter(contains) }

  /// Every word a status filter takes: each status (`open`, `in-progress`, …), then each group (`todo`, `done`,
  /// `all`).
  public static let filterWords: [String] =
    FixStatus.allCases.map(\.rawValue) + [FixStatusGroup.todo, .done, .all].map(\.rawValue)
}
