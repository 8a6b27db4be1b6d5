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
}
