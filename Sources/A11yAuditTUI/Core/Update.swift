import A11yAuditKit

/// Applies `msg` to `state` and returns the work the runtime must do. Pure: no files, clock or terminal.
func update(_ state: inout AppState, _ msg: Msg) -> [Effect] {
  defer { state.prepareForRender() }
  switch msg {
  case .key(let key):
    return state.handle(key)
  case .resize(let size):
    state.size = size
    state.fitToSize()
    return []
  case .loaded(let document), .saved(let document):
    state.replace(with: document)
    return []
  case .failed(let reason):
    state.message = .error("Not saved: \(reason)")
    return []
  case .ticked(let old, let new):
    state.audits.replace(old, with: new)
    state.message = .info("\(new.checked ? "Ticked" : "Unticked"): \(new.text) (\(new.file):\(new.line))")
    state.fitToSize()
    return []
  case .rescanned(let document, let audits, let summary):
    state.audits = audits
    state.replace(with: document)
    state.message = .info(summary)
    return state.sourceEffects()
  case .sourceLoaded(let source):
    state.source = source
    state.detailOffset = state.clampDetailOffset(state.detailOffset)
    return []
  case .fixPlanned(let id, let diff, let reason):
    guard let diff, !diff.isEmpty else {
      state.message = .info("No automatic fix: \(reason)")
      return []
    }
    state.overlay = .confirmFix(.fix(id: id), diff: diff, offset: 0)
    state.message = .info(reason)
    return []
  case .suppressionPlanned(let plan, let reason):
    guard let plan else {
      state.message = .error("Not suppressed: \(reason)")
      return []
    }
    state.overlay = .confirmFix(.suppression(plan), diff: plan.diff, offset: 0)
    state.message = .info(reason)
    return []
  case .videoSeen(let video):
    state.video = video
    return []
  case .info(let text), .progress(let text):
    state.message = .info(text)
    return []
  case .rootChanged(let change):
    if change.needsRescan {
      state.message = .info("Rescanning: \(change.filesText) changed…")
      return [.rescanAfter(change)]
    }
    return change.store ? [.reloadStore] : []
  case .storeReloaded(let document):
    state.replace(with: document)
    state.message = .info(RootChange.storeReloadedSentence)
    return []
  }
}

extension AppState {
  /// Routes a key to the screen or overlay that has the keys now.
  mutating func handle(_ key: Key) -> [Effect] {
    let scope = self.scope
    message = nil
    if scope == .input, KeyMap.action(for: key, in: .input) == nil {
      return typeIntoInput(key)
    }
    guard let action = KeyMap.action(for: key, in: scope) else {
      explainUnbound(key, in: scope)
      return []
    }
    switch action {
    case .quitNow: return [.quit]
    case .redraw: return [.redraw]
    case .help:
      overlay = .help(HelpState(scope: scope))
      return []
    case .nextTab: return switchTab(by: 1)
    case .previousTab: return switchTab(by: -1)
    case .goDashboard: return go(to: .dashboard)
    case .goAudits: return go(to: .audits)
    case .goFindings: return go(to: .findings)
    case .goScreens: return go(to: .screens)
    case .goChecklists: return go(to: .checklists)
    case .goConformance: return go(to: .conformance)
    case .goLabels: return go(to: .labels)
    case .undo: return undoLast()
    case .rescan:
      message = .info("Rescanning the folder and the audit files…")
      return [.rescan]
    default: break
    }
    switch scope {
    case .tooSmall: return handleTooSmall(action)
    case .help: return handleHelp(action)
    case .confirmFix: return handleConfirmFix(action)
    case .input: return handleInput(action)
    case .dashboard: return handleDashboard(action)
    case .audits: return handleAudits(action)
    case .findingsList: return handleFindingsList(action)
    case .detail: return handleDetail(action)
    case .screens: return handleAppScreens(action)
    case .review: return handleReview(action)
    case .checklists: return handleChecklists(action)
    case .conformance: return handleConformance(action)
    case .labels: return handleLabels(action)
    }
  }

  /// Says why a key did nothing, so no key press is silently ignored.
  private mutating func explainUnbound(_ key: Key, in scope: KeyScope) {
    switch (scope, key) {
    case (.tooSmall, _):
      break
    case (_, .escape):
      message = .info("Nothing to go back to: this is the \(route.title.lowercased()) screen; q quits")
    case (.help, _):
      let close = KeyMap.keys(for: .back, in: .help).first?.name ?? "Esc"
      message = .info("\(key.name) does nothing in the help; \(close) closes it")
    default:
      let help = KeyMap.keys(for: .help, in: scope).first?.name ?? "?"
      message = .info("\(key.name) does nothing here; \(help) lists the keys")
    }
  }

