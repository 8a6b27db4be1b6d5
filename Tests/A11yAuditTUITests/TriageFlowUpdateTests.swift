import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Screens, filters, search, review, checklists, notes and undo, as a person uses them.
@Suite struct TriageFlowUpdateTests {
  @Test func tabWalksEveryTopLevelScreenAndWrapsAround() {
    var state = ScreensFixtures.state()
    var seen: [Route] = [state.route]
    for _ in 0..<7 {
      // The labels screen first scans for video, which decides whether Captions apply.
      let expected: [Effect] = state.route == .conformance ? [.seeVideo] : []
      #expect(update(&state, .key(.tab)) == expected)
      seen.append(state.route)
    }
    #expect(seen == [.dashboard, .audits, .findings, .screens, .checklists, .conformance, .labels, .dashboard])
    _ = update(&state, .key(.backTab))
    #expect(state.route == .labels)
  }

  @Test func numberKeysGoToScreensButFilterSeverityOnTheFindingsList() {
    var state = ScreensFixtures.state()
    _ = update(&state, .key(.char("3")))
    #expect(state.routes == [.findings])
    _ = update(&state, .key(.char("1")))
    #expect(state.filter.severity == .critical)
    #expect(state.visibleFindings.map(\.id) == ["a2", "a1"])
    #expect(state.message == .info("Showing 2 of 8 findings: severity critical"))
    _ = update(&state, .key(.char("1")))
    #expect(state.filter.severity == nil)
    #expect(state.visibleFindings.count == 8)
  }

  @Test func enterOnTheAuditRowOpensItsFindingsAndEscClearsThenGoesBack() {
    var state = ScreensFixtures.state()
    for _ in RuleRegistry.categories { _ = update(&state, .key(.char("j"))) }
    _ = update(&state, .key(.enter))
    #expect(state.routes == [.dashboard, .findings])
    #expect(state.filter == FindingFilter(audit: "Docs/motion-audit.md"))
    #expect(state.visibleFindings.map(\.id) == ["a1"])
    _ = update(&state, .key(.escape))
    #expect(state.filter.isEmpty)
    #expect(state.routes == [.dashboard, .findings])
    _ = update(&state, .key(.escape))
    #expect(state.routes == [.dashboard])
  }

  @Test func qOnFindingsOpenedFromTheDashboardGoesBackInsteadOfQuitting() {
    var state = ScreensFixtures.state()
    _ = update(&state, .key(.enter))
    #expect(state.routes == [.dashboard, .findings])
    #expect(update(&state, .key(.char("q"))) == [])
    #expect(state.routes == [.dashboard])
    #expect(update(&state, .key(.char("q"))) == [.quit])
  }

  @Test func statusFilterCyclesOpenDoneAll() {
    var state = ScreensFixtures.state(route: .findings)
    _ = update(&state, .key(.char("f")))
    #expect(state.visibleFindings.count == 7)
    _ = update(&state, .key(.char("f")))
    #expect(state.visibleFindings.map(\.id) == ["c2"])
    _ = update(&state, .key(.char("f")))
    #expect(state.visibleFindings.count == 8)
  }

  @Test func searchSelectsTheFirstMatchAndNGoesToTheNext() {
    var state = ScreensFixtures.state(route: .findings)
    for key in [Key.char("/"), .char("H"), .char("o"), .char("m"), .char("e"), .enter] {
      _ = update(&state, .key(key))
    }
    #expect(state.input == nil)
    #expect(state.search == "Home")
    #expect(state.selectedFinding?.id == "b3")
    #expect(state.message == .info("2 findings match \"Home\"; n next, N previous"))
    _ = update(&state, .key(.char("n")))
    #expect(state.selectedFinding?.id == "c2")
    _ = update(&state, .key(.char("N")))
    #expect(state.selectedFinding?.id == "b3")
  }

