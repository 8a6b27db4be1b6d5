import A11yAuditKit

/// The app's screens grouped by folder, each with its review state, open findings and place (shortened from the middle
/// to fit the row). The Not on any screen group (the unplaced views among others) comes last, with its open findings and
/// how many views it holds.
enum AppScreensLayout {
  static func make(_ state: AppState) -> ListLayout {
    var layout = ListLayout()
    let ellipsis = Glyphs.forPrefs(state.prefs).ellipsis
    for row in state.cache.screenRows {
      switch row {
      case .header(let group, let reviewed, let total):
        layout.header("\(group == "." ? "(root)" : group): \(reviewed) of \(total) reviewed")
      case .screen(let index, let open):
        let record = state.screens[index]
        let review = record.review(for: state.reviewArea)
        let group = state.cache.notOnAnyScreen
        let views = "\(group.views.count) view\(group.views.count == 1 ? "" : "s")"
        if record.screen.isNotOnAnyScreen {
          if state.prefs.linear {
            layout.item([Span("\(record.screen.name): \(review.title), \(open) open, \(views)")])
          } else {
            layout.item([
              Span(reviewBadge(review).padded(to: 15)),
              Span(record.screen.name.padded(to: max(24, DisplayWidth.of(record.screen.name) + 1))),
              Span("\(open) open  ", open > 0 ? .header : .dim),
              Span(views, .dim),
            ])
          }
          continue
        }
        if state.prefs.linear {
          layout.item([
            Span(
              "\(record.screen.name): \(review.title), \(open) open, "
                + "\(record.screen.file):\(record.screen.line)")
          ])
          continue
        }
        let name = record.screen.name
        let openText = "\(open) open  "
        let nameWidth = max(24, DisplayWidth.of(name) + 1)
        let used = 2 + 15 + nameWidth + DisplayWidth.of(openText)
        let place = PathShortener.shorten(
          record.screen.file, suffix: ":\(record.screen.line)",
          toFit: max(PathShortener.minimumColumns(ellipsis: ellipsis), state.size.width - used), ellipsis: ellipsis)
        layout.item([
          Span(reviewBadge(review).padded(to: 15)),
          Span(name.padded(to: nameWidth)),
          Span(openText, open > 0 ? .header : .dim),
          Span(place, .dim),
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

  /// Ids of the listed screens in list order (folder, file, line).
  static func listOrder(_ state: AppState) -> [String] {
    state.cache.screenRows.compactMap {
      if case .screen(let index, _) = $0 { state.screens[index].id } else { nil }
    }
  }

  /// Ids of the listed screens in navigation-graph order, depth first from the app's roots (for `]` and `[`); list
  /// order where the store knows no graph.
  static func order(_ state: AppState) -> [String] {
    let indices: [Int] = state.cache.screenRows.compactMap {
      if case .screen(let index, _) = $0 { index } else { nil }
    }
    return indices.enumerated().sorted { lhs, rhs in
      (state.screens[lhs.element].screen.order ?? Int.max, lhs.offset)
        < (state.screens[rhs.element].screen.order ?? Int.max, rhs.offset)
    }.map { state.screens[$0.element].id }
  }
}
