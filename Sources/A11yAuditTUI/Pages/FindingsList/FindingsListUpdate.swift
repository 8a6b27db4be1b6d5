import A11yAuditKit

extension AppState {
  /// Keys on the findings list.
  mutating func handleFindingsList(_ action: Action) -> [Effect] {
    switch action {
    case .quit:
      guard routes.count > 1 else { return [.quit] }
      routes.removeLast()
      fitToSize()
      return []
    case .back:
      if !marked.isEmpty {
        message = .info("Unmarked \(marked.count.counted("finding"))")
        marked = []
      } else if !filter.isEmpty {
        filter = FindingFilter()
        fitToSize()
        message = .info("Filter cleared: all \(visibleFindings.count) findings")
      } else if routes.count > 1 {
        routes.removeLast()
        fitToSize()
      } else {
        message = .info("Nothing to clear or go back to; q quits")
      }
      return []
    case .filterCritical: return toggleSeverity(.critical)
    case .filterHigh: return toggleSeverity(.high)
    case .filterMedium: return toggleSeverity(.medium)
    case .filterLow: return toggleSeverity(.low)
    case .cycleStatusFilter: return changeFilter { $0.status = $0.status.next }
    case .cycleCategory: return changeFilter { $0.category = A11yAuditKit.Category.after($0.category) }
    case .clearFilters: return changeFilter { $0 = FindingFilter() }
    case .cycleSort:
      let id = selectedFinding?.id
      sort = sort.next
      if let id, let position = visiblePosition(ofFinding: id) { list.selected = position }
      fitToSize()
      message = .info("Sorted by \(sort.rawValue)")
      return []
    case .search:
      input = InputLine(purpose: .search)
      return []
    case .nextMatch, .previousMatch:
      guard !search.isEmpty else {
        message = .info("No search yet: / searches")
        return []
      }
      let step = action == .nextMatch ? 1 : -1
      if !jumpToMatch(of: search, from: list.selected + step, step: step) {
        message = .info("No finding matches \"\(search)\"")
      }
      return []
    default: break
    }
    guard !visibleFindings.isEmpty else {
      message = .info(
        findings.isEmpty
          ? "Nothing selected: the store has no findings" : "Nothing selected: the filter matched no findings")
      return []
    }
    let height = PageLayout.bodyHeight(size)
    guard let record = selectedFinding else { return [] }
    switch action {
    case .moveDown: moveSelection(by: 1, scroll: false)
    case .moveUp: moveSelection(by: -1, scroll: false)
    case .pageDown: moveSelection(by: max(1, height - 1), scroll: true)
    case .pageUp: moveSelection(by: -max(1, height - 1), scroll: true)
    case .halfPageDown: moveSelection(by: max(1, height / 2), scroll: true)
    case .halfPageUp: moveSelection(by: -max(1, height / 2), scroll: true)
    case .top: moveSelection(to: 0)
    case .bottom: moveSelection(to: visibleFindings.count - 1)
    case .open:
      routes.append(.detail(record.id))
      detailOffset = 0
      source = nil
      return sourceEffects()
    case .cycleStatus:
      guard marked.isEmpty else {
        message = .info("Space cycles one finding; with findings marked, press o, p, x, w or z")
        return []
      }
      return requestStatus(record.status.next, of: [record.id])
    case .setOpen: return requestStatus(.open, of: statusTargets(selected: record.id))
    case .setInProgress: return requestStatus(.inProgress, of: statusTargets(selected: record.id))
    case .setFixed: return requestStatus(.fixed, of: statusTargets(selected: record.id))
    case .setWontFix: return requestStatus(.wontFix, of: statusTargets(selected: record.id))
    case .setFalsePositive: return requestStatus(.falsePositive, of: statusTargets(selected: record.id))
    case .toggleMark: toggleMark(of: record.id)
    case .markAll: markAllShown()
    case .filterRule:
      let rule = record.finding.rule
      return changeFilter { $0.rule = $0.rule == nil ? rule : nil }
    default:
      break
    }
    return []
  }

  private mutating func toggleSeverity(_ severity: Severity) -> [Effect] {
    changeFilter { $0.severity = $0.severity == severity ? nil : severity }
  }

  /// Changes the filter, keeping the selected finding selected when it still shows, and says what shows now.
  private mutating func changeFilter(_ change: (inout FindingFilter) -> Void) -> [Effect] {
    let id = selectedFinding?.id
    var next = filter
    change(&next)
    filter = next
    list.selected = id.flatMap { visiblePosition(ofFinding: $0) } ?? 0
    fitToSize()
    let summary = filter.summary
    message = .info(
      summary.isEmpty
        ? "No filter: all \(visibleFindings.count) findings"
        : "Showing \(visibleFindings.count) of \(findings.count) findings: \(summary)")
    return []
  }

  /// Moves the selection by `step` findings; paging also scrolls the view by the same number of lines.
  private mutating func moveSelection(by step: Int, scroll: Bool) {
    let count = visibleFindings.count
    let target = max(0, min(count - 1, list.selected + step))
    if target == list.selected {
      let edge = step > 0 ? "last" : "first"
      message = .info("Already at the \(edge) finding (\(list.selected + 1) of \(count))")
      return
    }
    if scroll { list.offset += step }
    moveSelection(to: target)
  }

  private mutating func moveSelection(to index: Int) {
    list.selected = index
    list.offset = cache.layout.offset(keeping: index, visible: PageLayout.bodyHeight(size), from: list.offset)
  }
}
