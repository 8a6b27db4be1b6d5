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

  /// Severities from most to least severe, by ``rank`` (the declaration order, so also ``allCases``).
  public static let descending: [Severity] = allCases.sorted { $0.rank > $1.rank }

  /// Position in ``descending``: 0 for `critical`, 4 for `none`.
  public var position: Int { Severity.critical.rank - rank }

  /// The level of a diagnostic about a violation of this severity, in the words SARIF's `level` and Xcode's
  /// `path:line:col: level: message` lines share: critical and high are `error`, medium a `warning`, the rest `note`.
  public var diagnosticLevel: String {
    switch self {
    case .critical, .high: "error"
    case .medium: "warning"
    case .low, .none: "note"
    }
  }

  /// GitHub code scanning's `problem.severity` of a rule of this severity: ``diagnosticLevel``, with `recommendation`
  /// for `note` (code scanning has no `note`).
  public var codeScanningSeverity: String {
    diagnosticLevel == "note" ? "recommendation" : diagnosticLevel
  }

  /// The coloured circle Markdown audits mark the severity with (🔴 critical, 🟠 high, 🟡 medium, 🟢 low, ⚪ none).
  public var emoji: String {
    switch self {
    case .critical: "🔴"
    case .high: "🟠"
    case .medium: "🟡"
    case .low: "🟢"
    case .none: "⚪"
    }
  }

  /// Circle emoji plus the severity word (`🔴 CRITICAL`), as Markdown audits commonly write it.
  public var emojiLabel: String { "\(emoji) \(label)" }

  /// Parses a severity the way people type it on the command line, in `.a11y-audit.yml` and to the MCP server:
  /// `critical` … `none` in any case, and `crit`. Nil for any other word.
  public init?(userInput: String) {
    let word = userInput.lowercased()
    guard let severity = Severity(rawValue: word) ?? (word == "crit" ? .critical : nil) else { return nil }
    self = severity
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
