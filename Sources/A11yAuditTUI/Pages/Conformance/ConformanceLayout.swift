import A11yAuditKit

/// Every WCAG 2.2 criterion of Levels A and AA, grouped by level: its conformance level as words, the findings and
/// screens behind it, and the reviewer's level when one was recorded.
enum ConformanceLayout {
  static func make(_ state: AppState) -> ListLayout {
    var layout = ListLayout()
    let criteria = state.cache.conformance.criteria
    for level in SuccessCriterion.Level.allCases {
      let rows = criteria.filter { $0.criterion.level == level }
      guard !rows.isEmpty else { continue }
      let counts = ConformanceLevel.allCases.compactMap { conformance -> String? in
        let count = rows.count { $0.level == conformance }
        return count == 0 ? nil : "\(count) \(conformance.title.lowercased())"
      }
      layout.header("Level \(level.rawValue) (\(rows.count) criteria): \(counts.joined(separator: ", "))")
      for row in rows {
        layout.item(
          state.prefs.linear ? sentence(row) : columns(row), fill: row.level == .notEvaluated ? .dim : .normal)
      }
    }
    return layout
  }

  /// `1.1.1   [Partially Supports]  7 open, 10/25 screens  Non-text Content`; counts longer than their column push
  /// the name right, always two columns after them.
  private static func columns(_ row: CriterionAssessment) -> [Span] {
    [
      Span(row.criterion.number.padded(to: 8)),
      Span(("[" + row.level.title + "]").padded(to: 21), role(row.level)),
      Span((counts(row) + "  ").padded(to: 24), row.failing.isEmpty ? .dim : .header),
      Span(row.criterion.name),
    ]
  }

  /// `1.1.1 Non-text Content, Level A: Partially Supports, 7 open findings on 10 of 25 screens.`
  private static func sentence(_ row: CriterionAssessment) -> [Span] {
    var text =
      "\(row.criterion.number) \(row.criterion.name), Level \(row.criterion.level.rawValue): \(row.level.title)"
    if !row.failing.isEmpty {
      text += ", \(row.open.count) open and \(row.wontFix.count) won't fix"
      if !row.acceptedRisks.isEmpty { text += " and \(row.acceptedRisks.count) accepted risk" }
      if row.screens > 0 { text += " on \(row.screensFailing.count) of \(row.screens) screens" }
    }
    if let level = row.review?.level { text += ", reviewer judged \(level.title)" }
    return [Span(text + ".")]
  }

  /// `7 open, 10/25 screens`, `1 won't fix`, or what tests it when nothing fails.
  private static func counts(_ row: CriterionAssessment) -> String {
    guard !row.failing.isEmpty else {
      if row.criterion.isObsolete { return "obsolete in 2.2" }
      if row.review?.level != nil { return "reviewer's level" }
      return row.rules.isEmpty ? "no rule" : "\(row.rules.count) rule\(row.rules.count == 1 ? "" : "s"), 0 open"
    }
    var parts: [String] = []
    if !row.open.isEmpty { parts.append("\(row.open.count) open") }
    if !row.wontFix.isEmpty { parts.append("\(row.wontFix.count) won't fix") }
    if !row.acceptedRisks.isEmpty { parts.append("\(row.acceptedRisks.count) accepted") }
    if row.screens > 0 { parts.append("\(row.screensFailing.count)/\(row.screens) screens") }
    return parts.joined(separator: ", ")
  }

  private static func role(_ level: ConformanceLevel) -> Role {
    switch level {
    case .doesNotSupport: .severity(.critical)
    case .partiallySupports: .severity(.medium)
    case .supports, .notApplicable: .normal
    case .notEvaluated: .dim
    }
  }

  /// The criterion at list position `position`.
  static func criterion(at position: Int, _ state: AppState) -> CriterionAssessment? {
    let criteria = state.cache.conformance.criteria
    let ordered = SuccessCriterion.Level.allCases.flatMap { level in criteria.filter { $0.criterion.level == level } }
    return ordered.indices.contains(position) ? ordered[position] : nil
  }
}
