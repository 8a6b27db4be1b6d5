extension AppState {
  /// Keys while an automatic fix waits for a yes: apply it, cancel, or scroll its diff.
  mutating func handleConfirmFix(_ action: Action) -> [Effect] {
    guard case .confirmFix(let id, let diff, let offset) = overlay else { return [] }
    let layout = ConfirmFixLayout(diff: diff, size: size, boxed: !prefs.linear)
    switch action {
    case .confirm:
      overlay = nil
      message = .info("Applying the automatic fix…")
      return [.applyFix(id: id)]
    case .cancel:
      overlay = nil
      message = .info("Fix not applied: the file is unchanged")
    case .moveDown: overlay = .confirmFix(id: id, diff: diff, offset: layout.clamp(offset + 1))
    case .moveUp: overlay = .confirmFix(id: id, diff: diff, offset: layout.clamp(offset - 1))
    default: break
    }
    return []
  }

}
