import A11yAuditKit

/// The one table of keys: it drives ``update(_:_:)``, the help overlay and the status-line hints.
enum KeyMap {
  /// Bindings of a scope, in the order the help lists them.
  static func bindings(_ scope: KeyScope) -> [KeyBinding] {
    switch scope {
    case .dashboard: dashboard
    case .audits: audits
    case .findingsList: findingsList
    case .detail: detail
    case .screens: screens
    case .review: review
    case .checklists: checklists
    case .conformance: conformance
    case .labels: labels
    case .help: help
    case .confirmFix: confirmFix
    case .input: input
    case .tooSmall: tooSmall
    }
  }

  /// Hints shown in the status line for a scope.
  static func hints(_ scope: KeyScope) -> [KeyHint] {
    switch scope {
    case .dashboard, .audits:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "move"),
        KeyHint(actions: [.open], label: "findings"),
        KeyHint(actions: [.nextTab], label: "next screen"),
        KeyHint(actions: [.help], label: "help"),
        KeyHint(actions: [.quit], label: "quit"),
      ]
    case .findingsList:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "move"),
        KeyHint(actions: [.open], label: "details"),
        KeyHint(actions: [.cycleStatus], label: "status"),
        KeyHint(actions: [.search], label: "search"),
        KeyHint(actions: [.help], label: "help"),
        KeyHint(actions: [.quit], label: "quit"),
      ]
    case .detail:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "scroll"),
        KeyHint(actions: [.cycleStatus], label: "status"),
        KeyHint(actions: [.addNote], label: "note"),
        KeyHint(actions: [.back], label: "back"),
        KeyHint(actions: [.help], label: "help"),
      ]
    case .screens:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "move"),
        KeyHint(actions: [.open], label: "review"),
        KeyHint(actions: [.markReviewed], label: "reviewed"),
        KeyHint(actions: [.help], label: "help"),
        KeyHint(actions: [.quit], label: "quit"),
      ]
    case .review:
      [
        KeyHint(actions: [.nextScreen, .previousScreen], label: "screen"),
        KeyHint(actions: [.cycleCategory], label: "area"),
        KeyHint(actions: [.toggleOtherAreas], label: "other areas"),
        KeyHint(actions: [.markReviewed], label: "reviewed"),
        KeyHint(actions: [.open], label: "details"),
        KeyHint(actions: [.back], label: "back"),
        KeyHint(actions: [.help], label: "help"),
      ]
    case .checklists:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "move"),
        KeyHint(actions: [.toggleTick], label: "tick"),
        KeyHint(actions: [.undo], label: "undo"),
        KeyHint(actions: [.help], label: "help"),
        KeyHint(actions: [.quit], label: "quit"),
      ]
    case .conformance:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "move"),
        KeyHint(actions: [.open], label: "findings"),
        KeyHint(actions: [.cycleConformance], label: "reviewer's level"),
        KeyHint(actions: [.addNote], label: "note"),
        KeyHint(actions: [.help], label: "help"),
      ]
    case .labels:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "move"),
        KeyHint(actions: [.cycleClaim], label: "conclusion"),
        KeyHint(actions: [.addNote], label: "note"),
        KeyHint(actions: [.open], label: "findings"),
        KeyHint(actions: [.cycleDevice], label: "device"),
        KeyHint(actions: [.help], label: "help"),
      ]
    case .help:
      [
        KeyHint(actions: [.moveDown, .moveUp], label: "scroll"),
        KeyHint(actions: [.search], label: "filter"),
        KeyHint(actions: [.back], label: "close"),
      ]
    case .confirmFix:
      [
        KeyHint(actions: [.confirm], label: "apply the fix"),
        KeyHint(actions: [.cancel], label: "cancel"),
        KeyHint(actions: [.moveDown, .moveUp], label: "scroll"),
      ]
    case .input:
      [
        KeyHint(actions: [.submit], label: "done"),
        KeyHint(actions: [.cancel], label: "cancel"),
      ]
    case .tooSmall:
      [KeyHint(actions: [.quit], label: "quit")]
    }
  }

  /// The action `key` does in `scope`, if any.
  static func action(for key: Key, in scope: KeyScope) -> Action? {
    bindings(scope).first { $0.keys.contains(key) }?.action
  }

  /// Keys bound to `action` in `scope`.
  static func keys(for action: Action, in scope: KeyScope) -> [Key] {
    bindings(scope).first { $0.action == action }?.keys ?? []
  }

  /// The status-line hints as one line: `j/k move  Enter details  Space status  ? help  q quit`.
  static func hintLine(_ scope: KeyScope) -> String {
    hints(scope).map { hint in
      let names = hint.actions.compactMap { KeyMap.keys(for: $0, in: scope).first?.name }
      return names.joined(separator: "/") + " " + hint.label
    }.joined(separator: "  ")
  }

  // MARK: - Tables

  /// The order Space moves a finding through, spelled out for the help.
  static var statusCycle: String {
    var names = [FixStatus.open.title]
    var status = FixStatus.open.next
    while status != .open {
      names.append(status.title)
      status = status.next
    }
    return names.joined(separator: ", ") + ", then open again"
  }

  private static let down = KeyBinding(action: .moveDown, keys: [.char("j"), .down, .ctrl("n")], summary: "")
  private static let up = KeyBinding(action: .moveUp, keys: [.char("k"), .up, .ctrl("p")], summary: "")
  private static let pageDown = KeyBinding(action: .pageDown, keys: [.pageDown], summary: "Page down")
  private static let pageUp = KeyBinding(action: .pageUp, keys: [.pageUp], summary: "Page up")
  private static let halfDown = KeyBinding(action: .halfPageDown, keys: [.ctrl("d")], summary: "Half a page down")
  private static let halfUp = KeyBinding(action: .halfPageUp, keys: [.ctrl("u")], summary: "Half a page up")
  private static let top = KeyBinding(action: .top, keys: [.char("g"), .home], summary: "")
  private static let bottom = KeyBinding(action: .bottom, keys: [.char("G"), .end], summary: "")
  private static let helpKeys = KeyBinding(action: .help, keys: [.char("?"), .function(1)], summary: "Show these keys")
  private static let redraw = KeyBinding(action: .redraw, keys: [.ctrl("l")], summary: "Redraw the screen")
  private static let quitNow = KeyBinding(
    action: .quitNow, keys: [.char("Q"), .ctrl("c")], summary: "Quit at once (changes are already saved)")
  private static let quit = KeyBinding(action: .quit, keys: [.char("q")], summary: "Quit (changes are already saved)")
  private static var cycle: KeyBinding {
    KeyBinding(action: .cycleStatus, keys: [.space], summary: "Change the status: \(statusCycle)")
  }
  private static let undo = KeyBinding(
    action: .undo, keys: [.char("u")],
    summary: "Undo the last change (status, note, review state or checklist tick)")
  private static let rescan = KeyBinding(
    action: .rescan, keys: [.char("R")], summary: "Rescan the folder and the audit files, keeping the selection")
  private static let nextTab = KeyBinding(
    action: .nextTab, keys: [.tab],
    summary: "Next screen: dashboard, audit files, findings, screens, checklists, conformance, labels")
  private static let previousTab = KeyBinding(action: .previousTab, keys: [.backTab], summary: "Previous screen")

  /// Number keys that go to each top-level screen.
  private static let goKeys: [KeyBinding] = [
    KeyBinding(action: .goDashboard, keys: [.char("1")], summary: "Go to the dashboard"),
    KeyBinding(action: .goAudits, keys: [.char("2")], summary: "Go to the audit files"),
    KeyBinding(action: .goFindings, keys: [.char("3")], summary: "Go to the findings"),
    KeyBinding(action: .goScreens, keys: [.char("4")], summary: "Go to the app's screens"),
    KeyBinding(action: .goChecklists, keys: [.char("5")], summary: "Go to the checklists"),
    KeyBinding(action: .goConformance, keys: [.char("6")], summary: "Go to WCAG 2.2 conformance"),
    KeyBinding(action: .goLabels, keys: [.char("7")], summary: "Go to the App Store Accessibility Nutrition Labels"),
  ]

  private static let statusKeys: [KeyBinding] = [
    KeyBinding(action: .setOpen, keys: [.char("o")], summary: "Mark open"),
    KeyBinding(action: .setInProgress, keys: [.char("p")], summary: "Mark in progress"),
    KeyBinding(action: .setFixed, keys: [.char("x")], summary: "Mark fixed"),
    KeyBinding(action: .setWontFix, keys: [.char("w")], summary: "Mark won't fix"),
    KeyBinding(action: .setFalsePositive, keys: [.char("z")], summary: "Mark false positive"),
  ]

  private static func with(_ binding: KeyBinding, _ summary: String) -> KeyBinding {
    var copy = binding
    copy.summary = summary
    return copy
  }

  private static func moves(_ noun: String) -> [KeyBinding] {
    [
      with(down, "Select the next \(noun)"),
      with(up, "Select the previous \(noun)"),
      pageDown, pageUp, halfDown, halfUp,
      with(top, "Select the first \(noun)"),
      with(bottom, "Select the last \(noun)"),
    ]
  }

  private static var global: [KeyBinding] {
    [nextTab, previousTab, undo, rescan, helpKeys, redraw]
  }

  private static var dashboard: [KeyBinding] {
    moves("row")
      + [KeyBinding(action: .open, keys: [.enter], summary: "Show the findings of the selected area or audit file")]
      + goKeys + global + [quit, quitNow]
  }

  private static var audits: [KeyBinding] {
    moves("audit file")
      + [
        KeyBinding(action: .open, keys: [.enter], summary: "Show the findings the selected audit file describes"),
        KeyBinding(action: .openChecklists, keys: [.char("c")], summary: "Show the selected audit file's checklists"),
      ]
      + goKeys + global + [quit, quitNow]
  }

  private static var findingsList: [KeyBinding] {
    moves("finding")
      + [
        KeyBinding(action: .open, keys: [.enter], summary: "Show the selected finding in full"),
        cycle,
      ]
      + statusKeys
      + [
        KeyBinding(action: .filterCritical, keys: [.char("1")], summary: "Show only critical findings (again: all)"),
        KeyBinding(action: .filterHigh, keys: [.char("2")], summary: "Show only high findings (again: all)"),
        KeyBinding(action: .filterMedium, keys: [.char("3")], summary: "Show only medium findings (again: all)"),
        KeyBinding(action: .filterLow, keys: [.char("4")], summary: "Show only low findings (again: all)"),
        KeyBinding(action: .cycleStatusFilter, keys: [.char("f")], summary: "Show findings: all, todo, done"),
        KeyBinding(action: .cycleCategory, keys: [.char("c")], summary: "Show one area at a time, then all"),
        KeyBinding(
          action: .filterRule, keys: [.char("r")], summary: "Show only the selected finding's rule (again: all)"),
        KeyBinding(
          action: .toggleMark, keys: [.char("m")],
          summary: "Mark or unmark the finding; status keys then change every marked finding"),
        KeyBinding(
          action: .markAll, keys: [.char("M")], summary: "Mark every finding the filter shows (again: unmark them)"),
        KeyBinding(action: .cycleSort, keys: [.char("s")], summary: "Sort and group by severity, file or status"),
        KeyBinding(action: .clearFilters, keys: [.char("0")], summary: "Clear every filter"),
        KeyBinding(action: .back, keys: [.escape], summary: "Clear the marks, else the filter, else go back"),
        KeyBinding(action: .search, keys: [.char("/")], summary: "Search the findings' text"),
        KeyBinding(action: .nextMatch, keys: [.char("n")], summary: "Select the next match of the search"),
        KeyBinding(action: .previousMatch, keys: [.char("N")], summary: "Select the previous match of the search"),
      ]
      + global
      + [
        KeyBinding(action: .quit, keys: [.char("q")], summary: "Back when opened from another screen, else quit"),
        quitNow,
      ]
  }

  private static var detail: [KeyBinding] {
    [
      with(down, "Scroll down a line"),
      with(up, "Scroll up a line"),
      pageDown, pageUp, halfDown, halfUp,
      with(top, "Scroll to the top"),
      with(bottom, "Scroll to the end"),
      cycle,
    ]
      + statusKeys
      + [
        KeyBinding(action: .addNote, keys: [.char("n")], summary: "Add a note"),
        KeyBinding(action: .openEditor, keys: [.char("e")], summary: "Open $EDITOR at the finding's line"),
        KeyBinding(action: .applyFix, keys: [.char("F")], summary: "Apply the automatic fix (shows the diff first)"),
        KeyBinding(
          action: .suppress, keys: [.char("S")],
          summary: "Suppress the rule on this line, in this file or in the project (shows the diff first)"),
        KeyBinding(action: .back, keys: [.escape, .char("q")], summary: "Back to the list"),
        undo, helpKeys, redraw, quitNow,
      ]
  }

  private static var screens: [KeyBinding] {
    moves("screen")
      + [
        KeyBinding(action: .open, keys: [.enter], summary: "Review the selected screen, one screen at a time"),
        KeyBinding(action: .markReviewed, keys: [.char("r")], summary: "Mark the screen reviewed for every area"),
        KeyBinding(action: .markInReview, keys: [.char("i")], summary: "Mark the screen in review for every area"),
        KeyBinding(
          action: .cycleReview, keys: [.space], summary: "Change the review state: not reviewed, in review, reviewed"),
      ]
      + goKeys + global + [quit, quitNow]
  }

  private static var review: [KeyBinding] {
    moves("finding")
      + [
        KeyBinding(action: .nextScreen, keys: [.char("]")], summary: "Review the next screen in navigation order"),
        KeyBinding(
          action: .previousScreen, keys: [.char("[")], summary: "Review the previous screen in navigation order"),
        KeyBinding(action: .cycleCategory, keys: [.char("c")], summary: "Choose the area the review is for"),
        KeyBinding(
          action: .toggleOtherAreas, keys: [.char("a")],
          summary: "Show or fold the findings of the areas not in focus (listed after the area's)"),
        KeyBinding(
          action: .markReviewed, keys: [.char("r")], summary: "Mark this screen reviewed for the area in focus"),
        KeyBinding(
          action: .markInReview, keys: [.char("i")], summary: "Mark this screen in review for the area in focus"),
        KeyBinding(action: .open, keys: [.enter], summary: "Show the selected finding in full"),
        cycle,
        KeyBinding(action: .back, keys: [.escape, .char("q")], summary: "Back to the screens list"),
        undo, rescan, helpKeys, redraw, quitNow,
      ]
  }

  private static var checklists: [KeyBinding] {
    moves("item")
      + [
        KeyBinding(
          action: .toggleTick, keys: [.space, .enter], summary: "Tick or untick the item in its Markdown file")
      ]
      + goKeys + global + [quit, quitNow]
  }

  private static var conformance: [KeyBinding] {
    moves("criterion")
      + [
        KeyBinding(action: .open, keys: [.enter], summary: "List the findings that fail the selected criterion"),
        KeyBinding(
          action: .cycleConformance, keys: [.space],
          summary: "Change the reviewer's level: none, Supports, Partially Supports, Does Not Support, Not Applicable"),
        KeyBinding(action: .addNote, keys: [.char("n")], summary: "Add a reviewer's note to the selected criterion"),
      ]
      + goKeys + global + [quit, quitNow]
  }

  private static var labels: [KeyBinding] {
    moves("feature")
      + [
        KeyBinding(
          action: .cycleClaim, keys: [.space],
          summary: "Record your conclusion about the selected feature: supported, not supported, none"),
        KeyBinding(
          action: .addNote, keys: [.char("n")],
          summary: "Write what you checked and found (a confirmation needs a note to be ready)"),
        KeyBinding(action: .open, keys: [.enter], summary: "List the findings of the rules that bear on the feature"),
        KeyBinding(
          action: .cycleDevice, keys: [.char("d")],
          summary: "Next device: iPhone, iPad, Mac, Apple Watch, Apple TV, Apple Vision Pro"),
      ]
      + goKeys + global + [quit, quitNow]
  }

  private static var help: [KeyBinding] {
    [
      with(down, "Scroll down a line"),
      with(up, "Scroll up a line"),
      pageDown, pageUp, halfDown, halfUp,
      with(top, "Scroll to the top"),
      with(bottom, "Scroll to the end"),
      KeyBinding(
        action: .search, keys: [.char("/")],
        summary: "Filter the keys as you type (Enter keeps the filter, Esc clears it)"),
      KeyBinding(action: .back, keys: [.escape, .char("q")], summary: "Clear the filter, else close this help"),
      KeyBinding(action: .closeHelp, keys: [.char("?"), .function(1)], summary: "Close this help"),
      quitNow,
    ]
  }

  private static var confirmFix: [KeyBinding] {
    [
      with(down, "Scroll the diff down"),
      with(up, "Scroll the diff up"),
      KeyBinding(action: .confirm, keys: [.char("y"), .enter], summary: "Apply the fix to the file and rescan"),
      KeyBinding(action: .cancel, keys: [.escape, .char("n"), .char("q")], summary: "Leave the file as it is"),
      quitNow,
    ]
  }

  private static var input: [KeyBinding] {
    [
      KeyBinding(action: .submit, keys: [.enter], summary: "Done: search, save the note, or keep the key filter"),
      KeyBinding(action: .cancel, keys: [.escape], summary: "Cancel (nothing is saved; a key filter is cleared)"),
      KeyBinding(action: .deleteBackward, keys: [.backspace], summary: "Delete the character before the caret"),
      KeyBinding(action: .quitNow, keys: [.ctrl("c")], summary: "Quit at once (changes are already saved)"),
    ]
  }

  private static var tooSmall: [KeyBinding] {
    [
      KeyBinding(action: .quit, keys: [.char("q")], summary: "Quit"),
      quitNow,
    ]
  }
}
