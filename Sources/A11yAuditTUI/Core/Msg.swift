import A11yAuditKit

/// Everything that can happen to the TUI: input from the person, or a result from the runtime.
enum Msg: Equatable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The terminal changed size.
  case resize(Size)
  /// The store was read (at start, or again after a failed save).
  case loaded(StoreDocument)
  /// A change was saved; this is the store as written.
  case saved(StoreDocument)
  /// A change could not be saved; the reason in words.
  case failed(String)
  /// A checklist item was written to its file: the item as it was, and as it is now.
  case ticked(old: ChecklistItem, new: ChecklistItem)
  /// A rescan finished: the store as saved, the audit files, and a sentence of what changed.
  case rescanned(StoreDocument, AuditSet, summary: String)
  /// A source file was read for the detail screen.
  case sourceLoaded(SourceText)
  /// The automatic fix for a finding was worked out: its diff, or why there is none.
  case fixPlanned(id: String, diff: String?, reason: String)
  /// The suppression of a finding's rule was worked out: the edit, or nil and why there is none.
  case suppressionPlanned(SuppressionPlan?, reason: String)
  /// A scan saw this much video (which decides whether Captions and Audio Descriptions apply).
  case videoSeen(VideoPresence)
  /// Something worked; the sentence for the status line.
  case info(String)
  /// How far a long operation (a rescan) has come, for the status line.
  case progress(String)
  /// The watch (`--watch`) saw files under the root or the store change.
  case rootChanged(RootChange)
  /// Another process saved the store; this is the store as it now reads.
  case storeReloaded(StoreDocument)
}
