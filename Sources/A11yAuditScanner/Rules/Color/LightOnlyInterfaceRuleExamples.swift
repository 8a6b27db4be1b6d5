/// Examples for ``LightOnlyInterfaceRule``; `↓` marks each expected violation. The `Info.plist` and
/// `project.pbxproj` sites are tested with fixtures.
package enum LightOnlyInterfaceRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      @main
      struct JournalApp: App {
        var body: some Scene {
          WindowGroup {
            ContentView()↓.preferredColorScheme(.light)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ReceiptView: View {
        var body: some View {
          ReceiptLines()
            ↓.environment(\.colorScheme, .light)
        }
      }
      """#),
    RuleExample(
      #"""
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          ↓window?.overrideUserInterfaceStyle = .light
        }
      }
      """#),
    RuleExample(
      #"""
      struct SettingsScreen: View {
        var body: some View {
          ScrollView {
            Text("Settings")
          }
          ↓.background(Color.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeScreen: View {
        var body: some View {
          ZStack {
            Color.white↓.ignoresSafeArea()
            Text("Welcome")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct OrdersList: View {
        var body: some View {
          List {
            Text("Order 1")
          }
          ↓.background(Color(red: 0.98, green: 0.97, blue: 0.95))
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SettingsScreen: View {
        var body: some View {
          ScrollView {
            Text("Settings")
          }
          .background(Color(.systemBackground))
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeScreen: View {
        var body: some View {
          ZStack {
            Color(uiColor: .systemGroupedBackground).ignoresSafeArea()
            Text("Welcome")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlayerScreen: View {
        var body: some View {
          VideoArea().preferredColorScheme(.dark)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ThemedRoot: View {
        @AppStorage("theme") private var dark = false
        var body: some View {
          ContentView().preferredColorScheme(dark ? .dark : .light)
        }
      }
      """#),
    RuleExample(
      #"""
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func apply(_ theme: Theme) {
          switch theme {
          case .light: window?.overrideUserInterfaceStyle = .light
          case .dark: window?.overrideUserInterfaceStyle = .dark
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct InboxScreen: View {
        var body: some View {
          NavigationStack {
            Text("Inbox")
          }
          .background(Color(.secondarySystemBackground).ignoresSafeArea())
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoginScreen: View {
        var body: some View {
          ZStack {
            Color(.systemBackground).edgesIgnoringSafeArea(.all)
            Text("Sign in")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PillButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          HStack { configuration.label }
            .padding()
            .background(Color.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Badge: View {
        var body: some View {
          Text("New")
            .padding(4)
            .background(Color.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct OrdersList: View {
        var body: some View {
          List {
            Text("Order 1")
          }
          .listRowBackground(Color(uiColor: .secondarySystemGroupedBackground))
        }
      }
      """#),
    RuleExample(
      #"""
      struct FilterSheet: View {
        var body: some View {
          Form {
            Text("Sort by")
          }
          .presentationBackground(Color(.systemBackground).opacity(0.95))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          VStack {
            Text("Sale")
          }
          .background(Color.black.opacity(0.8))
        }
      }
      """#),
  ]
}