  /// Goes to a top-level screen, keeping each screen's selection.
  mutating func go(to tab: Route) -> [Effect] {
    routes = [tab]
    overlay = nil
    fitToSize()
    return tab == .labels && video == nil ? [.seeVideo] : []
  }

  private mutating func switchTab(by step: Int) -> [Effect] {
    let tabs = Route.tabs
    let current = tabs.firstIndex(of: route.tab) ?? 0
    return go(to: tabs[(current + step + tabs.count) % tabs.count])
  }

  // MARK: - Changes that are saved

  /// Asks the runtime to save the next status of finding `index` of the visible list (``FixStatus/next``).
  mutating func cycleStatus(ofFinding index: Int) -> [Effect] {
    let record = visibleFindings[index]
    return setStatus(record.status.next, of: record.id)
  }

  /// Asks the runtime to save `status` for a finding and says so; remembers the old status for `u`.
  ///
  /// The row changes only when the store answers with ``Msg/saved(_:)``, so the screen never shows a status
  /// that was not saved; a failed save replaces the message with the reason.
  mutating func setStatus(_ status: FixStatus, of id: String, undoable: Bool = true) -> [Effect] {
    guard let record = record(id) else { return [] }
    guard record.status != status else {
      message = .info("Already \(status.title): \(record.shortLocation)")
      return []
    }
    var counts = cache.counts
    counts.open += (status == .open ? 1 : 0) - (record.status == .open ? 1 : 0)
    message = .info("Marked \(status.title): \(record.shortLocation), \(counts.openOfTotal)")
    if undoable { undo.append(.status(id: id, previous: record.status)) }
    return [.setStatus(id: id, status: status)]
  }

  /// Asks the runtime to save a screen's review state; remembers the old one for `u`.
  mutating func setReview(_ state: ReviewState, ofScreen id: String, undoable: Bool = true) -> [Effect] {
    guard let screen = screens.first(where: { $0.id == id }) else { return [] }
    guard screen.review != state else {
      message = .info("\(screen.screen.name) is already \(state.title)")
      return []
    }
    if undoable { undo.append(.review(id: id, previous: screen.review)) }
    let reviewable = screens.reviewable
    let total = reviewable.count
    let reviewed =
      reviewable.count { $0.review == .reviewed } + (state == .reviewed ? 1 : 0)
      - (screen.review == .reviewed ? 1 : 0)
    message = .info("Marked \(screen.screen.name) \(state.title), \(reviewed) of \(total) screens reviewed")
    return [.setReview(id: id, state: state)]
  }

  /// Asks the runtime to save a screen's review state for `area` alone; remembers the old one for `u`.
  mutating func setReview(_ state: ReviewState, ofScreen id: String, area: Category, undoable: Bool = true) -> [Effect]
  {
    guard let screen = screens.first(where: { $0.id == id }) else { return [] }
    let previous = screen.review(for: area)
    guard previous != state else {
      message = .info("\(screen.screen.name) is already \(state.title) for \(area.title)")
      return []
    }
    if undoable { undo.append(.areaReview(id: id, area: area, previous: previous)) }
    let reviewable = screens.reviewable
    let reviewed =
      reviewable.count { $0.review(for: area) == .reviewed } + (state == .reviewed ? 1 : 0)
      - (previous == .reviewed ? 1 : 0)
    message = .info(
      "Marked \(screen.screen.name) \(state.title) for \(area.title), \(reviewed) of \(reviewable.count) screens reviewed for it"
    )
    return [.setAreaReview(id: id, area: area, state: state)]
  }

