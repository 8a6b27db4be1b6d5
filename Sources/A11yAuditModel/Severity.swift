/// How much an accessibility problem hurts, from `critical` (blocks a release) down to `none`.
public enum Severity: String, Codable, CaseIterable, Comparable, Sendable {
  case critical
  case high
  case medium
  case low
  case none

  /// Ordering weight: `critical` is the largest.
  public var rank: Int {
    switch self {
    case .critical: 4
    case .high: 3
    case .medium: 2
    case .low: 1
    case .none: 0
    }
  }

  /// Text badge shown beside every finding so meaning never depends on colour alone.
  public var badge: String {
    switch self {
    case .critical: "[CRIT]"
    case .high: "[HIGH]"
    case .medium: "[MED]"
    case .low: "[LOW]"
    case .none: "[NONE]"
    }
  }

  /// Upper-case word used in audit reports (`CRITICAL`, `HIGH`, …).
  public var label: String { rawValue.uppercased() }

  /// Severities from most to least severe.
  public static let descending: [Severity] = [.critical, .high, .medium, .low, .none]

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
