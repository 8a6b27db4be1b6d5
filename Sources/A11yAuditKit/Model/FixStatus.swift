/// Where the team is with a finding.
public enum FixStatus: String, Codable, CaseIterable, Sendable {
  case open
  case inProgress = "in-progress"
  case fixed
  case verified
  case wontFix = "wont-fix"
  case falsePositive = "false-positive"

  /// Words shown to people (`in progress`, `won't fix`).
  public var title: String {
    switch self {
    case .open: "open"
    case .inProgress: "in progress"
    case .fixed: "fixed"
    case .verified: "verified"
    case .wontFix: "won't fix"
    case .falsePositive: "false positive"
    }
  }

  /// Whether nothing is left to do for the finding.
  public var isDone: Bool {
    switch self {
    case .open, .inProgress: false
    case .fixed, .verified, .wontFix, .falsePositive: true
    }
  }

  /// The status the primary toggle moves to: open → in progress → fixed → won't fix → false positive → open.
  /// `verified` is only set by a scan; toggling it reopens the finding.
  public var next: FixStatus {
    switch self {
    case .open: .inProgress
    case .inProgress: .fixed
    case .fixed: .wontFix
    case .wontFix: .falsePositive
    case .falsePositive, .verified: .open
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