  /// Takes the last change back.
  mutating func undoLast() -> [Effect] {
    guard let last = undo.popLast() else {
      message = .info("Nothing to undo: no change made in this session")
      return []
    }
    switch last {
    case .status(let id, let previous):
      let effects = setStatus(previous, of: id, undoable: false)
      if let record = record(id) { message = .info("Undone: \(record.shortLocation) is \(previous.title) again") }
      return effects
    case .changes(let summary, let inverse):
      message = .info("Undone: \(summary)")
      return [.triage(inverse)]
    case .note(let id, let text):
      message = .info("Undone: removed the note \"\(text)\"")
      return [.removeNote(id: id, text: text)]
    case .review(let id, let previous):
      let effects = setReview(previous, ofScreen: id, undoable: false)
      let name = screens.first { $0.id == id }?.screen.name ?? id
      message = .info("Undone: \(name) is \(previous.title) again")
      return effects
    case .areaReview(let id, let area, let previous):
      let effects = setReview(previous, ofScreen: id, area: area, undoable: false)
      let name = screens.first { $0.id == id }?.screen.name ?? id
      message = .info("Undone: \(name) is \(previous.title) for \(area.title) again")
      return effects
    case .checklist(let item):
      guard let current = audits.checklistItems.first(where: { $0.file == item.file && $0.text == item.text })
      else {
        message = .error("Cannot undo: the checklist item \"\(item.text)\" is no longer in \(item.file)")
        return []
      }
      message = .info("Undoing the tick of \"\(item.text)\"")
      return [.toggleChecklist(current)]
    }
  }

  // MARK: - Store results

  /// Takes in the store, keeping the selected finding selected and any open detail screen.
  mutating func replace(with document: StoreDocument) {
    replaceFindings(with: document.findings)
    if screens != document.screens { screens = document.screens }
    if criterionReviews != document.criterionReviews ?? [] { criterionReviews = document.criterionReviews ?? [] }
    if featureDeclarations != document.featureDeclarations ?? [] {
      featureDeclarations = document.featureDeclarations ?? []
    }
    fitToSize()
  }

  /// Takes in the store's findings, keeping the selected finding selected and any open detail screen.
  mutating func replaceFindings(with records: [FindingRecord]) {
    let selectedID = selectedFinding?.id
    setFindings(records)
    if let selectedID, let index = visiblePosition(ofFinding: selectedID) {
      list.selected = index
    } else {
      list.selected = max(0, min(list.selected, visibleFindings.count - 1))
    }
    if case .detail(let id) = route, index(ofFinding: id) == nil {
      routes.removeLast()
      message = .info("The finding shown is no longer in the store; back to the list")
    }
    fitToSize()
  }

  /// The effects that load what the shown screen needs from disk (the detail screen's source file).
  func sourceEffects() -> [Effect] {
    guard case .detail(let id) = route, let record = record(id), !record.isAuditOnly else { return [] }
    return [.loadSource(record.finding.file)]
  }

  /// Keeps selections and scroll offsets valid after the size or the findings changed.
  mutating func fitToSize() {
    let height = PageLayout.bodyHeight(size)
    list.selected = max(0, min(list.selected, visibleFindings.count - 1))
    list.offset = cache.layout.offset(keeping: list.selected, visible: height, from: list.offset)
    detailOffset = clampDetailOffset(detailOffset)
    // Only the lists on the way to the shown screen: switching screens calls this again for the next one.
    for shown in routes {
      switch shown {
      case .dashboard:
        dashboardList = ListNavigation.fit(dashboardList, in: DashboardLayout.make(self), height: height)
      case .audits:
        auditsList = ListNavigation.fit(auditsList, in: AuditsLayout.make(self), height: height)
      case .screens:
        screensList = ListNavigation.fit(screensList, in: AppScreensLayout.make(self), height: height)
      case .checklists:
        checklistList = ListNavigation.fit(checklistList, in: ChecklistsLayout.make(self), height: height)
      case .review(let id):
        reviewList = ListNavigation.fit(reviewList, in: ReviewLayout.make(self, screen: id), height: height)
      case .conformance where !cache.conformanceIsStale:
        conformanceList = ListNavigation.fit(conformanceList, in: ConformanceLayout.make(self), height: height)
      case .conformance:
        break
      case .labels where !cache.labelsAreStale:
        labelsList = ListNavigation.fit(labelsList, in: LabelsLayout.make(self), height: height)
      case .labels:
        break
      case .findings, .detail:
        break
      }
    }
    switch overlay {
    case .help(var help):
      help.offset = helpLayout(help).clamp(help.offset)
      overlay = .help(help)
    case .confirmFix(let edit, let diff, let offset):
      overlay = .confirmFix(
        edit, diff: diff,
        offset: ConfirmFixLayout(diff: diff, size: size, boxed: !prefs.linear, edit: edit).clamp(offset))
    case nil:
      break
    }
  }
}
