import A11yAuditKit

/// The title bar, the status line and the key hints every screen shares.
enum ChromeView {
  static func draw(_ state: AppState, into frame: inout Frame, glyphs: Glyphs) {
    let counts = state.cache.counts
    let title = "a11y-audit  \(state.rootName)  \(screenTitle(state, glyphs: glyphs))"
    let right = counts.findingsAndOpen
    let titleLine: StyledLine
    if state.prefs.linear {
      // One sentence, no spaces stretched between its parts.
      let sentence = "a11y-audit, \(state.rootName): \(screenTitle(state, glyphs: glyphs)); \(right)"
      titleLine = StyledLine([Span(sentence, .title)], fill: .title)
    } else if DisplayWidth.of(title) + 2 + DisplayWidth.of(right) <= frame.width {
      let gap = frame.width - DisplayWidth.of(title) - DisplayWidth.of(right)
      titleLine = StyledLine([Span(title + String(repeating: " ", count: gap) + right, .title)], fill: .title)
    } else {
      titleLine = StyledLine([Span(title, .title)], fill: .title)
    }
    frame.write(titleLine, row: 0, ellipsis: glyphs.ellipsis)

    let statusRow = PageLayout.statusRow(state.size)
    let hintRow = PageLayout.hintRow(state.size)
    let hints = StyledLine(KeyMap.hintLine(state.scope), .hint)
    guard let message = state.message else {
      frame.write(StyledLine(statusLine(state)), row: statusRow, ellipsis: glyphs.ellipsis)
      frame.write(hints, row: hintRow, ellipsis: glyphs.ellipsis)
      return
    }
    let role: Role = message.kind == .error ? .error : .normal
    let lines = TextWrap.lines(message.text, width: frame.width)
    frame.write(StyledLine(lines[0], role), row: statusRow, ellipsis: glyphs.ellipsis)
    if lines.count > 1 {
      // A message too long for one line takes the hint line too: what happened matters more than the hints.
      let rest = lines.dropFirst().joined(separator: " ")
      frame.write(StyledLine(rest, role), row: hintRow, ellipsis: glyphs.ellipsis)
    } else {
      frame.write(hints, row: hintRow, ellipsis: glyphs.ellipsis)
    }
  }

  private static func screenTitle(_ state: AppState, glyphs: Glyphs) -> String {
    switch state.route {
    case .detail(let id):
      guard let record = state.record(id) else { return "Finding" }
      let title =
        state.visiblePosition(ofFinding: id).map { "Finding \($0 + 1) of \(state.visibleFindings.count)" }
        ?? "Finding"
      let count = DetailLayout.lines(
        for: record, source: state.source, width: state.size.width, glyphs: glyphs, linear: state.prefs.linear
      ).count
      let height = PageLayout.bodyHeight(state.size)
      guard count > height else { return title }
      let last = min(count, state.detailOffset + height)
      return "\(title), lines \(state.detailOffset + 1)-\(last) of \(count)"
    case .findings:
      return state.filter.isEmpty ? "Findings" : "Findings (filtered)"
    default:
      return state.route.title
    }
  }

  /// The status line when nothing happened: counts, and on the findings list the filter, sort and search.
  static func statusLine(_ state: AppState) -> String {
    guard state.route == .findings else { return state.cache.statusCounts }
    var parts: [String] = []
    if !state.marked.isEmpty { parts.append("\(state.marked.count) marked") }
    if !state.filter.isEmpty {
      parts.append("Filter: \(state.filter.summary) (\(state.visibleFindings.count) shown)")
    }
    if state.sort != .severity { parts.append("sorted by \(state.sort.rawValue)") }
    if !state.search.isEmpty { parts.append("search \"\(state.search)\"") }
    parts.append(state.cache.statusCounts)
    return parts.joined(separator: "; ")
  }

  /// `12 open, 3 in progress, 4 fixed, 1 won't fix`: every status in use, in the order of ``FixStatus``.
  /// `byStatus` counts the findings of each status, indexed by ``FindingOrder/statusRank(_:)``.
  static func statusCounts(byStatus: [Int]) -> String {
    guard byStatus.contains(where: { $0 > 0 }) else { return "No findings" }
    return FixStatus.allCases.compactMap { status in
      let count = byStatus[FindingOrder.statusRank(status)]
      return count > 0 ? "\(count) \(status.title)" : nil
    }.joined(separator: ", ")
  }
}
