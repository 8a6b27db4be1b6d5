import Foundation

/// How a rule fared on the precision benchmark: its reported violations on real open-source apps, each read in the
/// code and labelled true, false or debatable (`Benchmarks/precision`, measured with its `measure.py`).
public struct RuleMeasurement: Sendable, Equatable {
  /// Violations that are real problems.
  public var truePositives: Int
  /// Violations that are not.
  public var falsePositives: Int
  /// Violations careful auditors could disagree on; they decide nothing.
  public var debatable: Int
  /// Benchmark apps on which the rule reported anything.
  public var apps: Int

  /// The precision a rule on by default is held to.
  public static let defaultRuleThreshold = 0.9

  /// True findings among the decided ones (`true / (true + false)`), or nil when none was decided.
  public var precision: Double? {
    let decided = truePositives + falsePositives
    return decided == 0 ? nil : Double(truePositives) / Double(decided)
  }

  /// The precision in SARIF's words: `very-high` from 0.95, `high` from 0.85, `medium` from 0.6, `low` below.
  public var level: RulePrecision? {
    guard let precision else { return nil }
    switch precision {
    case 0.95...: return .veryHigh
    case 0.85...: return .high
    case 0.6...: return .medium
    default: return .low
    }
  }

  /// `0.94 (31 true, 2 false, 5 debatable on 3 apps)`.
  public var summary: String {
    let figure = precision.map { String(format: "%.2f", $0) } ?? "not measured"
    let counts = "\(truePositives) true, \(falsePositives) false, \(debatable) debatable"
    return "\(figure) (\(counts) on \(apps) app\(apps == 1 ? "" : "s"))"
  }

  package init(truePositives: Int, falsePositives: Int, debatable: Int, apps: Int) {
    self.truePositives = truePositives
    self.falsePositives = falsePositives
    self.debatable = debatable
    self.apps = apps
  }
}
