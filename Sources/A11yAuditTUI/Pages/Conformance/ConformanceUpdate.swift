import A11yAuditKit

extension AppState {
  /// Keys on the conformance screen: Enter lists the findings that fail the criterion, Space cycles the reviewer's
  /// level, `n` adds the reviewer's note.
  mutating func handleConformance(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.conformanceList, action, ConformanceLayout.make(self), noun: "criterion") { return [] }
    guard let row = ConformanceLayout.criterion(at: conformanceList.selected, self) else {
      message = .info("Nothing selected: no criteria to show")
      return []
    }
    let number = row.criterion.number
    switch action {
    case .open:
      guard !row.failing.isEmpty else {
        message = .info("No finding fails \(row.criterion.title): \(row.level.title)")
        return []
      }
      openFindings(FindingFilter(criterion: number), what: row.criterion.title)
    case .cycleConformance:
      let next = Self.reviewerLevel(after: row.review?.level)
      if next != nil, let reason = cache.conformance.overruling(number) {
        message = .error("Not set: \(reason)")
        return []
      }
      guard next == nil || !reviewer.isEmpty else {
        message = .error("No reviewer name: set A11Y_AUDIT_USER or git's user.name, then reopen")
        return []
      }
      message = .info(
        next.map { "Reviewer's level of \(row.criterion.title): \($0.title)" }
          ?? "Reviewer's level of \(row.criterion.title) cleared")
      // A level needs a reason in the report: the first one asks for the note at once.
      if next != nil, row.review?.note.isEmpty ?? true { input = InputLine(purpose: .criterionNote(number)) }
      return [.reviewCriterion(number: number, level: next, note: nil, by: next == nil ? nil : reviewer)]
    case .addNote:
      input = InputLine(purpose: .criterionNote(number))
    default:
      break
    }
    return []
  }

  /// The level Space moves a reviewer's conclusion to: none, Supports, Partially Supports, Does Not Support,
  /// Not Applicable, none.
  static func reviewerLevel(after level: ConformanceLevel?) -> ConformanceLevel? {
    let cycle: [ConformanceLevel?] = [nil, .supports, .partiallySupports, .doesNotSupport, .notApplicable]
    let index = cycle.firstIndex { $0 == level } ?? 0
    return cycle[(index + 1) % cycle.count]
  }
}
