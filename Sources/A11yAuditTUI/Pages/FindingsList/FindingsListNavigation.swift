import A11yAuditKit

extension AppState {
  /// Opens the findings list narrowed to `filter`, one level below the current screen.
  mutating func openFindings(_ filter: FindingFilter, what: String) {
    self.filter = filter
    routes.append(.findings)
    list = ListPosition()
    fitToSize()
    message = .info("\(visibleFindings.count) findings of \(what); Esc goes back")
  }

  /// Whether the finding's message, file, rule id or rule title contains `text`, in any case.
  static func matches(_ record: FindingRecord, _ text: String) -> Bool { FindingSearch(text).matches(record) }

  /// Selects the next (step 1) or previous (step -1) visible finding that matches, starting at `start`.
  @discardableResult
  mutating func jumpToMatch(of text: String, from start: Int, step: Int) -> Bool {
    let count = visibleFindings.count
    guard count > 0, !text.isEmpty else { return false }
    let matches = FindingSearch(text).matches(in: table)
    let visible = cache.visible
    let found = (0..<count).lazy.map { distance in ((start + step * distance) % count + count) % count }
      .first { matches(visible[$0]) }
    guard let index = found else { return false }
    list.selected = index
    list.offset = cache.layout.offset(keeping: index, visible: PageLayout.bodyHeight(size), from: list.offset)
    return true
  }
}
