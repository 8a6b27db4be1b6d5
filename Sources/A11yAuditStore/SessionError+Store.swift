import A11yAuditModel

extension SessionError {
  /// No store file yet where one is needed.
  package static func noStore(_ store: Store) -> SessionError {
    SessionError("\(store.path): no store yet; run `a11y-audit scan` first")
  }
}
