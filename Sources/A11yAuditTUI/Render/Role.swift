import A11yAuditKit

/// What a cell means. The backend turns roles into attributes and colours; meaning never rests on colour
/// alone, because every role also has words or marks in the text.
enum Role: Hashable, Sendable {
  case normal
  /// The selected row (reverse video, with a leading `>`).
  case selected
  /// Section and group headings.
  case header
  /// The title bar at the top.
  case title
  /// A severity badge.
  case severity(Severity)
  /// Findings the latest scan no longer reports, and other secondary text.
  case dim
  /// Key hints in the status line.
  case hint
  /// An error in the status line.
  case error
  /// Box borders.
  case border
}
