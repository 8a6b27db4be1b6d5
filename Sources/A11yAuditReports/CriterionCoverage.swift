import A11yAuditModel
import A11yAuditScanner

/// How the rules cover one WCAG 2.2 criterion at Level A or AA: the `rules --coverage` listing and the README's
/// coverage table.
public struct CriterionCoverage: Sendable, Equatable {
  /// What decides the criterion for an app.
  public enum Decision: String, Sendable {
    /// Code decides it and rules read that code: a person confirms their findings.
    case rules = "decided by rules"
    /// Rules find some failures; a person judges the rest.
    case partly
    /// No rule tests it: a person judges it.
    case person = "needs a person"
    /// Always satisfied.
    case notApplicable = "not applicable"
  }

  public var criterion: SuccessCriterion
  /// The rules testing it, by id, in registry order (opt-in ones included).
  public var rules: [String]
  public var decision: Decision
  /// What code shows and what a person still judges.
  public var note: String

  /// Every Level A and AA criterion of WCAG 2.2, in number order, as `descriptions` cover them.
  public static func all(_ descriptions: [RuleDescription]) -> [CriterionCoverage] {
    WCAG22.all.filter { $0.level != .aaa }.map { criterion in
      let reading = criterion.staticReading ?? StaticReading(extent: .person, note: "")
      let rules = descriptions.filter { $0.allCriteria.contains(criterion) }.map(\.id)
      let decision: Decision
      var note = reading.note
      switch reading.extent {
      case .obsolete: decision = .notApplicable
      case .person: decision = rules.isEmpty ? .person : .partly
      case .partly: decision = rules.isEmpty ? .person : .partly
      case .code: decision = rules.isEmpty ? .person : .rules
      }
      if rules.isEmpty, reading.extent == .partly || reading.extent == .code {
        note = "Code could show some failures; no rule reads it yet. " + note
      }
      return CriterionCoverage(criterion: criterion, rules: rules, decision: decision, note: note)
    }
  }

  /// The coverage as the README's Markdown table.
  public static func markdownTable(_ coverage: [CriterionCoverage]) -> String {
    var lines = ["| criterion | level | decided | rules | what a person judges |", "|---|---|---|---|---|"]
    for row in coverage {
      let rules = row.rules.isEmpty ? "—" : row.rules.map { "`\($0)`" }.joined(separator: ", ")
      lines.append(
        "| \(row.criterion.number) \(row.criterion.name) | \(row.criterion.level.rawValue) | \(row.decision.rawValue) "
          + "| \(rules) | \(row.note) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per criterion: number, level, decision and rules; then the counts.
  public static func text(_ coverage: [CriterionCoverage]) -> String {
    var lines: [String] = []
    for row in coverage {
      let rules = row.rules.isEmpty ? "" : "  " + row.rules.joined(separator: ", ")
      lines.append(
        "\(row.criterion.number.padding(toLength: 7, withPad: " ", startingAt: 0))"
          + "\(row.criterion.level.rawValue.padding(toLength: 4, withPad: " ", startingAt: 0))"
          + "\(row.decision.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))\(row.criterion.name)\(rules)")
    }
    lines.append("")
    lines.append(summary(coverage))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `29 of 56 Level A and AA criteria have rules: 1 decided by rules, 28 partly; 26 need a person; 1 not applicable.`
  public static func summary(_ coverage: [CriterionCoverage]) -> String {
    func count(_ decision: Decision) -> Int { coverage.filter { $0.decision == decision }.count }
    let covered = coverage.filter { !$0.rules.isEmpty }.count
    return "\(covered) of \(coverage.count) Level A and AA criteria have rules: \(count(.rules)) decided by rules, "
      + "\(count(.partly)) partly; \(count(.person)) need a person; \(count(.notApplicable)) not applicable."
  }
}
