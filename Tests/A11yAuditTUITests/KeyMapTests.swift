import Testing

@testable import A11yAuditTUI

@Suite struct KeyMapTests {
  @Test func everyActionHasAKeyInSomeScope() {
    let bound = Set(KeyScope.allCases.flatMap { KeyMap.bindings($0).filter { !$0.keys.isEmpty }.map(\.action) })
    #expect(Set(Action.allCases).subtracting(bound).isEmpty)
  }

  @Test(arguments: KeyScope.allCases)
  func noKeyIsBoundTwiceInOneScope(scope: KeyScope) {
    let keys = KeyMap.bindings(scope).flatMap(\.keys)
    let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "\(scope): \(repeated.map(\.name)) bound more than once")
  }

  @Test(arguments: KeyScope.allCases)
  func noActionIsListedTwiceInOneScope(scope: KeyScope) {
    let actions = KeyMap.bindings(scope).map(\.action)
    #expect(Set(actions).count == actions.count)
  }

  @Test(arguments: KeyScope.allCases)
  func everyBindingHasKeysAndASummary(scope: KeyScope) {
    for binding in KeyMap.bindings(scope) {
      #expect(!binding.keys.isEmpty, "\(scope).\(binding.action) has no key")
      #expect(!binding.summary.isEmpty, "\(scope).\(binding.action) has no summary")
    }
  }

  @Test(arguments: KeyScope.allCases)
  func everyHintNamesAnActionBoundInItsScope(scope: KeyScope) {
    for hint in KeyMap.hints(scope) {
      for action in hint.actions {
        #expect(!KeyMap.keys(for: action, in: scope).isEmpty, "\(scope) hints at unbound \(action)")
      }
    }
  }

  @Test(arguments: KeyScope.allCases)
  func quittingAtOnceWorksInEveryScope(scope: KeyScope) {
    if scope != .input { #expect(KeyMap.action(for: .char("Q"), in: scope) == .quitNow) }
    #expect(KeyMap.action(for: .ctrl("c"), in: scope) == .quitNow)
  }

  @Test func spaceIsThePrimaryToggleAndNeverPagesOrQuits() {
    #expect(KeyMap.action(for: .space, in: .findingsList) == .cycleStatus)
    #expect(KeyMap.action(for: .space, in: .detail) == .cycleStatus)
    for scope in KeyScope.allCases {
      #expect(![.pageDown, .quit, .quitNow].contains(KeyMap.action(for: .space, in: scope)))
    }
  }

  @Test func escNeverQuits() {
    for scope in KeyScope.allCases {
      #expect(![.quit, .quitNow].contains(KeyMap.action(for: .escape, in: scope)))
    }
  }

  @Test func statusLineHintsComeFromTheTable() {
    #expect(KeyMap.hintLine(.findingsList) == "j/k move  Enter details  Space status  / search  ? help  q quit")
    #expect(KeyMap.hintLine(.detail) == "j/k scroll  Space status  n note  Esc back  ? help")
    #expect(KeyMap.hintLine(.help) == "j/k scroll  / filter  Esc close")
  }

  @Test func spaceSummarySpellsOutTheStatusCycle() {
    #expect(KeyMap.statusCycle == "open, in progress, fixed, won't fix, false positive, then open again")
  }

  /// The help, read back as (scope, keys, summary), lists exactly the table: every scope once, the one it was
  /// opened from first, each with exactly its bindings in the table's order.
  @Test(arguments: KeyScope.allCases)
  func helpListsExactlyTheTable(openedFrom scope: KeyScope) {
    let layout = HelpLayout(HelpState(scope: scope), size: Size(width: 80, height: 24))
    let keyColumn = (KeyScope.allCases.flatMap(KeyMap.bindings).map { DisplayWidth.of($0.keyNames) }.max() ?? 0) + 2
    var listed: [(scope: String, keys: String, summary: String)] = []
    var titles: [String] = []
    for line in layout.lines {
      if line.spans.count == 1, line.spans[0].role == .header {
        titles.append(line.text)
      } else if line.spans.count == 2, line.spans[0].role == .header {
        let keys = line.spans[0].text.trimmingTrailingSpaces
        #expect(DisplayWidth.of(line.spans[0].text) == keyColumn)
        if keys.isEmpty, let last = listed.popLast() {
          listed.append((last.scope, last.keys, last.summary + " " + line.spans[1].text))
        } else {
          listed.append((titles.last ?? "", keys, line.spans[1].text))
        }
      }
    }
    let order = [scope] + KeyScope.allCases.filter { $0 != scope }
    #expect(titles == order.map { "Keys: \($0.title)\($0 == scope ? " (here)" : "")" })
    let table = order.flatMap { scope in
      KeyMap.bindings(scope).map { ("Keys: \(scope.title)", $0.keyNames, $0.summary) }
    }
    #expect(listed.map { $0.scope.replacingOccurrences(of: " (here)", with: "") } == table.map(\.0))
    #expect(listed.map(\.keys) == table.map(\.1))
    #expect(listed.map(\.summary) == table.map(\.2))
  }

  @Test func everyScopeCanOpenTheHelpOrSaysWhyNot() {
    for scope in KeyScope.allCases where ![.help, .input, .tooSmall, .confirmFix].contains(scope) {
      #expect(KeyMap.keys(for: .help, in: scope) == [.char("?"), .function(1)], "\(scope)")
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
