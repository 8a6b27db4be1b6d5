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
