import A11yAuditModel

/// The criteria as `a11y-audit conformance` lists them: one line each in text, an array in JSON.
public struct ConformanceListing: Encodable, Sendable {
  /// One criterion.
  public struct Entry: Encodable, Sendable {
    public var number: String
    public var name: String
    public var level: String
    public var conformance: String
    public var open: Int
    public var wontFix: Int
    public var acceptedRisk: Int
    public var screensFailing: Int
    public var rules: [String]
    public var remarks: String
  }

  public var draft: Bool
  public var criteria: [Entry]

  /// The listing of `assessment`.
  public init(_ assessment: ConformanceAssessment) {
    draft = assessment.isDraft
    criteria = assessment.criteria.map { item in
      Entry(
        number: item.criterion.number, name: item.criterion.name, level: item.criterion.level.rawValue,
        conformance: item.level.rawValue, open: item.open.count, wontFix: item.wontFix.count,
        acceptedRisk: item.acceptedRisks.count,
        screensFailing: item.screensFailing.count, rules: item.rules, remarks: item.remarks)
    }
  }

  /// `1.1.1  A   Partially Supports   3 open on 2 screens  Non-text Content`, then totals.
  public var text: String {
    let rows = criteria.map { entry -> String in
      let level = ConformanceLevel(rawValue: entry.conformance)?.title ?? entry.conformance
      var counts = entry.open + entry.wontFix == 0 ? "" : "\(entry.open) open, \(entry.wontFix) won't fix"
      if entry.acceptedRisk > 0 {
        counts =
          "\(entry.open) open, " + (entry.wontFix > 0 ? "\(entry.wontFix) won't fix, " : "")
          + "\(entry.acceptedRisk) accepted"
      }
      return [
        entry.number.padding(toLength: 7, withPad: " ", startingAt: 0),
        entry.level.padding(toLength: 4, withPad: " ", startingAt: 0),
        level.padding(toLength: 19, withPad: " ", startingAt: 0),
        counts.padding(toLength: max(22, counts.count), withPad: " ", startingAt: 0), entry.name,
      ].joined(separator: " ")
    }
    let totals = ConformanceLevel.allCases.map { level in
      "\(criteria.count { $0.conformance == level.rawValue }) \(level.title.lowercased())"
    }
    var footer = "\(criteria.count) criteria: \(totals.joined(separator: ", "))."
    if draft { footer += " Draft: Level A or AA criteria are not evaluated." }
    return (rows + [footer]).joined(separator: "\n") + "\n"
  }
}
