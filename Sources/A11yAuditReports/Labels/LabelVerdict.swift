/// Whether a team can honestly claim an Accessibility Nutrition Label (see ``LabelReadiness``).
public enum LabelVerdict: String, Codable, CaseIterable, Sendable {
  /// Open findings of the rules that bear on the feature, or a reviewer found it does not work.
  case blocked
  /// Nothing blocks it, but screens are not reviewed for the feature's area, or no reviewer has confirmed it.
  case needsReview = "needs-review"
  /// Nothing blocks it, every screen is reviewed for the area, and a named reviewer confirmed it with a note.
  case ready

  /// `Blocked`, `Needs review`, `Ready to claim`.
  public var title: String {
    switch self {
    case .blocked: "Blocked"
    case .needsReview: "Needs review"
    case .ready: "Ready to claim"
    }
  }
}
