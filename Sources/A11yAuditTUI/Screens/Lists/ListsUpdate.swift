import A11yAuditKit

extension AppState {
  private var bodyHeight: Int { ScreenLayout.bodyHeight(size) }

  /// Moves a list's selection; says why when nothing moved. Returns false when `action` is not a move.
  private mutating func move(
    _ position: WritableKeyPath<AppState, ListPosition>, _ action: Action, _ layout: ListLayout, noun: String
  ) -> Bool {
    switch action {
    case .moveDown, .moveUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom:
      let (moved, why) = ListNavigation.move(
        self[keyPath: position], action, in: layout, height: bodyHeight, noun: noun)
      self[keyPath: position] = moved
      if let why { message = .info(why) }
      return true
    default:
      return false
    }
  }

  /// Opens the findings list narrowed to `filter`, one level below the current screen.
  private mutating func openFindings(_ filter: FindingFilter, what: String) {
    self.filter = filter
    routes.append(.findings)
    list = ListPosition()
    fitToSize()
    message = .info("\(visibleFindings.count) findings of \(what); Esc goes back")
  }

  mutating func handleDashboard(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.dashboardList, action, DashboardLayout.make(self), noun: "row") { return [] }
    guard action == .open else { return [] }
    let rows = cache.dashboard.rows
    guard rows.indices.contains(dashboardList.selected) else {
      message = .info("Nothing selected")
      return []
    }
    let row = rows[dashboardList.selected]
    switch row.source {
    case .category(let category): openFindings(FindingFilter(category: category), what: row.title)
    case .auditFile(let path): openFindings(FindingFilter(audit: path), what: path)
    }
    return []
  }

  mutating func handleAudits(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.auditsList, action, AuditsLayout.make(self), noun: "audit file") { return [] }
    guard audits.documents.indices.contains(auditsList.selected) else {
      message = .info("No audit files: no Markdown audit was found under the folder")
      return []
    }
    let document = audits.documents[auditsList.selected]
    switch action {
    case .open:
      openFindings(FindingFilter(audit: document.path), what: document.path)
    case .openChecklists:
      guard
        let first = cache.checklistRows.lazy.compactMap({ row -> Int? in
          if case .item(let index) = row { index } else { nil }
        }).enumerated().first(where: { audits.checklistItems[$0.element].file == document.path })
      else {
        message = .info("\(document.path) has no checklist")
        return []
      }
      routes = [.checklists]
      checklistList = ListPosition(selected: first.offset, offset: checklistList.offset)
      fitToSize()
    default:
      break
    }
    return []
  }

  mutating func handleScreens(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.screensList, action, ScreensLayout.make(self), noun: "screen") { return [] }
    let order = ScreensLayout.order(self)
    guard order.indices.contains(screensList.selected) else {
      message = .info("No screens: the scan found no SwiftUI views")
      return []
    }
    let id = order[screensList.selected]
    switch action {
    case .open:
      routes.append(.review(id))
      reviewList = ListPosition()
      fitToSize()
      guard let screen = screens.first(where: { $0.id == id }), screen.review == .notReviewed else { return [] }
      let effects = setReview(.inReview, ofScreen: id)
      message = .info("Reviewing \(screen.screen.name): ] next screen, r marks it reviewed")
      return effects
    case .markReviewed: return setReview(.reviewed, ofScreen: id)
    case .markInReview: return setReview(.inReview, ofScreen: id)
    case .cycleReview:
      guard let screen = screens.first(where: { $0.id == id }) else { return [] }
      let all = ReviewState.allCases
      let next = all[((all.firstIndex(of: screen.review) ?? 0) + 1) % all.count]
      return setReview(next, ofScreen: id)
    default:
      return []
    }
  }

  mutating func handleReview(_ action: Action) -> [Effect] {
    guard case .review(let id) = route else { return [] }
    let layout = ReviewLayout.make(self, screen: id)
    if move(\.reviewList, action, layout, noun: "finding of this screen") { return [] }
    let findings = ReviewLayout.findings(self, screen: id)
    switch action {
    case .back:
      routes.removeLast()
      if let position = ScreensLayout.order(self).firstIndex(of: id) { screensList.selected = position }
      fitToSize()
    case .nextScreen, .previousScreen:
      let order = ScreensLayout.order(self)
      guard let position = order.firstIndex(of: id) else { return [] }
      let target = position + (action == .nextScreen ? 1 : -1)
      guard order.indices.contains(target) else {
        message = .info(
          "Already at the \(action == .nextScreen ? "last" : "first") screen (\(position + 1) of \(order.count))")
        return []
      }
      routes[routes.count - 1] = .review(order[target])
      screensList.selected = target
      reviewList = ListPosition()
      fitToSize()
      let next = order[target]
      if let screen = screens.first(where: { $0.id == next }), screen.review == .notReviewed {
        return setReview(.inReview, ofScreen: next)
      }
    case .markReviewed: return setReview(.reviewed, ofScreen: id)
    case .markInReview: return setReview(.inReview, ofScreen: id)
    case .open:
      guard findings.indices.contains(reviewList.selected) else {
        message = .info("Nothing selected: this screen has no findings")
        return []
      }
      routes.append(.detail(findings[reviewList.selected].id))
      detailOffset = 0
      source = nil
      return sourceEffects()
    case .cycleStatus:
      guard findings.indices.contains(reviewList.selected) else {
        message = .info("Nothing selected: this screen has no findings")
        return []
      }
      let record = findings[reviewList.selected]
      return setStatus(record.status.next, of: record.id)
    default:
      break
    }
    return []
  }

  mutating func handleChecklists(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.checklistList, action, ChecklistsLayout.make(self), noun: "item") { return [] }
    guard action == .toggleTick else { return [] }
    guard let item = ChecklistsLayout.item(at: checklistList.selected, self) else {
      message = .info("No checklist items: the audit files have no `- [ ]` items")
      return []
    }
    undo.append(.checklist(item))
    return [.toggleChecklist(item)]
  }

  mutating func handleConfirmFix(_ action: Action) -> [Effect] {
    guard case .confirmFix(let id, let diff, let offset) = overlay else { return [] }
    let layout = ConfirmFixLayout(diff: diff, size: size, boxed: !prefs.linear)
    switch action {
    case .confirm:
      overlay = nil
      message = .info("Applying the automatic fix…")
      return [.applyFix(id: id)]
    case .cancel:
      overlay = nil
      message = .info("Fix not applied: the file is unchanged")
    case .moveDown: overlay = .confirmFix(id: id, diff: diff, offset: layout.clamp(offset + 1))
    case .moveUp: overlay = .confirmFix(id: id, diff: diff, offset: layout.clamp(offset - 1))
    default: break
    }
    return []
  }

  // MARK: - Input line

  mutating func typeIntoInput(_ key: Key) -> [Effect] {
    guard case .char(let character) = key else {
      message = .info("\(key.name) does nothing while typing; Enter is done, Esc cancels")
      return []
    }
    input?.text.append(character)
    guard let line = input else { return [] }
    switch line.purpose {
    case .search: jumpToMatch(of: line.text, from: list.selected, step: 1)
    case .helpFilter: filterHelp(line.text)
    case .note: break
    }
    return []
  }

  mutating func handleInput(_ action: Action) -> [Effect] {
    guard let line = input else { return [] }
    switch action {
    case .cancel:
      input = nil
      switch line.purpose {
      case .search: message = .info("Search cancelled")
      case .note: message = .info("Note not saved")
      case .helpFilter:
        filterHelp("")
        message = .info("Key filter cleared: every key is listed")
      }
    case .deleteBackward:
      if !line.text.isEmpty { input?.text.removeLast() }
      if line.purpose == .helpFilter, let text = input?.text { filterHelp(text) }
    case .submit:
      input = nil
      let text = line.text.trimmingCharacters(in: .whitespaces)
      switch line.purpose {
      case .search:
        search = text
        guard !text.isEmpty else {
          message = .info("Search cleared")
          return []
        }
        let matches = FindingSearch(text).matches(in: table)
        let count = cache.visible.count(where: matches)
        if count == 0 {
          message = .info("No finding matches \"\(text)\"")
        } else {
          jumpToMatch(of: text, from: list.selected, step: 1)
          message = .info("\(count) findings match \"\(text)\"; n next, N previous")
        }
      case .helpFilter:
        filterHelp(text)
        guard case .help(let help) = overlay, !text.isEmpty else {
          message = .info("No key filter: every key is listed")
          return []
        }
        let count = helpLayout(help).sections.reduce(0) { $0 + $1.bindings.count }
        message = .info("\(count) \(count == 1 ? "key matches" : "keys match") \"\(text)\"; Esc clears the filter")
      case .note(let id):
        guard !text.isEmpty else {
          message = .info("Empty note not saved")
          return []
        }
        undo.append(.note(id: id, text: text))
        message = .info("Note added: \"\(text)\"")
        return [.addNote(id: id, text: text)]
      }
    default:
      break
    }
    return []
  }

  /// Whether the finding's message, file, rule id or rule title contains `text`, in any case.
  static func matches(_ record: FindingRecord, _ text: String) -> Bool { FindingSearch(text).matches(record) }

  /// Selects the next (step 1) or previous (step -1) visible finding that matches, starting at `start`.
  @discardableResult
  mutating func jumpToMatch(of text: String, from start: Int, step: Int) -> Bool {
    let count = visibleFindings.count
    guard count > 0, !text.isEmpty else { return false }
    let matches = FindingSearch(text).matches(in: table)
    let visible = cache.visible
    let found = (0..<count).lazy.map { distance in ((start + step * distance) % count + count) % count }
      .first { matches(visible[$0]) }
    guard let index = found else { return false }
    list.selected = index
    list.offset = cache.layout.offset(keeping: index, visible: ScreenLayout.bodyHeight(size), from: list.offset)
    return true
  }
}
