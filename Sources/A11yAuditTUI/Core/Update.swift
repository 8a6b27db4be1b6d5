import A11yAuditKit

/// Applies `msg` to `state` and returns the work the runtime must do. Pure: no files, clock or terminal.
func update(_ state: inout AppState, _ msg: Msg) -> [Effect] {
  switch msg {
  case .key(let key):
    return state.handle(key)
  case .resize(let size):
    state.size = size
    state.fitToSize()
    return []
  case .loaded(let document), .saved(let document):
    state.replaceFindings(with: document.findings)
    return []
  case .failed(let reason):
    state.message = .error("Not saved: \(reason)")
    return []
  }
}

extension AppState {
  /// Routes a key to the screen or overlay that has the keys now.
  mutating func handle(_ key: Key) -> [Effect] {
    let scope = self.scope
    message = nil
    guard let action = KeyMap.action(for: key, in: scope) else {
      explainUnbound(key, in: scope)
      return []
    }
    switch action {
    case .quitNow: return [.quit]
    case .redraw: return [.redraw]
    case .help:
      overlay = .help(scope: scope, offset: 0)
      return []
    default: break
    }
    switch scope {
    case .tooSmall: return handleTooSmall(action)
    case .help: return handleHelp(action)
    case .findingsList: return handleFindingsList(action)
    case .detail: return handleDetail(action)
    }
  }

  /// Says why a key did nothing, so no key press is silently ignored.
  private mutating func explainUnbound(_ key: Key, in scope: KeyScope) {
    switch (scope, key) {
    case (.tooSmall, _):
      break
    case (.findingsList, .escape):
      message = .info("Nothing to go back to: this is the findings list; q quits")
    case (.help, _):
      let close = KeyMap.keys(for: .closeHelp, in: .help).first?.name ?? "Esc"
      message = .info("\(key.name) does nothing in the help; \(close) closes it")
    default:
      let help = KeyMap.keys(for: .help, in: scope).first?.name ?? "?"
      message = .info("\(key.name) does nothing here; \(help) lists the keys")
    }
  }

  /// Asks the runtime to save the next status of finding `index` (``FixStatus/next``) and says so.
  ///
  /// The row changes only when the store answers with ``Msg/saved(_:)``, so the screen never shows a status
  /// that was not saved; a failed save replaces the message with the reason.
  mutating func cycleStatus(ofFinding index: Int) -> [Effect] {
    let record = findings[index]
    let next = record.status.next
    var counts = FindingCounts(findings)
    counts.open += (next == .open ? 1 : 0) - (record.status == .open ? 1 : 0)
    message = .info("Marked \(next.title): \(record.shortLocation), \(counts.openOfTotal)")
    return [.setStatus(id: record.id, status: next)]
  }

  /// Takes in the store's findings, keeping the selected finding selected and any open detail screen.
  mutating func replaceFindings(with records: [FindingRecord]) {
    let selectedID = selectedFinding?.id
    findings = FindingOrder.sorted(records)
    if let selectedID, let index = index(ofFinding: selectedID) {
      list.selected = index
    } else {
      list.selected = max(0, min(list.selected, findings.count - 1))
    }
    if case .detail(let id) = route, index(ofFinding: id) == nil {
      routes = [.findings]
      message = .info("The finding shown is no longer in the store; back to the list")
    }
    fitToSize()
  }

  /// Keeps selections and scroll offsets valid after the size or the findings changed.
  mutating func fitToSize() {
    let layout = FindingsListLayout(findings: findings)
    list.offset = layout.offset(keeping: list.selected, visible: ScreenLayout.bodyHeight(size), from: list.offset)
    detailOffset = clampDetailOffset(detailOffset)
    if case .help(let scope, let offset) = overlay {
      overlay = .help(scope: scope, offset: HelpLayout(scope: scope, size: size).clamp(offset))
    }
  }
}
