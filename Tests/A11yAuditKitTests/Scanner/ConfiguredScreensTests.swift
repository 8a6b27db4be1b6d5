import Testing

@testable import A11yAuditKit

/// `screens:` and `components:` of `.a11y-audit.yml`: what the code cannot show about a view.
@Suite struct ConfiguredScreensTests {
  private static let sources: [(file: String, text: String)] = [
    (
      "Sources/Features/Profile/ProfileScreen.swift",
      """
      import SwiftUI
      struct ProfileScreen: View { var body: some View { Text("Profile") } }
      """
    ),
    (
      "Sources/Features/Feed/FeedView.swift",
      """
      import SwiftUI
      struct FeedView: View {
        var body: some View { NavigationStack { List { PostCell() } }.sheet(isPresented: .constant(false)) { BannerView() } }
      }
      struct PostCell: View { var body: some View { Text("Post") } }
      struct BannerView: View { var body: some View { Text("Banner") } }
      """
    ),
  ]

  private func views(_ yaml: String) throws -> [String: Screen] {
    let configuration = try Configuration.parse(yaml, file: ".a11y-audit.yml")
    let result = Scanner(configuration: configuration).scan(sources: Self.sources)
    return Dictionary(uniqueKeysWithValues: result.screens.map { ($0.name, $0) })
  }

  @Test func withoutConfigurationAViewNothingPresentsIsUnplaced() throws {
    let views = try views("included: []")
    #expect(views["ProfileScreen"]?.kind == .unplaced)
    #expect(views["BannerView"]?.kind == .screen)
  }

  @Test func aTypePatternMakesMatchingViewsScreensPresentedByTheConfiguration() throws {
    let views = try views(#"screens: ["*Screen"]"#)
    #expect(views["ProfileScreen"]?.kind == .screen)
    #expect(views["ProfileScreen"]?.presentedBy == [".a11y-audit.yml"])
    #expect(views["ProfileScreen"]?.presentedAs == [.configured])
    #expect(views["PostCell"]?.kind == .component)
  }

  @Test func aPathPatternMakesEveryViewOfItsFilesScreens() throws {
    let views = try views("screens: [Sources/Features/**/*Screen.swift]")
    #expect(views["ProfileScreen"]?.kind == .screen)
    #expect(views["FeedView"]?.presentedAs != [.configured])
  }

  @Test func componentsWinOverScreensAndOverWhatTheCodePresents() throws {
    let views = try views(#"{screens: ["*Screen", "Banner*"], components: [BannerView, "Sources/Features/Profile"]}"#)
    #expect(views["BannerView"]?.kind == .component)
    #expect(views["ProfileScreen"]?.kind == .component)
  }

  @Test func aPatternThatIsNotAListOfStringsIsRefusedNamingTheFile() {
    #expect(throws: ConfigurationError.self) { try Configuration.parse("screens: {a: 1}", file: ".a11y-audit.yml") }
  }
}
