import Testing

@testable import A11yAuditKit

/// The navigation graph on small apps, one presentation style at a time, in one file and across files.
@Suite struct NavigationGraphTests {
  /// Scans `sources` as one project and returns each view as `name kind [presenters] [components]`, in graph order.
  private func graph(_ sources: [(file: String, text: String)]) -> [String] {
    let result = Scanner().scan(sources: sources)
    return result.screens.sorted { ($0.order ?? 0) < ($1.order ?? 0) }.map { screen in
      let kind = screen.kind?.rawValue ?? "?"
      let by = (screen.presentedBy ?? []).joined(separator: ",")
      let components = (screen.components ?? []).joined(separator: ",")
      return "\(screen.name) \(kind) [\(by)] [\(components)]"
    }
  }

  private static let app = """
    import SwiftUI
    @main struct DemoApp: App {
      var body: some Scene { WindowGroup { RootView() } }
    }
    """

  @Test func sceneRootAndStateSwitchArePresentedInOrder() {
    let root = """
      import SwiftUI
      struct RootView: View {
        enum Phase { case splash, home }
        @State private var phase = Phase.splash
        var body: some View {
          ZStack {
            switch phase {
            case .splash: SplashView().transition(.opacity)
            case .home: HomeView()
            }
          }
        }
      }
      struct SplashView: View { var body: some View { Text("…") } }
      struct HomeView: View { var body: some View { Text("Home") } }
      """
    #expect(
      graph([("App.swift", Self.app), ("RootView.swift", root)]) == [
        "RootView screen [DemoApp] []", "SplashView screen [RootView] []", "HomeView screen [RootView] []",
      ])
  }

  @Test func aSwitchOverWhatARowShowsOrAViewModelsStateBuildsComponents() {
    let root = """
      import SwiftUI
      struct RootView: View {
        @State private var selection: Panel?
        let model: Model
        var body: some View {
          switch selection ?? .feed {
          case .feed: FeedView(model: model)
          case .media: MediaView()
          }
        }
      }
      struct FeedView: View {
        let model: Model
        var body: some View {
          switch model.state {
          case .loading: PlaceholderView()
          case .error: ErrorView()
          case .display: List { MediaRow(attachment: model.first) }
          }
        }
      }
      struct MediaView: View {
        @State private var phase = Phase.loading
        var body: some View {
          switch phase {
          case .loading: ProgressView()
          case .error: ErrorView()
          }
        }
      }
      struct MediaRow: View {
        let attachment: Attachment
        var body: some View {
          switch attachment.type {
          case .image: ImageView()
          case .video: VideoView()
          }
        }
      }
      struct PlaceholderView: View { var body: some View { Text("…") } }
      struct ErrorView: View { var body: some View { Text("!") } }
      struct ImageView: View { var body: some View { Text("I") } }
      struct VideoView: View { var body: some View { Text("V") } }
      struct Banner: View { var body: some View { ErrorView() } }
      """
    let views = graph([("App.swift", Self.app), ("RootView.swift", root)])
    #expect(views.contains("FeedView screen [RootView] [PlaceholderView,ErrorView,MediaRow,ImageView,VideoView]"))
    #expect(views.contains("MediaView screen [RootView] [ErrorView]"), "\(views)")
    for component in ["PlaceholderView", "ErrorView", "ImageView", "VideoView", "MediaRow"] {
      #expect(views.contains { $0.hasPrefix("\(component) component") }, "\(component): \(views)")
    }
  }

  @Test func viewsDeclaredInAPreviewProviderAreNotViewsOfTheApp() {
    let file = """
      import SwiftUI
      struct HomeView: View { var body: some View { Text("Home") } }
      struct HomeView_Previews: PreviewProvider {
        struct Preview: View { var body: some View { HomeView() } }
        static var previews: some View { Preview() }
      }
      """
    #expect(graph([("Home.swift", file)]) == ["HomeView unplaced [] []"])
  }

  @Test func navigationLinksByDestinationClosureAndValueArePushes() {
    let list = """
      import SwiftUI
      struct RootView: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink(destination: DetailView()) { Text("Detail") }
              NavigationLink { SettingsView() } label: { Text("Settings") }
              NavigationLink("About", value: 3)
            }
            .navigationDestination(for: Int.self) { _ in AboutView() }
          }
        }
      }
      """
    let others = """
      import SwiftUI
      struct DetailView: View { var body: some View { Text("d") } }
      struct SettingsView: View { var body: some View { Text("s") } }
      struct AboutView: View { var body: some View { Text("a") } }
      """
    #expect(
      graph([("App.swift", Self.app), ("RootView.swift", list), ("Others.swift", others)]) == [
        "RootView screen [DemoApp] []", "DetailView screen [RootView] []", "SettingsView screen [RootView] []",
        "AboutView screen [RootView] []",
      ])
  }

  @Test func sheetsCoversPopoversTabsAndStackRootsArePresented() {
    let root = """
      import SwiftUI
      struct RootView: View {
        @State private var a = false
        var body: some View {
          TabView {
            FeedView().tabItem { Text("Feed") }
            NavigationStack { ProfileView() }.tabItem { Text("Profile") }
          }
          .sheet(isPresented: $a) { EditView() }
          .fullScreenCover(isPresented: $a) { PlayerView() }
          .popover(isPresented: $a) { HintView() }
        }
      }
      struct FeedView: View { var body: some View { Text("f") } }
      struct ProfileView: View { var body: some View { Text("p") } }
      struct EditView: View { var body: some View { Text("e") } }
      struct PlayerView: View { var body: some View { Text("p") } }
      struct HintView: View { var body: some View { Text("h") } }
      """
    #expect(
      graph([("App.swift", Self.app), ("RootView.swift", root)]) == [
        "RootView screen [DemoApp] []", "FeedView screen [RootView] []", "ProfileView screen [RootView] []",
        "EditView screen [RootView] []", "PlayerView screen [RootView] []", "HintView screen [RootView] []",
      ])
  }

  @Test func componentsAreTransitiveAndTheirPresentationsBelongToTheirScreens() {
    let root = """
      import SwiftUI
      struct RootView: View {
        var body: some View { NavigationStack { List { OrderRow(title: "A") } } }
      }
      """
    let row = """
      import SwiftUI
      struct OrderRow: View {
        let title: String
        var body: some View {
          NavigationLink(destination: OrderView()) { Badge(count: 1) }
        }
      }
      struct Badge: View {
        let count: Int
        var body: some View { Text("\\(count)").font(.system(size: 11)) }
      }
      struct OrderView: View { var body: some View { Badge(count: 2) } }
      """
    #expect(
      graph([("App.swift", Self.app), ("RootView.swift", root), ("Rows/OrderRow.swift", row)]) == [
        "RootView screen [DemoApp] [OrderRow,Badge]", "OrderView screen [RootView] [Badge]",
        "OrderRow component [] [Badge]", "Badge component [] []",
      ])
  }

  @Test func unreferencedViewsAreUnplacedOrComponentsOrFlowRoots() {
    let source = """
      import SwiftUI
      struct AboutView: View { var body: some View { Text("About") } }
      struct IconButton: View {
        let action: () -> Void
        var body: some View { Button("x", action: action) }
      }
      struct SettingsView: View {
        @State private var guide = false
        var body: some View { NavigationStack { Form {} }.sheet(isPresented: $guide) { GuideView() } }
      }
      struct GuideView: View { var body: some View { Text("g") } }
      #Preview { AboutView() }
      """
    #expect(
      graph([("Views.swift", source)]) == [
        "SettingsView screen [] []", "GuideView screen [SettingsView] []", "AboutView unplaced [] []",
        "IconButton component [] []",
      ])
  }

  @Test func aCycleOfPresentationsTerminates() {
    let source = """
      import SwiftUI
      struct AView: View {
        var body: some View { NavigationStack { NavigationLink(destination: BView()) { Text("B") } } }
      }
      struct BView: View {
        @State private var shown = false
        var body: some View { Text("b").sheet(isPresented: $shown) { AView() } }
      }
      """
    #expect(
      graph([("App.swift", Self.app.replacingOccurrences(of: "RootView", with: "AView")), ("Cycle.swift", source)]) == [
        "AView screen [DemoApp,BView] []", "BView screen [AView] []",
      ])
  }

  @Test func aViewsOwnFindingsAreThoseInItsDeclarationNotItsFile() {
    let source = """
      import SwiftUI
      struct RootView: View {
        @State private var phase = Phase.splash
        var body: some View { switch phase { case .splash: SplashView() }.animation(.spring, value: 1) }
      }
      private struct SplashView: View {
        var body: some View { Image(systemName: "star").frame(width: 20, height: 20).onTapGesture {} }
      }
      """
    let result = Scanner().scan(sources: [("App.swift", Self.app), ("RootView.swift", source)])
    let byScreen = ScreenFindings(
      screens: result.screens, findings: result.violations.map { ($0.id, $0.file, $0.line) })
    let splash = result.screens.first { $0.name == "SplashView" }!
    let root = result.screens.first { $0.name == "RootView" }!
    let splashLines = Set(
      byScreen.findings(ofScreen: splash.id).compactMap { id in
        result.violations.first { $0.id == id }?.line
      })
    let rootLines = Set(
      byScreen.findings(ofScreen: root.id).compactMap { id in
        result.violations.first { $0.id == id }?.line
      })
    #expect(splash.kind == .screen && splash.endLine == 8)
    #expect(splashLines == [7])
    #expect(rootLines == [4])
  }

  @Test func aSharedComponentsFindingIsListedUnderEveryScreenUsingIt() throws {
    let root = """
      import SwiftUI
      struct RootView: View {
        var body: some View {
          NavigationStack { VStack { Badge(count: 1) }.sheet(isPresented: .constant(true)) { OrderView() } }
        }
      }
      struct Badge: View {
        let count: Int
        var body: some View { Text("\\(count)").font(.system(size: 11)) }
      }
      struct OrderView: View { var body: some View { Badge(count: 2) } }
      """
    let result = Scanner().scan(sources: [("App.swift", Self.app), ("RootView.swift", root)])
    let byScreen = ScreenFindings(
      screens: result.screens, findings: result.violations.map { ($0.id, $0.file, $0.line) })
    let badgeFinding = try #require(result.violations.first { $0.line == 9 })
    let listing = result.screens.filter { byScreen.findings(ofScreen: $0.id).contains(badgeFinding.id) }.map(\.name)
    #expect(Set(listing) == ["RootView", "OrderView", "Badge"])
  }

  @Test func anExtensionInAnotherFileIsPartOfItsView() throws {
    let root = """
      import SwiftUI
      struct RootView: View {
        @State private var shown = false
        var body: some View { header.sheet(isPresented: $shown) { EditView() } }
      }
      struct EditView: View { var body: some View { Text("e") } }
      """
    let header = """
      import SwiftUI
      extension RootView {
        var header: some View { Badge().onTapGesture { select() } }
      }
      struct Badge: View { var body: some View { Image(systemName: "star").frame(width: 20, height: 20) } }
      """
    let result = Scanner().scan(sources: [("App.swift", Self.app), ("RootView.swift", root), ("Header.swift", header)])
    let rootView = try #require(result.screens.first { $0.name == "RootView" })
    #expect(rootView.extensions == [SourceLines(file: "Header.swift", start: 2, end: 4)])
    #expect(rootView.components == ["Badge"])
    let byScreen = ScreenFindings(
      screens: result.screens, findings: result.violations.map { ($0.id, $0.file, $0.line) })
    let own = result.violations.filter { $0.file == "Header.swift" && $0.line == 3 }
    try #require(!own.isEmpty)
    #expect(own.allSatisfy { byScreen.findings(ofScreen: rootView.id).contains($0.id) })
  }
}
