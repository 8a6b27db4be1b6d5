import A11yAuditKit

/// A line of text being typed at the bottom of the screen.
struct InputLine: Equatable, Sendable {
  enum Purpose: Equatable, Sendable {
    /// Free-text search in the findings list.
    case search
    /// A note for a finding, by id.
    case note(String)
    /// The filter of the key help, applied as it is typed.
    case helpFilter
    /// A reviewer's note on a WCAG criterion, by number.
    case criterionNote(String)
    /// What a reviewer checked and found about an Accessibility Nutrition Label.
    case labelNote(AccessibilityFeature)
    /// Why these findings get `status` (false positive, won't fix), asked before the change is saved.
    case reason(FixStatus, ids: [String])
    /// How far to suppress a finding's rule: one key, `l`, `f` or `p`.
    case suppressReach(id: String)
    /// Why the finding's rule is suppressed at `reach`.
    case suppressReason(id: String, reach: SuppressionReach)
  }

  var purpose: Purpose
  var text: String = ""

  /// `Search: ` or `Note: `.
  var prompt: String {
    switch purpose {
    case .search: "Search: "
    case .note, .criterionNote: "Note: "
    case .labelNote: "What you checked and found: "
    case .helpFilter: "Filter keys: "
    case .reason(let status, let ids):
      "Why \(ids.count == 1 ? "is it" : "are the \(ids.count) findings") \(status.title)? "
    case .suppressReach: "Suppress on this line (l), in this file (f) or in the project (p)? "
    case .suppressReason(_, let reach): "Why suppress it \(reach.phrase)? "
    }
  }
}
