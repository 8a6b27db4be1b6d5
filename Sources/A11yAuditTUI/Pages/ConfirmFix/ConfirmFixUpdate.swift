extension AppState {
  /// Keys while an automatic fix waits for a yes: apply it, cancel, or scroll its diff.
  mutating func handleConfirmFix(_ action: Action) -> [Effect] {
    guard case .confirmFix(let edit, let diff, let offset) = overlay else { return [] }
    let layout = ConfirmFixLayout(diff: diff, size: size, boxed: !prefs.linear, edit: edit)
    switch action {
    case .confirm:
      overlay = nil
      switch edit {
      case .fix(let id):
        message = .info("Applying the automatic fix…")
        return [.applyFix(id: id)]
      case .suppression(let plan):
        message = .info("Writing the suppression to \(plan.file)…")
        return [.applySuppression(plan)]
      }
    case .cancel:
      overlay = nil
      switch edit {
      case .fix: message = .info("Fix not applied: the file is unchanged")
      case .suppression(let plan): message = .info("Not suppressed: \(plan.file) is unchanged")
      }
    case .moveDown: overlay = .confirmFix(edit, diff: diff, offset: layout.clamp(offset + 1))
    case .moveUp: overlay = .confirmFix(edit, diff: diff, offset: layout.clamp(offset - 1))
    default: break
    }
    return []
  }

}