  @Test func sortByFileKeepsTheSelectedFinding() {
    var state = ScreensFixtures.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "c1")!
    _ = update(&state, .key(.char("s")))
    #expect(state.sort == .file)
    #expect(state.selectedFinding?.id == "c1")
    #expect(state.visibleFindings.first?.finding.file == "Views/Auth/LoginView.swift")
  }

  @Test func statusKeysSetTheStatusDirectlyAndUndoPutsItBack() {
    var state = ScreensFixtures.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "a1")!
    #expect(update(&state, .key(.char("x"))) == [.setStatus(id: "a1", status: .fixed)])
    state.undo = []
    state.requiresReason = false
    #expect(update(&state, .key(.char("z"))) == [.setStatus(id: "a1", status: .falsePositive)])
    var document = StoreDocument(findings: ScreensFixtures.records, screens: ScreensFixtures.screens)
    document.setStatus(.falsePositive, forFinding: "a1", at: Fixtures.day)
    _ = update(&state, .saved(document))
    #expect(state.selectedFinding?.status == .falsePositive)
    #expect(update(&state, .key(.char("u"))) == [.setStatus(id: "a1", status: .open)])
    #expect(state.message == .info("Undone: LoadingOverlay.swift:61 is open again"))
    #expect(state.undo.isEmpty)
    #expect(update(&state, .key(.char("u"))) == [])
    #expect(state.message == .info("Nothing to undo: no change made in this session"))
  }

  @Test func nOnTheDetailTypesANoteThatEnterSavesAndUndoRemoves() {
    var state = ScreensFixtures.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "a1")!
    _ = update(&state, .key(.enter))
    _ = update(&state, .key(.char("n")))
    #expect(state.scope == .input)
    for character in "Ask design" { _ = update(&state, .key(.char(character))) }
    _ = update(&state, .key(.backspace))
    #expect(update(&state, .key(.enter)) == [.addNote(id: "a1", text: "Ask desig")])
    #expect(state.input == nil)
    #expect(update(&state, .key(.char("u"))) == [.removeNote(id: "a1", text: "Ask desig")])
  }

  @Test func escWhileTypingANoteSavesNothing() {
    var state = ScreensFixtures.state(route: .findings)
    _ = update(&state, .key(.enter))
    _ = update(&state, .key(.char("n")))
    _ = update(&state, .key(.char("q")))
    #expect(update(&state, .key(.escape)) == [])
    #expect(state.input == nil)
    #expect(state.message == .info("Note not saved"))
    #expect(state.routes.count == 2)
  }

  @Test func eOpensTheEditorAtTheLineAndFAsksForTheFixPlan() {
    var state = ScreensFixtures.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "a1")!
    _ = update(&state, .key(.enter))
    #expect(update(&state, .key(.char("e"))) == [.openEditor(file: "Views/Common/LoadingOverlay.swift", line: 61)])
    #expect(update(&state, .key(.char("F"))) == [.planFix(id: "a1")])
    _ = update(&state, .fixPlanned(id: "a1", diff: "-a\n+b", reason: "The fix changes 1 site(s)"))
    #expect(state.scope == .confirmFix)
    #expect(update(&state, .key(.char("y"))) == [.applyFix(id: "a1")])
    #expect(state.overlay == nil)
  }

  @Test func fOnAFindingWithoutAFixSaysWhy() {
    var state = ScreensFixtures.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "c1")!
    _ = update(&state, .key(.enter))
    #expect(update(&state, .key(.char("F"))) == [])
    #expect(
      state.message
        == .info("No automatic fix for touch-target-size: a person makes the change the recommendation describes"))
  }

  /// `F` asks the rule, not the area: a heading finding has the heading fix (`.accessibilityAddTraits(.isHeader)`).
  @Test func fOnAHeadingFindingAsksForTheHeadingFix() {
    let heading = Fixtures.finding(
      "h1", .medium, "Views/Home/HomeView.swift", line: 9, rule: "heading-missing-trait", category: .headings,
      message: "Section title is not a heading")
    var state = AppState(
      findings: Fixtures.records + [FindingRecord(finding: heading)], rootName: "SampleApp",
      size: Size(width: 80, height: 24), prefs: Fixtures.prefs, route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "h1")!
    _ = update(&state, .key(.enter))
    #expect(update(&state, .key(.char("F"))) == [.planFix(id: "h1")])
  }

  @Test func reviewWalksScreensOneByOneAndRMarksReviewed() {
    var state = ScreensFixtures.state(route: .screens)
    _ = update(&state, .key(.char("j")))
    let effects = update(&state, .key(.enter))
    #expect(state.route == .review("Views/Auth/WelcomeView.swift#WelcomeView"))
    #expect(effects == [])
    #expect(update(&state, .key(.char("]"))) == [])
    #expect(state.route == .review("Views/Home/HomeView.swift#HomeView"))
    #expect(
      update(&state, .key(.char("r")))
        == [.setAreaReview(id: "Views/Home/HomeView.swift#HomeView", area: .reduceMotion, state: .reviewed)])
    #expect(
      state.undo.last == .areaReview(id: "Views/Home/HomeView.swift#HomeView", area: .reduceMotion, previous: .inReview)
    )
    _ = update(&state, .key(.char("[")))
    _ = update(&state, .key(.char("[")))
    _ = update(&state, .key(.char("[")))
    #expect(state.message == .info("Already at the first screen (1 of 4)"))
  }

  @Test func enterOnAScreenNotReviewedMarksItInReview() {
    var state = ScreensFixtures.state(route: .screens)
    #expect(
      update(&state, .key(.enter))
        == [.setAreaReview(id: "Views/Auth/LoginView.swift#LoginView", area: .reduceMotion, state: .inReview)])
  }

  @Test func spaceTicksTheSelectedChecklistItemAndUndoTicksItAgain() {
    var state = ScreensFixtures.state(route: .checklists)
    _ = update(&state, .key(.char("j")))
    let item = ScreensFixtures.audit.checklist[1]
    #expect(update(&state, .key(.space)) == [.toggleChecklist(item)])
    var ticked = item
    ticked.checked = true
    _ = update(&state, .ticked(old: item, new: ticked))
    #expect(state.audits.checklistItems[1].checked)
    #expect(state.message == .info("Ticked: \(item.text) (Docs/motion-audit.md:\(item.line))"))
    #expect(update(&state, .key(.char("u"))) == [.toggleChecklist(ticked)])
  }

  @Test func aChecklistItemThatIsGoneIsReportedAndNothingChanges() {
    var state = ScreensFixtures.state(route: .checklists)
    let before = state.audits
    _ = update(
      &state,
      .failed("Docs/motion-audit.md: checklist item \"x\" is no longer in the file; nothing changed"))
    #expect(state.audits == before)
    #expect(state.message?.kind == .error)
  }

  @Test func rescanKeepsTheSelectedFindingById() {
    var state = ScreensFixtures.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "c1")!
    #expect(update(&state, .key(.char("R"))) == [.rescan])
    var records = ScreensFixtures.records.filter { $0.id != "a2" }
    records.append(
      FindingRecord(finding: Fixtures.finding("a0", .critical, "Views/A.swift", line: 1, message: "New critical")))
    _ = update(
      &state,
      .rescanned(
        StoreDocument(findings: records, screens: ScreensFixtures.screens), AuditSet([ScreensFixtures.audit]),
        summary: "Rescanned: 8 files, 8 findings, 7 open"))
    #expect(state.selectedFinding?.id == "c1")
    #expect(state.message == .info("Rescanned: 8 files, 8 findings, 7 open"))
  }

  @Test func resizeBelowTheMinimumAndBackKeepsTheScreen() {
    var state = ScreensFixtures.state(route: .checklists)
    _ = update(&state, .resize(Size(width: 40, height: 10)))
    #expect(state.scope == .tooSmall)
    #expect(render(state).text.hasPrefix("Terminal too small (40×10)"))
    _ = update(&state, .resize(Size(width: 100, height: 30)))
    #expect(state.scope == .checklists)
  }
}
