import A11yAuditKit

extension AppState {
  /// The findings a status key changes on the list: every marked one when some are marked, else the selected one.
  func statusTargets(selected id: String) -> [String] {
    guard !marked.isEmpty else { return [id] }
    return visibleFindings.map(\.id).filter(marked.contains)
      + marked.filter { visiblePosition(ofFinding: $0) == nil }.sorted()
  }

  /// Sets `status` on the findings `ids`: asks for the reason first when the status needs one
  /// (``FixStatus/needsReason``, unless the project says `require_reason: false`).
  mutating func requestStatus(_ status: FixStatus, of ids: [String]) -> [Effect] {
    let changing = ids.compactMap(record).filter { $0.status != status }
    guard !changing.isEmpty else {
      let what = ids.count == 1 ? record(ids[0])?.shortLocation ?? "the finding" : "all \(ids.count) findings"
      message = .info("Already \(status.title): \(what)")
      return []
    }
    if status.needsReason && requiresReason {
      input = InputLine(purpose: .reason(status, ids: changing.map(\.id)))
      return []
    }
    if ids.count == 1 && marked.isEmpty { return setStatus(status, of: ids[0]) }
    return setStatuses(status, of: changing.map(\.id), note: nil)
  }

  /// Saves `status` (with `note`, when given) for the findings `ids` in one write, remembered as one change for `u`,
  /// and clears the marks.
  mutating func setStatuses(_ status: FixStatus, of ids: [String], note: String?) -> [Effect] {
    let records = ids.compactMap(record).filter { $0.status != status }
    guard !records.isEmpty else {
      message = .info("Already \(status.title)")
      return []
    }
    let changes = records.map { TriageChange.status(findingID: $0.id, status, note: note) }
    var inverse = records.map { TriageChange.status(findingID: $0.id, $0.status) }
    if let note { inverse += records.map { TriageChange.removeNote(findingID: $0.id, text: note) } }
    let what = records.count == 1 ? records[0].shortLocation : "\(records.count) findings"
    undo.append(.changes(summary: "\(what) \(status.title)", inverse: inverse))
    marked = []
    var counts = cache.counts
    counts.open += records.reduce(0) { $0 + (status == .open ? 1 : 0) - ($1.status == .open ? 1 : 0) }
    message = .info("Marked \(what) \(status.title)\(note.map { ": \"\($0)\"" } ?? ""), \(counts.openOfTotal)")
    return [.triage(changes)]
  }

  /// `m`: marks or unmarks the selected finding and selects the next one.
  mutating func toggleMark(of id: String) {
    if marked.remove(id) == nil { marked.insert(id) }
    if list.selected + 1 < visibleFindings.count {
      list.selected += 1
      fitToSize()
    }
    message = .info(
      marked.isEmpty
        ? "No finding marked" : "\(marked.count.counted("finding")) marked; a status key changes every one")
  }

  /// `M`: marks every finding the filter shows that matches the search (when there is one), or unmarks them when all
  /// are marked already.
  mutating func markAllShown() {
    let matches = FindingSearch(search)
    let shown = visibleFindings.filter { search.isEmpty || matches.matches($0) }.map(\.id)
    guard !shown.isEmpty else {
      message = .info(
        search.isEmpty
          ? "Nothing to mark: the filter shows no findings" : "Nothing to mark: no finding shown matches \"\(search)\"")
      return
    }
    if marked.isSuperset(of: shown) {
      marked.subtract(shown)
      message = .info("Unmarked the \(shown.count.counted("finding")) shown; \(marked.count) marked")
    } else {
      marked.formUnion(shown)
      message = .info(
        "Marked the \(shown.count.counted("finding")) shown (\(marked.count) in all); a status key changes every one")
    }
  }
}
