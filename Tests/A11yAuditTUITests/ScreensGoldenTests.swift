import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// The dashboard, audit files, screens, review, checklists, fix confirmation and input line at 80x24 and 120x40.
@Suite struct ScreensGoldenTests {
  static let sizes = [(80, 24), (120, 40)]

  static func check(_ name: String, _ make: (Int, Int) -> AppState) {
    for (width, height) in sizes {
      expectGolden(render(make(width, height)).text, named: "\(name)At\(width)x\(height)")
    }
  }

  @Test func dashboard() {
    Self.check("dashboard") { ScreensFixtures.state(width: $0, height: $1) }
  }

  @Test func auditFiles() {
    Self.check("auditFiles") { ScreensFixtures.state(width: $0, height: $1, route: .audits) }
  }

  @Test func screensList() {
    Self.check("screensList") { ScreensFixtures.state(width: $0, height: $1, route: .screens) }
  }

  @Test func reviewOfOneScreen() {
    Self.check("reviewOfOneScreen") { width, height in
      var state = ScreensFixtures.state(width: width, height: height, route: .screens)
      _ = update(&state, .key(.char("j")))
      _ = update(&state, .key(.enter))
      return state
    }
  }

  @Test func conformance() {
    Self.check("conformance") { width, height in
      var state = ScreensFixtures.state(width: width, height: height)
      _ = update(&state, .key(.char("6")))
      return state
    }
  }

  @Test func checklists() {
    Self.check("checklists") { ScreensFixtures.state(width: $0, height: $1, route: .checklists) }
  }

  @Test func findingsFilteredToCriticalAndOpen() {
    Self.check("findingsFilteredToCriticalAndOpen") { width, height in
      var state = ScreensFixtures.state(width: width, height: height, route: .findings)
      _ = update(&state, .key(.char("1")))
      _ = update(&state, .key(.char("f")))
      return state
    }
  }

  @Test func findingsSortedByFile() {
    Self.check("findingsSortedByFile") { width, height in
      var state = ScreensFixtures.state(width: width, height: height, route: .findings)
      _ = update(&state, .key(.char("s")))
      return state
    }
  }

  @Test func searchBeingTyped() {
    Self.check("searchBeingTyped") { width, height in
      var state = ScreensFixtures.state(width: width, height: height, route: .findings)
      for key in [Key.char("/"), .char("h"), .char("o"), .char("m"), .char("e")] { _ = update(&state, .key(key)) }
      return state
    }
  }

  @Test func detailWithTheAuditSaysAndCodeFromDisk() {
    Self.check("detailWithTheAuditSaysAndCodeFromDisk") { width, height in
      var state = ScreensFixtures.state(width: width, height: height, route: .findings)
      state.list.selected = state.visiblePosition(ofFinding: "a1")!
      _ = update(&state, .key(.enter))
      let lines = (1...70).map { $0 == 61 ? "        withAnimation(.linear.repeatForever()) {" : "// line \($0)" }
      _ = update(&state, .sourceLoaded(SourceText(file: "Views/Common/LoadingOverlay.swift", lines: lines)))
      _ = update(&state, .key(.char("j")))
      _ = update(&state, .key(.char("j")))
      _ = update(&state, .key(.char("j")))
      _ = update(&state, .key(.char("j")))
      _ = update(&state, .key(.char("j")))
      return state
    }
  }

  @Test func fixDiffWaitingForYes() {
    Self.check("fixDiffWaitingForYes") { width, height in
      var state = ScreensFixtures.state(width: width, height: height, route: .findings)
      state.list.selected = state.visiblePosition(ofFinding: "a1")!
      _ = update(&state, .key(.enter))
      let diff = """
        --- a/Views/Common/LoadingOverlay.swift
        +++ b/Views/Common/LoadingOverlay.swift
        @@ -61,1 +61,1 @@
        -        withAnimation(.linear.repeatForever()) {
        +        withAnimation(reduceMotion ? nil : .linear.repeatForever()) {
        """
      _ = update(&state, .fixPlanned(id: "a1", diff: diff, reason: "The fix changes 1 site(s) of this rule"))
      return state
    }
  }

  @Test func asciiModeDrawsBarsInAscii() {
    var state = ScreensFixtures.state(width: 80, height: 24)
    state.prefs = DisplayPrefs(colors: false, ascii: true)
    expectGolden(render(state).text, named: "dashboardInAsciiAt80x24")
  }
}

/// The review of one screen of a navigation graph: its path, components and findings, at 80x24 and 120x40.
@Suite struct ScreenReviewGoldenTests {
  @Test func reviewOfAScreenWithItsPathAndComponents() {
    ScreensGoldenTests.check("reviewOfAScreenWithItsPathAndComponents") { width, height in
      var state = NavigationFixtures.state(width: width, height: height, route: .review("Home/HomeView.swift#HomeView"))
      _ = update(&state, .key(.char("c")))
      return state
    }
  }
}
