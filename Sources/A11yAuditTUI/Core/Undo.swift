import A11yAuditKit

/// A change the person made, remembered so `u` can take it back.
enum UndoEntry: Equatable, Sendable {
  /// A finding's status changed from `previous`.
  case status(id: String, previous: FixStatus)
  /// A bulk change: `inverse` takes it back in one write; `summary` says what it was (`4 findings false positive`).
  case changes(summary: String, inverse: [TriageChange])
  /// A note was added to a finding.
  case note(id: String, text: String)
  /// A screen's review state changed from `previous`.
  case review(id: String, previous: ReviewState)
  /// A screen's review state for one area changed from `previous`.
  case areaReview(id: String, area: Category, previous: ReviewState)
  /// A checklist item was ticked or unticked; undoing toggles it again.
  case checklist(ChecklistItem)
}
