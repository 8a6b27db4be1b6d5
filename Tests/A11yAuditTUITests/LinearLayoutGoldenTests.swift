import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// `--screen-reader`: one pane of sentence-like rows, ASCII, no boxes or bars, the cursor at column 0 of the
/// selected row. Every screen at 80x24, compared with `Goldens/linear<Screen>At80x24.txt`.
@Suite struct LinearLayoutGoldenTests {
  static let prefs = DisplayPrefs(colors: false, ascii: true, linear: true)

  static func state(route: Route = .dashboard, width: Int = 80, height: Int = 24) -> AppState {
    var state = ScreensFixtures.state(width: width, height: height, route: route)
    state.prefs = prefs
    return state
  }

  static func detail(_ id: String, codeFromDisk: Bool = false) -> AppState {
    var state = Self.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: id)!
    _ = update(&state, .key(.enter))
    if codeFromDisk {
      let lines = (1...70).map { $0 == 61 ? "        withAnimation(.linear.repeatForever()) {" : "// line \($0)" }
      _ = update(&state, .sourceLoaded(SourceText(file: "Views/Common/LoadingOverlay.swift", lines: lines)))
    }
    return state
  }

  static func check(_ state: AppState, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = render(state)
    expectGolden(frame.text, named: name, sourceLocation: sourceLocation)
    let body = frame.text.split(separator: "\n").dropFirst().dropLast(3)
    for line in body {
      #expect(!line.contains("+--") && !line.contains("--+") && !line.contains(" | "), "box or gutter: \(line)")
      #expect(!line.contains("[#") && !line.contains("#]") && !line.contains("[-"), "bar: \(line)")
    }
    let ascii = frame.text.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii, sourceLocation: sourceLocation)
  }

  @Test func dashboard() { Self.check(Self.state(), "linearDashboardAt80x24") }

  @Test func auditFiles() { Self.check(Self.state(route: .audits), "linearAuditFilesAt80x24") }

  @Test func findingsList() {
    var state = Self.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "a1")!
    Self.check(state, "linearFindingsListAt80x24")
  }

  @Test func detail() { Self.check(Self.detail("a1"), "linearDetailAt80x24") }

  @Test func detailWithCodeFromDisk() {
    var state = Self.detail("a1", codeFromDisk: true)
    for _ in 0..<8 { _ = update(&state, .key(.char("j"))) }
    Self.check(state, "linearDetailWithCodeFromDiskAt80x24")
  }

  @Test func detailWithNotesAndHistory() {
    var state = Self.detail("a2")
    _ = update(&state, .key(.char("G")))
    Self.check(state, "linearDetailWithNotesAndHistoryAt80x24")
  }

  @Test func screensList() { Self.check(Self.state(route: .screens), "linearScreensListAt80x24") }

  @Test func reviewOfOneScreen() {
    var state = Self.state(route: .screens)
    _ = update(&state, .key(.char("j")))
    _ = update(&state, .key(.enter))
    Self.check(state, "linearReviewOfOneScreenAt80x24")
  }

  @Test func checklists() { Self.check(Self.state(route: .checklists), "linearChecklistsAt80x24") }

  @Test func conformance() { Self.check(Self.state(route: .conformance), "linearConformanceAt80x24") }

  @Test func help() {
    var state = Self.state(route: .findings)
    _ = update(&state, .key(.char("?")))
    Self.check(state, "linearHelpAt80x24")
  }

  @Test func fixDiffWaitingForYes() {
    var state = Self.detail("a1")
    let diff = """
      --- a/Views/Common/LoadingOverlay.swift
      +++ b/Views/Common/LoadingOverlay.swift
      @@ -61,1 +61,1 @@
      -        withAnimation(.linear.repeatForever()) {
      +        withAnimation(reduceMotion ? nil : .linear.repeatForever()) {
      """
    _ = update(&state, .fixPlanned(id: "a1", diff: diff, reason: "The fix changes 1 site(s) of this rule"))
    Self.check(state, "linearFixDiffWaitingForYesAt80x24")
  }

  /// At any width the layout stays one pane of the same rows: a wide terminal has room for the whole place and more
  /// of the title; each row still starts with the same severity and status and names the same file and line.
  @Test func aWideTerminalShowsTheSameRows() {
    let narrow = render(Self.state(route: .findings)).text.split(separator: "\n")
    let wide = render(Self.state(route: .findings, width: 160, height: 24)).text.split(separator: "\n")
    #expect(narrow.count == wide.count)
    for (short, long) in zip(narrow.dropFirst().dropLast(3), wide.dropFirst().dropLast(3)) {
      let (shortWords, longWords) = (short.split(separator: " "), long.split(separator: " "))
      #expect(shortWords.prefix(2) == longWords.prefix(2), "\(short) | \(long)")
      if let place = shortWords.first(where: { $0.contains(".swift:") }) {
        #expect(long.contains(place), "\(short) | \(long)")
      }
    }
  }

  @Test func theCursorIsAtColumnZeroOfTheSelectedRow() {
    var state = Self.state(route: .findings)
    state.list.selected = state.visiblePosition(ofFinding: "a1")!
    let frame = render(state)
    let row = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[frame.cursor.row]
    #expect(frame.cursor.column == 0)
    #expect(row == "> CRIT open LoadingOverlay.swift:61 Respect Reduce Motion in withAnimation")
    #expect((0..<80).allSatisfy { frame[frame.cursor.row, $0].role == .selected })
  }
}
