import A11yAuditKit

extension AppState {
  /// A key typed into the input line: a character is added to the search, note or key filter; any other key says
  /// why it does nothing.
  mutating func typeIntoInput(_ key: Key) -> [Effect] {
    guard case .char(let character) = key else {
      message = .info("\(key.name) does nothing while typing; Enter is done, Esc cancels")
      return []
    }
    if case .suppressReach(let id) = input?.purpose {
      let reaches: [Character: SuppressionReach] = ["l": .line, "f": .file, "p": .project]
      guard let reach = reaches[Character(character.lowercased())] else {
        message = .info("Press l (this line), f (this file) or p (the project); Esc cancels")
        return []
      }
      input = InputLine(purpose: .suppressReason(id: id, reach: reach))
      return []
    }
    input?.text.append(character)
    guard let line = input else { return [] }
    switch line.purpose {
    case .search: jumpToMatch(of: line.text, from: list.selected, step: 1)
    case .helpFilter: filterHelp(line.text)
    case .note, .criterionNote, .labelNote, .reason, .suppressReach, .suppressReason: break
    }
    return []
  }

  /// Keys of the input line: Esc cancels, Backspace deletes, Enter submits the search, note or key filter.
  mutating func handleInput(_ action: Action) -> [Effect] {
    guard let line = input else { return [] }
    switch action {
    case .cancel:
      input = nil
      switch line.purpose {
      case .search: message = .info("Search cancelled")
      case .note, .criterionNote, .labelNote: message = .info("Note not saved")
      case .reason(let status, _): message = .info("Not marked \(status.title): it needs the reason")
      case .suppressReach, .suppressReason: message = .info("Nothing suppressed")
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
      case .criterionNote(let number):
        guard !text.isEmpty else {
          message = .info("Empty note not saved")
          return []
        }
        message = .info("Reviewer's note on \(number) saved: \"\(text)\"")
        let level = criterionReviews.first { $0.number == number }?.level
        return [.reviewCriterion(number: number, level: level, note: text, by: reviewer.isEmpty ? nil : reviewer)]
      case .labelNote(let feature):
        return noteLabel(feature, text)
      case .reason(let status, let ids):
        guard !text.isEmpty else {
          input = line
          message = .info("\(status.title.capitalized) needs the reason; type it, or Esc cancels")
          return []
        }
        return setStatuses(status, of: ids, note: text)
      case .suppressReach:
        input = line
      case .suppressReason(let id, let reach):
        guard !text.isEmpty else {
          input = line
          message = .info("A suppression needs the reason; type it, or Esc cancels")
          return []
        }
        message = .info("Working out the suppression…")
        return [.planSuppression(id: id, reach: reach, reason: text)]
      }
    default:
      break
    }
    return []
  }
}
