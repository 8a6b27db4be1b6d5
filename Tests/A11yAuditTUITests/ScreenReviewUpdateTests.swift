import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// Reviewing screen by screen along the navigation graph, one area at a time.
@Suite struct ScreenReviewUpdateTests {
  private static let root = "App/RootView.swift#RootView"
  private static let splash = "App/RootView.swift#SplashView"
  private static let home = "Home/HomeView.swift#HomeView"
  private static let group = NotOnAnyScreen.id

  @Test func theScreensListLeavesComponentsOutAndListsUnplacedViewsInTheGroupLast() {
    let state = NavigationFixtures.state()
    #expect(AppScreensLayout.listOrder(state) == [Self.root, Self.splash, Self.home, Self.group])
    #expect(state.cache.notOnAnyScreen == NotOnAnyScreen(views: ["AboutView"], findings: ["a1", "x1"]))
  }

  @Test func theScreensListShowsTheGroupUnderItsOwnHeaderAndShortensDeepPlacesFromTheMiddle() {
    var deep = NavigationFixtures.screens[0]
    deep.screen.name = "EditTagGroupView"
    deep.screen.file = "IceCubesApp/App/Tabs/TagGroup/Editing/EditTagGroupView.swift"
    deep.screen.kind = .screen
    let state = NavigationFixtures.state(screens: NavigationFixtures.screens + [deep])
    let lines = render(state).text.split(separator: "\n").map(String.init)
    #expect(!lines.contains { $0.contains("AboutView") })
    let header = lines.firstIndex { $0.contains("Not on any screen: 0 of 1 reviewed") }
    let group = lines.firstIndex { $0.contains("[not reviewed] Not on any screen") && $0.hasSuffix("2 open  1 view") }
    #expect(header != nil && group == header.map { $0 + 1 }, "\(lines.joined(separator: "\n"))")
    let row = lines.first { $0.contains("EditTagGroupView") } ?? "no row"
    #expect(row.hasSuffix("  …/EditTagGroupView.swift:1"), "\(row)")
    #expect(DisplayWidth.of(row) <= 80)
    let wide = render(NavigationFixtures.state(width: 100, screens: NavigationFixtures.screens + [deep])).text
    #expect(wide.contains("  IceCubesApp/…/EditTagGroupView.swift:1\n"))
    let linear = NavigationFixtures.state(prefs: DisplayPrefs(colors: false, ascii: true, linear: true))
    #expect(render(linear).text.contains("Not on any screen: not reviewed, 2 open, 1 view"))
  }

  @Test func eachScreenCountsItsOwnAndItsComponentsOpenFindingsNotItsFiles() {
    let state = NavigationFixtures.state()
    let open = state.cache.screenRows.compactMap { row -> String? in
      guard case .screen(let index, let open) = row else { return nil }
      return "\(state.screens[index].screen.name) \(open)"
    }
    #expect(open == ["RootView 1", "SplashView 1", "HomeView 3", "Not on any screen 2"])
  }

  @Test func bracketsFollowTheGraphNotTheAlphabetThenReachTheGroup() {
    var state = NavigationFixtures.state()
    _ = update(&state, .key(.enter))
    #expect(state.route == .review(Self.root))
    var visited: [Route] = []
    for _ in 0..<3 {
      _ = update(&state, .key(.char("]")))
      visited.append(state.route)
    }
    #expect(visited == [.review(Self.splash), .review(Self.home), .review(Self.group)])
    #expect(state.screens.first { $0.id == Self.group }.map { $0.review(for: .reduceMotion) } == .notReviewed)
    _ = update(&state, .key(.char("]")))
    #expect(state.message == .info("Already at the last screen (4 of 4)"))
    _ = update(&state, .key(.escape))
    #expect(state.route == .screens && state.screensList.selected == 3)
  }

  @Test func aScreenListsItsOwnFindingsAndItsComponentsNotItsFilesOthers() {
    let state = NavigationFixtures.state()
    #expect(ReviewLayout.findings(state, screen: Self.splash).map(\.id) == ["s1"])
    #expect(ReviewLayout.findings(state, screen: Self.root).map(\.id) == ["r1"])
    #expect(ReviewLayout.findings(state, screen: Self.home).map(\.id) == ["h1", "c1", "p1"])
    #expect(ReviewLayout.findings(state, screen: Self.group).map(\.id) == ["a1", "x1"])
  }

  @Test func theGroupIsReviewedLikeAScreenAndListsItsViewsAndFindings() {
    var state = NavigationFixtures.state(route: .review(Self.home))
    #expect(update(&state, .key(.char("]"))) == [.setAreaReview(id: Self.group, area: .reduceMotion, state: .inReview)])
    let text = render(state).text
    #expect(text.contains("Screen 4 of 4: Not on any screen  [not reviewed] for Reduce Motion"), "\(text)")
    #expect(text.contains("Views: AboutView"))
    #expect(text.contains("Common/Styles.swift:5") && text.contains("+ 1 finding in other areas, folded"))
    #expect(
      update(&state, .key(.char("r"))) == [.setAreaReview(id: Self.group, area: .reduceMotion, state: .reviewed)])
    #expect(
      state.message == .info("Marked Not on any screen reviewed for Reduce Motion, 1 of 4 screens reviewed for it"))
  }

  @Test func theAreaInFocusListsItsFindingsFirstAndFoldsTheOthersUnderOneLine() {
    var state = NavigationFixtures.state(route: .review(Self.home))
    let findings = { (state: AppState) in
      ReviewLayout.items(state, screen: Self.home).map { item -> String in
        switch item {
        case .finding(let record): record.id
        case .otherAreas(let count): "+\(count)"
        }
      }
    }
    #expect(findings(state) == ["h1", "c1", "+1"])
    _ = update(&state, .key(.char("G")))
    #expect(state.reviewList.selected == 2)
    _ = update(&state, .key(.char(" ")))
    #expect(
      state.message
        == .info("Not a finding: Space changes a finding's status; Enter shows the other areas' findings"))
    #expect(update(&state, .key(.enter)) == [])
    #expect(findings(state) == ["h1", "c1", "+1", "p1"])
    #expect(state.message == .info("Showing 1 finding of other areas than Reduce Motion, after its own"))
    _ = update(&state, .key(.char("j")))
    #expect(state.reviewList.selected == 3)
    let shown = render(state)
    #expect(shown.text.contains("- 1 finding in other areas, shown (a or Enter hides them)"))
    let cursorLine = shown.text.split(separator: "\n", omittingEmptySubsequences: false)[shown.cursor.row]
    #expect(cursorLine.hasPrefix("> ") && cursorLine.contains("Common/PrimaryButton.swift:8"), "\(cursorLine)")
    _ = update(&state, .key(.char("a")))
    #expect(findings(state) == ["h1", "c1", "+1"] && state.reviewList.selected == 2)
    #expect(state.message == .info("Folded 1 finding of other areas than Reduce Motion"))
    _ = update(&state, .key(.char("c")))
    #expect(findings(state) == ["p1", "+2"])
    #expect(render(state).text.contains("Dynamic Type findings: 1, 1 open (3 in all areas)"))
    #expect(KeyMap.hintLine(.review).contains("a other areas"))
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
