import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Reviewing screen by screen along the navigation graph, one area at a time.
@Suite struct ScreenReviewUpdateTests {
  private static let root = "App/RootView.swift#RootView"
  private static let splash = "App/RootView.swift#SplashView"
  private static let home = "Home/HomeView.swift#HomeView"
  private static let about = "About/AboutView.swift#AboutView"

  @Test func theScreensListLeavesComponentsOut() {
    let state = NavigationFixtures.state()
    #expect(ScreensLayout.listOrder(state) == [Self.about, Self.root, Self.splash, Self.home])
  }

  @Test func theScreensListSaysWhichViewsAreUnplacedAndShortensDeepPlacesFromTheMiddle() {
    var deep = NavigationFixtures.screens[0]
    deep.screen.name = "EditTagGroupView"
    deep.screen.file = "IceCubesApp/App/Tabs/TagGroup/Editing/EditTagGroupView.swift"
    deep.screen.kind = .screen
    let state = NavigationFixtures.state(screens: NavigationFixtures.screens + [deep])
    let lines = render(state).text.split(separator: "\n").map(String.init)
    let about = lines.first { $0.contains("AboutView") }
    #expect(about?.contains("AboutView (unplaced)") == true, "\(about ?? "no row")")
    let row = lines.first { $0.contains("EditTagGroupView") } ?? "no row"
    #expect(row.hasSuffix("  …/EditTagGroupView.swift:1"), "\(row)")
    #expect(DisplayWidth.of(row) <= 80)
    let wide = render(NavigationFixtures.state(width: 100, screens: NavigationFixtures.screens + [deep])).text
    #expect(wide.contains("  IceCubesApp/…/EditTagGroupView.swift:1\n"))
    let linear = NavigationFixtures.state(prefs: DisplayPrefs(colors: false, ascii: true, linear: true))
    #expect(render(linear).text.contains("AboutView (unplaced): not reviewed, 0 open, About/AboutView.swift:1"))
  }

  @Test func eachScreenCountsItsOwnAndItsComponentsOpenFindingsNotItsFiles() {
    let state = NavigationFixtures.state()
    let open = state.cache.screenRows.compactMap { row -> String? in
      guard case .screen(let index, let open) = row else { return nil }
      return "\(state.screens[index].screen.name) \(open)"
    }
    #expect(open == ["AboutView 0", "RootView 1", "SplashView 1", "HomeView 3"])
  }

  @Test func bracketsFollowTheGraphNotTheAlphabet() {
    var state = NavigationFixtures.state()
    _ = update(&state, .key(.char("j")))
    _ = update(&state, .key(.enter))
    #expect(state.route == .review(Self.root))
    var visited: [Route] = []
    for _ in 0..<3 {
      _ = update(&state, .key(.char("]")))
      visited.append(state.route)
    }
    #expect(visited == [.review(Self.splash), .review(Self.home), .review(Self.about)])
    _ = update(&state, .key(.char("]")))
    #expect(state.message == .info("Already at the last screen (4 of 4)"))
    _ = update(&state, .key(.escape))
    #expect(state.route == .screens && state.screensList.selected == 0)
  }

  @Test func aScreenListsItsOwnFindingsAndItsComponentsNotItsFilesOthers() {
    let state = NavigationFixtures.state()
    #expect(ReviewLayout.findings(state, screen: Self.splash).map(\.id) == ["s1"])
    #expect(ReviewLayout.findings(state, screen: Self.root).map(\.id) == ["r1"])
    #expect(ReviewLayout.findings(state, screen: Self.home).map(\.id) == ["h1", "c1", "p1"])
  }

  @Test func cChoosesTheAreaAndRMarksTheScreenReviewedForItAlone() {
    var state = NavigationFixtures.state(route: .review(Self.home))
    _ = update(&state, .key(.char("c")))
    #expect(state.reviewArea == .dynamicType)
    #expect(
      state.message == .info("Area in focus: Dynamic Type, this screen not reviewed for it (r marks it reviewed)"))
    #expect(
      update(&state, .key(.char("r"))) == [.setAreaReview(id: Self.home, area: .dynamicType, state: .reviewed)])
    #expect(state.message == .info("Marked HomeView reviewed for Dynamic Type, 1 of 4 screens reviewed for it"))
    var document = StoreDocument(findings: state.findings, screens: state.screens)
    document.setReview(.reviewed, forScreen: Self.home, area: .dynamicType)
    _ = update(&state, .saved(document))
    let home = state.screens.first { $0.id == Self.home }!
    #expect(home.review(for: .dynamicType) == .reviewed)
    #expect(home.review(for: .reduceMotion) == .notReviewed)
    #expect(
      update(&state, .key(.char("u"))) == [.setAreaReview(id: Self.home, area: .dynamicType, state: .notReviewed)])
  }
}
