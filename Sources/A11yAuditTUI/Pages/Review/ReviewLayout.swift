import A11yAuditKit

/// A selectable line of the review screen: a finding, or the line the other areas' findings are folded under.
enum ReviewItem: Equatable, Sendable {
  case finding(FindingRecord)
  /// How many findings of other areas than the one in focus are folded under the line.
  case otherAreas(Int)
}

/// One app screen (or the Not on any screen group): its review state for the area in focus, its path in the
/// navigation graph and its components, then the area's findings (its own declaration's and its components'), and the
/// other areas' findings folded under one line.
enum ReviewLayout {
  /// Every finding of the screen, or of the Not on any screen group, in list order.
  static func findings(_ state: AppState, screen id: String) -> [FindingRecord] {
    guard let record = state.screens.first(where: { $0.id == id }) else { return [] }
    if record.screen.isNotOnAnyScreen {
      let indices = state.cache.notOnAnyScreen.findings.compactMap(state.index(ofFinding:))
      return indices.sorted { state.cache.rank[$0] < state.cache.rank[$1] }.map { state.findings[$0] }
    }
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

  /// The selectable lines: the findings of the area in focus, then the line the other areas' findings are folded
  /// under (when there are any), then those findings when the reviewer opened it.
  static func items(_ state: AppState, screen id: String) -> [ReviewItem] {
    let all = findings(state, screen: id)
    let inFocus = all.filter { $0.finding.category == state.reviewArea }
    let others = all.filter { $0.finding.category != state.reviewArea }
    guard !others.isEmpty else { return inFocus.map(ReviewItem.finding) }
    return inFocus.map(ReviewItem.finding) + [.otherAreas(others.count)]
      + (state.reviewShowsOtherAreas ? others.map(ReviewItem.finding) : [])
  }

  static func make(_ state: AppState, screen id: String) -> ListLayout {
    var layout = ListLayout()
    guard let record = state.screens.first(where: { $0.id == id }) else { return layout }
    let order = AppScreensLayout.order(state)
    let position = (order.firstIndex(of: id) ?? 0) + 1
    let area = state.reviewArea
    let review = record.review(for: area)
    let title = "Screen \(position) of \(order.count): \(record.screen.name)"
    if state.prefs.linear {
      layout.header("\(title), \(review.title) for \(area.title)")
    } else {
      layout.header("\(title)  \(AppScreensLayout.reviewBadge(review)) for \(area.title)")
    }
    if record.screen.isNotOnAnyScreen {
      let group = state.cache.notOnAnyScreen
      layout.text([Span("Views and findings no screen of the navigation graph reaches", .dim)])
      layout.text([Span("Views: " + (group.views.isEmpty ? "none" : group.views.joined(separator: ", ")), .dim)])
    } else {
      let path = ScreenPath.names(to: record.screen, in: state.screens.map(\.screen))
      let components = record.screen.components ?? []
      if state.prefs.linear {
        layout.text([Span("Path: " + path.joined(separator: " > "), .dim)])
        layout.text([Span("\(record.screen.file):\(record.screen.line), group \(record.screen.group)", .dim)])
      } else {
        layout.text([Span(path.joined(separator: state.prefs.ascii ? " -> " : " → "), .dim)])
        layout.text([Span("\(record.screen.file):\(record.screen.line)  (group \(record.screen.group))", .dim)])
      }
      layout.text([
        Span("Components: " + (components.isEmpty ? "none" : components.joined(separator: ", ")), .dim)
      ])
    }
    let all = findings(state, screen: id)
    let inFocus = all.filter { $0.finding.category == area }
    layout.header(
      "\(area.title) findings: \(inFocus.count), \(inFocus.count { !$0.status.isDone }) open "
        + "(\(all.count) in all areas)")
    let items = items(state, screen: id)
    let columns = FindingRowColumns(
      statuses: all.map(\.status), width: state.size.width - 2, ellipsis: Glyphs.forPrefs(state.prefs).ellipsis)
    if inFocus.isEmpty {
      layout.text([
        Span(
          (state.prefs.linear ? "" : "  ")
            + (all.isEmpty
              ? "No findings in this screen or its components."
              : "No \(area.title) findings; c changes the area."),
          .dim)
      ])
    }
    let key = KeyMap.keys(for: .toggleOtherAreas, in: .review).first?.name ?? "a"
    for item in items {
      switch item {
      case .finding(let finding):
        layout.item(
          FindingsListView.spans(for: finding, linear: state.prefs.linear, columns: columns),
          fill: finding.presence == .absent ? .dim : .normal)
      case .otherAreas(let count):
        let noun = count == 1 ? "finding" : "findings"
        let text =
          state.reviewShowsOtherAreas
          ? "- \(count) \(noun) in other areas, shown (\(key) or Enter hides them)"
          : "+ \(count) \(noun) in other areas, folded (\(key) or Enter shows them)"
        layout.item([Span(text, .dim)])
      }
    }
    return layout
  }
}
