import A11yAuditKit

extension AppState {
  /// Keys on the detail screen.
  mutating func handleDetail(_ action: Action) -> [Effect] {
    guard case .detail(let id) = route, let record = record(id) else {
      routes.removeLast()
      return []
    }
    let height = PageLayout.bodyHeight(size)
    switch action {
    case .back:
      routes.removeLast()
      if route == .findings, let position = visiblePosition(ofFinding: id) { list.selected = position }
      fitToSize()
    case .cycleStatus: return requestStatus(record.status.next, of: [id])
    case .setOpen: return requestStatus(.open, of: [id])
    case .setInProgress: return requestStatus(.inProgress, of: [id])
    case .setFixed: return requestStatus(.fixed, of: [id])
    case .setWontFix: return requestStatus(.wontFix, of: [id])
    case .setFalsePositive: return requestStatus(.falsePositive, of: [id])
    case .suppress:
      guard !record.isAuditOnly else {
        message = .info("This finding comes from an audit file only: no code to suppress it in")
        return []
      }
      input = InputLine(purpose: .suppressReach(id: id))
    case .addNote:
      input = InputLine(purpose: .note(id))
    case .openEditor:
      guard !record.isAuditOnly else {
        message = .info("This finding comes from an audit file only: no source line to open")
        return []
      }
      message = .info("Opened \(record.shortLocation) in the editor")
      return [.openEditor(file: record.finding.file, line: record.finding.line)]
    case .applyFix:
      guard record.hasAutomaticFix else {
        message = .info(
          "No automatic fix for \(record.finding.rule): a person makes the change the recommendation describes")
        return []
      }
      message = .info("Working out the automatic fix…")
      return [.planFix(id: id)]
    case .moveDown: scrollDetail(by: 1)
    case .moveUp: scrollDetail(by: -1)
    case .pageDown: scrollDetail(by: max(1, height - 1))
    case .pageUp: scrollDetail(by: -max(1, height - 1))
    case .halfPageDown: scrollDetail(by: max(1, height / 2))
    case .halfPageUp: scrollDetail(by: -max(1, height / 2))
    case .top: detailOffset = 0
    case .bottom: detailOffset = clampDetailOffset(Int.max / 2)
    default: break
    }
    return []
  }

  private mutating func scrollDetail(by step: Int) {
    let target = clampDetailOffset(detailOffset + step)
    if target == detailOffset {
      message = .info(step > 0 ? "Already at the end of the finding" : "Already at the top of the finding")
    }
    detailOffset = target
  }

  /// `offset` kept within the detail screen's lines at the current size.
  func clampDetailOffset(_ offset: Int) -> Int {
    guard case .detail(let id) = route, let record = record(id) else { return 0 }
    let count = DetailLayout.lines(
      for: record, source: source, width: size.width, glyphs: Glyphs.forPrefs(prefs), linear: prefs.linear
    ).count
    return max(0, min(offset, count - PageLayout.bodyHeight(size)))
  }
}
