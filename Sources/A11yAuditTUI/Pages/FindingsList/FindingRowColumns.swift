import A11yAuditKit

/// How wide the columns of a finding's row are, in the findings list and the screen review: the status column
/// as wide as the longest status among the rows shown, the place shortened from the middle, and the rule's title
/// (or message) given the rest of the row.
struct FindingRowColumns: Equatable, Sendable {
  /// Columns of the severity badge (`[CRIT]`, `[MED] `).
  static let badgeWidth = 6
  /// Columns between the place and the title.
  static let gap = 2
  /// Columns a row keeps for its title (all of a shorter one), the ellipsis of a cut title included.
  static let titleColumns = 30

  /// Columns of the status column: the longest status title among the rows shown, and a space.
  var statusWidth: Int
  /// Columns of a row after its selection mark.
  var width: Int
  /// What stands for the part of a place left out.
  var ellipsis: String

  /// Columns for rows of findings with `statuses` (the rows shown), `width` columns wide after the mark.
  init(statuses: some Sequence<FixStatus>, width: Int, ellipsis: String) {
    statusWidth = (statuses.map { DisplayWidth.of($0.title) }.max() ?? 0) + 1
    self.width = width
    self.ellipsis = ellipsis
  }

  /// Columns left for the place: the title keeps ``titleColumns`` or a quarter of what the badge and status leave,
  /// whichever is more (all of it when it is shorter), the place gets the rest, and is shortened from the middle when
  /// it does not fit. The title is what a person reads down the list; at 80 columns its first five or six words
  /// stay, and the place gives up its folders, then the middle of its file name.
  func placeBudget(titleWidth: Int) -> Int {
    let free = width - Self.badgeWidth - 1 - statusWidth - Self.gap
    let kept = min(titleWidth, max(Self.titleColumns, free / 4))
    return max(PathShortener.minimumColumns(ellipsis: ellipsis), free - kept)
  }

  /// `Packages/…/AccountDetailHeaderView.swift:37`: the finding's place shortened for a row with a title that
  /// takes `titleWidth` columns.
  func place(of record: FindingRecord, titleWidth: Int) -> String {
    PathShortener.shorten(
      record.finding.file, suffix: ":\(record.finding.line)", toFit: placeBudget(titleWidth: titleWidth),
      ellipsis: ellipsis)
  }
}
