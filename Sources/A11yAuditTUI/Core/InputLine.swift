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
    }
  }
}
