import A11yAuditKit

/// Work the runtime does for ``update(_:_:)``, which itself never touches files or the terminal.
enum Effect: Equatable, Sendable {
  /// Save a finding's new status to the store now.
  case setStatus(id: String, status: FixStatus)
  /// Save several changes in one write (a bulk change and its undo).
  case triage([TriageChange])
  /// Add a note to a finding in the store.
  case addNote(id: String, text: String)
  /// Remove the latest note with this text from a finding (undo).
  case removeNote(id: String, text: String)
  /// Save a reviewer's conclusion about a WCAG criterion: a level (nil clears it), a note (nil keeps it) and who
  /// judged it (nil keeps the name).
  case reviewCriterion(number: String, level: ConformanceLevel?, note: String?, by: String? = nil)
  /// Save a reviewer's conclusion about an Accessibility Nutrition Label on a device (nil `claim` removes it).
  case declareFeature(AccessibilityFeature, device: DeviceFamily, claim: FeatureClaim?, by: String, note: String)
  /// Save a screen's review state.
  case setReview(id: String, state: ReviewState)
  /// Save a screen's review state for one area.
  case setAreaReview(id: String, area: Category, state: ReviewState)
  /// Tick or untick a checklist item in its Markdown file (only that box), and record it in the store.
  case toggleChecklist(ChecklistItem)
  /// Read a source file (relative to the root) for the detail screen.
  case loadSource(String)
  /// Suspend the screen, run `$EDITOR +line file`, and redraw on return.
  case openEditor(file: String, line: Int)
  /// Work out the automatic fix for a finding and show its diff.
  case planFix(id: String)
  /// Write the automatic fix for a finding, then rescan.
  case applyFix(id: String)
  /// Work out the edit that suppresses a finding's rule at `reach` and show its diff.
  case planSuppression(id: String, reach: SuppressionReach, reason: String)
  /// Write a suppression, then rescan.
  case applySuppression(SuppressionPlan)
  /// Scan the root and the audit files again into the store.
  case rescan
  /// Rescan because the watch saw these files change; the status line then says which, and what the scan found.
  case rescanAfter(RootChange)
  /// Read the store again, since a save was seen: it is taken in when it differs from the last one read or written.
  case reloadStore
  /// Scan without recording, to learn what the labels screen needs of the code (whether the app plays video).
  case seeVideo
  /// Repaint the whole terminal from scratch.
  case redraw
  /// Leave the TUI and restore the terminal.
  case quit
}
