import A11yAuditKit

/// One app screen: its state, then its findings.
enum ReviewLayout {
  static func findings(_ state: AppState, screen id: String) -> [FindingRecord] {
    guard let record = state.screens.first(where: { $0.id == id }) else { return [] }
    return state.findings(inFile: record.screen.file)
  }

  static func make(_ state: AppState, screen id: String) -> ListLayout {
    var layout = ListLayout()
    guard let record = state.screens.first(where: { $0.id == id }) else { return layout }
    let order = ScreensLayout.order(state)
    let position = (order.firstIndex(of: id) ?? 0) + 1
    if state.prefs.linear {
      layout.header("Screen \(position) of \(order.count): \(record.screen.name), \(record.review.title)")
      layout.text([Span("\(record.screen.file):\(record.screen.line), group \(record.screen.group)", .dim)])
    } else {
      layout.header(
        "Screen \(position) of \(order.count): \(record.screen.name)  \(ScreensLayout.reviewBadge(record.review))")
      layout.text([Span("\(record.screen.file):\(record.screen.line)  (group \(record.screen.group))", .dim)])
    }
    let findings = findings(state, screen: id)
    let open = findings.count { !$0.status.isDone }
    layout.header("Findings in this file: \(findings.count), \(open) open")
    let columns = FindingRowColumns(
      statuses: findings.map(\.status), width: state.size.width - 2, ellipsis: Glyphs.forPrefs(state.prefs).ellipsis)
    for finding in findings {
      layout.item(
        FindingsListView.spans(for: finding, linear: state.prefs.linear, columns: columns),
        fill: finding.presence == .absent ? .dim : .normal)
    }
    if findings.isEmpty {
      layout.text([Span((state.prefs.linear ? "" : "  ") + "No findings in this screen's file.", .dim)])
    }
    return layout
  }
}
