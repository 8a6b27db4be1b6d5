import Testing

@testable import A11yAuditKit

/// The navigation graph on the architectures large apps use: routers resolved in `View` extensions and modifiers,
/// coordinators and factories that are not views, UIKit hosting, split views, tab members, inspectors and dialogs;
/// each in one file and across files.
@Suite struct PresentationStyleGraphTests {
  /// Each view of `sources` as `kind presenter:style,…`, by name.
  private func graph(_ sources: [(file: String, text: String)]) -> [String: String] {
    let result = Scanner().scan(sources: sources)
    var views: [String: String] = [:]
    for screen in result.screens {
      let by = screen.presenters.map { "\($0.name):\($0.style?.rawValue ?? "?")" }.joined(separator: ",")
      views[screen.name] = "\(screen.kind?.rawValue ?? "?") \(by)".trimmingCharacters(in: .whitespaces)
    }
    return views
  }

  /// The same sources in one file.
  private func oneFile(_ sources: [(file: String, text: String)]) -> [(file: String, text: String)] {
    [("App.swift", sources.map(\.text).joined(separator: "\n"))]
  }

  /// `source` in one file, or each of its top-level declarations in a file of its own.
  private func files(_ source: String, inOneFile: Bool) -> [(file: String, text: String)] {
    guard !inOneFile else { return [("App.swift", source)] }
    var chunks: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("import ") { continue }
      if chunks.isEmpty || (!line.hasPrefix(" ") && !line.hasPrefix("}") && !line.isEmpty) {
        chunks.append("import SwiftUI\n")
      }
      chunks[chunks.count - 1] += line + "\n"
    }
    return chunks.enumerated().map { ("File\($0.offset).swift", $0.element) }
  }

  private static let routerApp: [(file: String, text: String)] = [
    (
      "App.swift",
      """
      import SwiftUI
      @main struct SocialApp: App {
        var body: some Scene { WindowGroup { TimelineTab() } }
      }
      """
    ),
    (
      "TimelineTab.swift",
      """
      import SwiftUI
      struct TimelineTab: View {
        @State private var sheet: SheetDestination?
        var body: some View {
          NavigationStack {
            TimelineView()
              .withAppRouter()
              .withSheetDestinations(sheetDestinations: $sheet)
          }
        }
      }
      struct TimelineView: View { var body: some View { Text("Timeline") } }
      """
    ),
    (
      "Router.swift",
      """
      import SwiftUI
      enum RouterDestination: Hashable { case profile(String), status }
      enum SheetDestination: Identifiable { case compose; var id: Int { 0 } }
      extension View {
        func withAppRouter() -> some View {
          navigationDestination(for: RouterDestination.self) { destination in
            switch destination {
            case .profile(let id): ProfileView(id: id)
            case .status: StatusDetailView()
            }
          }
        }
        func withSheetDestinations(sheetDestinations: Binding<SheetDestination?>) -> some View {
          sheet(item: sheetDestinations) { destination in
            switch destination {
            case .compose: ComposeView()
            }
          }
        }
      }
      struct ProfileView: View { let id: String; var body: some View { Text(id) } }
      struct StatusDetailView: View { var body: some View { Text("Status") } }
      struct ComposeView: View { var body: some View { Text("Compose") } }
      """
    ),
  ]

  @Test(arguments: [false, true])
  func aRouterInAViewExtensionPresentsForTheViewCallingIt(inOneFile: Bool) {
    let views = graph(inOneFile ? oneFile(Self.routerApp) : Self.routerApp)
    #expect(views["TimelineTab"] == "screen SocialApp:scene")
    #expect(views["TimelineView"] == "screen TimelineTab:stack-root")
    #expect(views["ProfileView"] == "screen TimelineTab:push")
    #expect(views["StatusDetailView"] == "screen TimelineTab:push")
    #expect(views["ComposeView"] == "screen TimelineTab:sheet")
  }

  @Test(arguments: [false, true])
  func aFreeFunctionBuildingDestinationsPresentsForTheViewCallingIt(inOneFile: Bool) {
    let sources: [(file: String, text: String)] = [
      (
        "Library.swift",
        """
        import SwiftUI
        struct LibraryView: View {
          var body: some View {
            NavigationStack {
              List { badge() }.navigationDestination(for: Route.self) { destination(for: $0) }
            }
          }
        }
        """
      ),
      (
        "Destinations.swift",
        """
        import SwiftUI
        enum Route: Hashable { case book, author }
        @ViewBuilder func destination(for route: Route) -> some View {
          switch route {
          case .book: BookView()
          case .author: AuthorView()
          }
        }
        struct BookView: View { var body: some View { Text("Book") } }
        struct AuthorView: View { var body: some View { Text("Author") } }
        func badge() -> some View { BadgeView() }
        struct BadgeView: View { var body: some View { Text("New") } }
        """
      ),
    ]
    let views = graph(inOneFile ? oneFile(sources) : sources)
    #expect(views["BookView"] == "screen LibraryView:push")
    #expect(views["AuthorView"] == "screen LibraryView:push")
    // A function building a view in place hands out a component.
    #expect(views["BadgeView"] == "component")
  }

  @Test(arguments: [false, true])
  func aViewModifierPresentsForTheViewsApplyingIt(inOneFile: Bool) {
    let sources: [(file: String, text: String)] = [
      (
        "Home.swift",
        """
        import SwiftUI
        struct HomeView: View {
          var body: some View { NavigationStack { Text("Home") }.modifier(PlayerRouter()) }
        }
        """
      ),
      (
        "PlayerRouter.swift",
        """
        import SwiftUI
        struct PlayerRouter: ViewModifier {
          @State private var episode: Episode?
          func body(content: Content) -> some View {
            content.fullScreenCover(item: $episode) { episode in PlayerView(episode: episode) }
          }
        }
        struct PlayerView: View { let episode: Episode; var body: some View { Text("Player") } }
        """
      ),
    ]
    let views = graph(inOneFile ? oneFile(sources) : sources)
    #expect(views["PlayerView"] == "screen HomeView:cover")
    #expect(views["PlayerRouter"] == "component")
  }

  private static let coordinatorApp: [(file: String, text: String)] = [
    (
      "AppCoordinator.swift",
      """
      import UIKit
      import SwiftUI
      final class AppCoordinator {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          window.rootViewController = UIHostingController(rootView: HomeScreen())
        }
      }
      final class SettingsHostingController: UIHostingController<SettingsScreen> {}
      final class PeopleCell: UICollectionViewCell {
        func configure() { contentConfiguration = UIHostingConfiguration { PersonRow() } }
      }
      """
    ),
    (
      "ProfileCoordinator.swift",
      """
      import SwiftUI
      final class ProfileCoordinator {
        func makeView() -> AnyView { AnyView(ProfileScreen(context: context)) }
        var toView: some View { EditProfileScreen() }
      }
      enum Page: Hashable {
        case inbox, search
        @ViewBuilder func view() -> some View {
          switch self {
          case .inbox: InboxScreen()
          case .search: SearchScreen()
          }
        }
      }
      struct Post { var row: some View { PostRow() } }
      """
    ),
    (
      "Screens.swift",
      """
      import SwiftUI
      struct HomeScreen: View { var body: some View { List { PostRow() } } }
      struct SettingsScreen: View { var body: some View { Text("Settings") } }
      struct PersonRow: View { var body: some View { Text("Person") } }
      struct ProfileScreen: View { let context: Context; var body: some View { Text("Profile") } }
      struct EditProfileScreen: View { var body: some View { Text("Edit") } }
      struct InboxScreen: View { var body: some View { Text("Inbox") } }
      struct SearchScreen: View { var body: some View { Text("Search") } }
      struct PostRow: View { var body: some View { Text("Post") } }
      """
    ),
  ]

  @Test(arguments: [false, true])
  func coordinatorsFactoriesAndHostingControllersMakeScreens(inOneFile: Bool) {
    let views = graph(inOneFile ? oneFile(Self.coordinatorApp) : Self.coordinatorApp)
    #expect(views["HomeScreen"] == "screen AppCoordinator:hosting")
    #expect(views["SettingsScreen"] == "screen SettingsHostingController:hosting")
    #expect(views["PersonRow"] == "screen PeopleCell:hosting")
    #expect(views["ProfileScreen"] == "screen ProfileCoordinator:coordinator")
    #expect(views["EditProfileScreen"] == "screen ProfileCoordinator:coordinator")
    #expect(views["InboxScreen"] == "screen Page:coordinator")
    #expect(views["SearchScreen"] == "screen Page:coordinator")
    // A model's row, also built in a list, is a component, not a screen the model hands out.
    #expect(views["PostRow"] == "component")
  }

  @Test(arguments: [false, true])
  func aViewCreatingACoordinatorPresentsItsScreens(inOneFile: Bool) {
    let source = """
      import SwiftUI
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { ShopView() } }
      }
      struct ShopView: View {
        @StateObject private var checkout = CheckoutCoordinator()
        var body: some View { NavigationStack { checkout.start() } }
      }
      final class CheckoutCoordinator: ObservableObject {
        func start() -> some View { CartScreen() }
      }
      struct CartScreen: View { var body: some View { Text("Cart") } }
      """
    let views = graph(files(source, inOneFile: inOneFile))
    #expect(views["CartScreen"] == "screen CheckoutCoordinator:coordinator,ShopView:coordinator")
  }

  @Test(arguments: [false, true])
  func aCoordinatorCreatedByAnotherHasItAsParent(inOneFile: Bool) {
    let source = """
      import SwiftUI
      final class AppCoordinator {
        func showProfile() { let child = ProfileCoordinator(); child.start() }
      }
      final class ProfileCoordinator {
        func makeView() -> AnyView { AnyView(ProfileScreen()) }
      }
      struct ProfileScreen: View { var body: some View { Text("Profile") } }
      """
    let views = graph(files(source, inOneFile: inOneFile))
    #expect(views["ProfileScreen"] == "screen ProfileCoordinator:coordinator,AppCoordinator:coordinator")
  }

  @Test(arguments: [false, true])
  func splitViewColumnsTabMembersInspectorsAndDialogsArePresented(inOneFile: Bool) {
    let source = """
      import SwiftUI
      @main struct MailApp: App {
        var body: some Scene { WindowGroup { MainView() } }
      }
      struct MainView: View {
        var body: some View {
          TabView {
            homeTab
            makeArchive()
          }
        }
        private var homeTab: some View { MailboxView().tabItem { Text("Mail") } }
        private func makeArchive() -> some View { ArchiveView().tabItem { Text("Archive") } }
      }
      struct MailboxView: View {
        @State private var showsInfo = false
        @State private var confirms = false
        var body: some View {
          NavigationSplitView(sidebar: { FolderList() }, detail: { MessageView() })
            .inspector(isPresented: $showsInfo) { MessageInfoView() }
            .popover(isPresented: $showsInfo) { ShortcutsHint() }
            .alert("Delete?", isPresented: $confirms) { Button("Delete", role: .destructive) {} } message: {
              DeleteWarning()
            }
        }
      }
      struct ArchiveView: View { var body: some View { Text("Archive") } }
      struct FolderList: View { var body: some View { Text("Folders") } }
      struct MessageView: View { var body: some View { Text("Message") } }
      struct MessageInfoView: View { var body: some View { Text("Info") } }
      struct DeleteWarning: View { var body: some View { Text("Cannot be undone") } }
      struct ShortcutsHint: View { var body: some View { Text("⌘N") } }
      """
    let views = graph(files(source, inOneFile: inOneFile))
    #expect(views["MailboxView"] == "screen MainView:tab")
    #expect(views["ArchiveView"] == "screen MainView:tab")
    #expect(views["FolderList"] == "screen MailboxView:stack-root")
    #expect(views["MessageView"] == "screen MailboxView:stack-root")
    #expect(views["MessageInfoView"] == "screen MailboxView:inspector")
    #expect(views["DeleteWarning"] == "screen MailboxView:dialog")
    #expect(views["ShortcutsHint"] == "screen MailboxView:popover")
  }

  @Test func aViewMadeAViewByAnExtensionIsInTheGraph() {
    let sources: [(file: String, text: String)] = [
      (
        "List.swift",
        """
        import SwiftUI
        struct ListView: View {
          var body: some View { NavigationStack { NavigationLink("Open") { SummaryView(title: "x") } } }
        }
        """
      ),
      (
        "Summary.swift",
        """
        import SwiftUI
        struct SummaryView {
          let title: String
        }
        extension SummaryView: View {
          var body: some View { Text(title) }
        }
        """
      ),
    ]
    let result = Scanner().scan(sources: sources)
    let summary = result.screens.first { $0.name == "SummaryView" }
    #expect(summary?.kind == .screen && summary?.presentedBy == ["ListView"])
    #expect(summary?.line == 2 && summary?.file == "Summary.swift")
  }

  @Test(arguments: [false, true])
  func aCycleOfPushesAndACoordinatorEnds(inOneFile: Bool) {
    let source = """
      import SwiftUI
      struct AView: View { var body: some View { NavigationLink("B") { BView() } } }
      struct BView: View { var body: some View { NavigationLink("A") { AView() } } }
      final class Flow { func start() -> some View { AView() } }
      """
    #expect(files(source, inOneFile: inOneFile).count == (inOneFile ? 1 : 3))
    let result = Scanner().scan(sources: files(source, inOneFile: inOneFile))
    let views = Dictionary(uniqueKeysWithValues: result.screens.map { ($0.name, $0) })
    #expect(views["AView"]?.kind == .screen && views["BView"]?.kind == .screen)
    #expect(Set(views["AView"]?.presentedBy ?? []) == ["Flow", "BView"])
    #expect(views["BView"]?.presentedBy == ["AView"])
    #expect(Set(result.screens.compactMap(\.order)).count == result.screens.count)
  }
}
