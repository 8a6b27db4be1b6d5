import A11yAuditKit

/// The app's screens grouped by folder, each with its review state and open findings.
enum ScreensLayout {
  static func make(_ state: AppState) -> ListLayout {
    var layout = ListLayout()
    for row in state.cache.screenRows {
      switch row {
      case .header(let group, let reviewed, let total):
        layout.header("\(group == "." ? "(root)" : group): \(reviewed) of \(total) reviewed")
      case .screen(let index, let open):
        let record = state.screens[index]
        if state.prefs.linear {
          layout.item([
            Span(
              "\(record.screen.name): \(record.review.title), \(open) open, \(record.screen.file):\(record.screen.line)"
            )
          ])
          continue
        }
        layout.item([
          Span(reviewBadge(record.review).padded(to: 15)),
          Span(record.screen.name.padded(to: 24)),
          Span("\(open) open  ", open > 0 ? .header : .dim),
          Span("\(record.screen.file):\(record.screen.line)", .dim),
        ])
      }
    }
    return layout
  }

  /// `[reviewed]`, `[in review]`, `[ ]`: the state in words.
  static func reviewBadge(_ state: ReviewState) -> String {
    switch state {
    case .notReviewed: "[not reviewed]"
    case .inReview: "[in review]"
    case .reviewed: "[reviewed]"
    }
  }

  /// Ids of the present screens in list order (for `]` and `[`).
  static func order(_ state: AppState) -> [String] {
    state.cache.screenRows.compactMap {
      if case .screen(let index, _) = $0 { state.screens[index].id } else { nil }
    }
  }
}

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
    for finding in findings {
      layout.item(
        FindingsListView.spans(for: finding, linear: state.prefs.linear),
        fill: finding.presence == .absent ? .dim : .normal)
    }
    if findings.isEmpty {
      layout.text([Span((state.prefs.linear ? "" : "  ") + "No findings in this screen's file.", .dim)])
    }
    return layout
  }
}
