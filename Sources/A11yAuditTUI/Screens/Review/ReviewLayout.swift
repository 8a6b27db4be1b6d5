import A11yAuditKit

/// One app screen: its review state for the area in focus, its path in the navigation graph and its components,
/// then its findings (its own declaration's and its components').
enum ReviewLayout {
  static func findings(_ state: AppState, screen id: String) -> [FindingRecord] {
    guard let record = state.screens.first(where: { $0.id == id }) else { return [] }
    let views = state.screens.map(\.screen)
    let components = (record.screen.components ?? []).compactMap { name in
      views.first { $0.name == name && $0.kind == .component } ?? views.first { $0.name == name }
    }
    var seen: Set<String> = []
    var result: [FindingRecord] = []
    for member in [record.screen] + components {
      var files: [String] = []
      for span in member.spans where !files.contains(span.file) { files.append(span.file) }
      for file in files {
        let spans = ScreenSpanIndex(file: file, screens: views)
        for finding in state.findings(inFile: file)
        where spans.owner(of: finding.finding.line)?.id == member.id && seen.insert(finding.id).inserted {
          result.append(finding)
        }
      }
    }
    return result
  }

  static func make(_ state: AppState, screen id: String) -> ListLayout {
    var layout = ListLayout()
    guard let record = state.screens.first(where: { $0.id == id }) else { return layout }
    let order = ScreensLayout.order(state)
    let position = (order.firstIndex(of: id) ?? 0) + 1
    let area = state.reviewArea
    let review = record.review(for: area)
    let path = ScreenPath.names(to: record.screen, in: state.screens.map(\.screen))
    let components = record.screen.components ?? []
    if state.prefs.linear {
      layout.header("Screen \(position) of \(order.count): \(record.screen.name), \(review.title) for \(area.title)")
      layout.text([Span("Path: " + path.joined(separator: " > "), .dim)])
      layout.text([Span("\(record.screen.file):\(record.screen.line), group \(record.screen.group)", .dim)])
    } else {
      layout.header(
        "Screen \(position) of \(order.count): \(record.screen.name)  \(ScreensLayout.reviewBadge(review)) "
          + "for \(area.title)")
      layout.text([Span(path.joined(separator: state.prefs.ascii ? " -> " : " → "), .dim)])
      layout.text([Span("\(record.screen.file):\(record.screen.line)  (group \(record.screen.group))", .dim)])
    }
    layout.text([
      Span("Components: " + (components.isEmpty ? "none" : components.joined(separator: ", ")), .dim)
    ])
    let findings = findings(state, screen: id)
    let open = findings.count { !$0.status.isDone }
    layout.header("Findings of this screen: \(findings.count), \(open) open")
    let columns = FindingRowColumns(
      statuses: findings.map(\.status), width: state.size.width - 2, ellipsis: Glyphs.forPrefs(state.prefs).ellipsis)
    for finding in findings {
      layout.item(
        FindingsListView.spans(for: finding, linear: state.prefs.linear, columns: columns),
        fill: finding.presence == .absent ? .dim : .normal)
    }
    if findings.isEmpty {
      layout.text([Span((state.prefs.linear ? "" : "  ") + "No findings in this screen or its components.", .dim)])
    }
    return layout
  }
}
