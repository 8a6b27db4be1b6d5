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
