/// Examples for ``ScreenMissingTitleRule``; `↓` marks each expected violation.
package enum ScreenMissingTitleRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct CounterList: View {
        var body: some View {
          NavigationStack {
            List { NavigationLink("Counter") { CounterScreen() } }
              .navigationTitle("Counters")
          }
        }
      }

      ↓struct CounterScreen: View {
        @State private var count = 0

        var body: some View {
          Stepper("\\(count)", value: $count)
            .onChange(of: count) { _, new in
              AccessibilityNotification.Announcement("Count \\(new)").post()
            }
        }
      }
      """),
    RuleExample(
      """
      struct OrdersView: View {
        let orders: [Order]

        var body: some View {
          NavigationStack {
            List(orders) { order in
              NavigationLink(destination: OrderDetail(order: order)) { Text(order.title) }
            }
            .navigationTitle("Orders")
          }
        }
      }

      ↓struct OrderDetail: View {
        let order: Order

        var body: some View {
          Form { Text(order.title) }
        }
      }
      """),
    RuleExample(
      """
      struct SettingsList: View {
        var body: some View {
          List {
            NavigationLink {
              AboutScreen()
            } label: {
              Label("About", systemImage: "info.circle")
            }
          }
          .navigationTitle("Settings")
        }
      }

      ↓struct AboutScreen: View {
        var body: some View {
          ScrollView { Text("Version 2.1") }
            .navigationTitle("")
            .navigationBarTitleDisplayMode(.inline)
        }
      }
      """),
    RuleExample(
      """
      enum Route: Hashable { case profile, billing }

      struct AccountView: View {
        @State private var path: [Route] = []

        var body: some View {
          NavigationStack(path: $path) {
            List {
              NavigationLink("Profile", value: Route.profile)
              NavigationLink("Billing", value: Route.billing)
            }
            .navigationTitle("Account")
            .navigationDestination(for: Route.self) { route in
              switch route {
              case .profile: ProfileEditor()
              case .billing: BillingView()
              }
            }
          }
        }
      }

      ↓struct ProfileEditor: View {
        var body: some View { Form { TextField("Name", text: .constant("")) } }
      }

      struct BillingView: View {
        var body: some View { List { Text("Visa") }.navigationTitle("Billing") }
      }
      """),
    RuleExample(
      """
      struct CheckoutView: View {
        @State private var showsReceipt = false

        var body: some View {
          Button("Pay") { showsReceipt = true }
            .navigationTitle("Checkout")
            .navigationDestination(isPresented: $showsReceipt) {
              ReceiptView()
            }
        }
      }

      ↓struct ReceiptView: View {
        var body: some View {
          VStack {
            Text("Thank you")
          }
          .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
          }
        }
      }
      """),
    RuleExample(
      """
      struct LibraryView: View {
        var body: some View {
          List {
            NavigationLink("Favorites") { LazyView(FavoritesList()) }
            NavigationLink("History") { HistoryList() }
          }
          .navigationTitle("Library")
        }
      }

      ↓struct FavoritesList: View {
        var body: some View { List { Text("No favorites yet") } }
      }

      struct HistoryList: View {
        var body: some View { HistoryContent() }
      }

      struct HistoryContent: View {
        var body: some View { List { Text("Today") }.navigationTitle("History") }
      }
      """),
    RuleExample(
      """
      struct ContactsView: View {
        @State private var isAdding = false
        @State private var isFiltering = false

        var body: some View {
          List { Text("Ada") }
            .navigationTitle("Contacts")
            .toolbar {
              Button("Add") { isAdding = true }
              Button("Filter") { isFiltering = true }
            }
            .sheet(isPresented: $isAdding) {
              NavigationStack { NewContactForm() }
            }
            .sheet(isPresented: $isFiltering) { FilterSheet() }
        }
      }

      ↓struct NewContactForm: View {
        var body: some View {
          Form { TextField("Name", text: .constant("")) }
            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
        }
      }

      ↓struct FilterSheet: View {
        var body: some View {
          NavigationStack {
            Form { Toggle("Favorites only", isOn: .constant(true)) }
          }
        }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct InboxView: View {
        let messages: [Message]

        var body: some View {
          List(messages) { message in
            NavigationLink(destination: MessageView(message: message)) { Text(message.subject) }
          }
          .navigationTitle("Inbox")
        }
      }

      struct MessageView: View {
        let message: Message

        var body: some View {
          ScrollView { Text(message.body) }
            .navigationTitle(message.subject)
            .navigationBarTitleDisplayMode(.inline)
        }
      }
      """),
    RuleExample(
      """
      struct DonutMenu: View {
        var body: some View {
          List {
            NavigationLink {
              DonutGallery().navigationTitle("Gallery")
            } label: {
              Text("Gallery")
            }
          }
        }
      }

      struct DonutGallery: View {
        var body: some View { Grid { Text("Glazed") } }
      }
      """),
    RuleExample(
      """
      struct PlayerList: View {
        var body: some View {
          NavigationLink("Now Playing") { NowPlayingView() }
        }
      }

      struct NowPlayingView: View {
        var body: some View {
          ArtworkView()
            .toolbar {
              ToolbarItem(placement: .principal) {
                VStack {
                  Text("Now Playing").font(.headline)
                  Text("Side A").font(.caption)
                }
              }
            }
        }
      }
      """),
    RuleExample(
      """
      extension View {
        func screenTitle(_ title: LocalizedStringKey) -> some View {
          navigationTitle(title).navigationBarTitleDisplayMode(.inline)
        }
      }

      struct HelpIndex: View {
        var body: some View {
          NavigationLink("Shortcuts") { ShortcutsHelp() }
        }
      }

      struct ShortcutsHelp: View {
        var body: some View {
          List { Text("⌘N New note") }
            .screenTitle("Shortcuts")
        }
      }
      """),
    RuleExample(
      """
      struct TeamView: View {
        var body: some View {
          NavigationLink(destination: MemberProfile()) { Text("Alex") }
        }
      }

      struct MemberProfile: View {
        var body: some View { content }
      }

      extension MemberProfile {
        var content: some View {
          Form { Text("Alex") }
            .navigationTitle("Profile")
        }
      }
      """),
    RuleExample(
      """
      struct ComposeButton: View {
        @State private var isComposing = false

        var body: some View {
          Button("New Message") { isComposing = true }
            .sheet(isPresented: $isComposing) { ComposeSheet() }
        }
      }

      struct ComposeSheet: View {
        var body: some View { TextEditor(text: .constant("")) }
      }
      """),
    RuleExample(
      """
      struct EventList: View {
        @State private var isCreating = false

        var body: some View {
          List { Text("Standup") }
            .sheet(isPresented: $isCreating) {
              NavigationStack { NewEventForm() }
            }
        }
      }

      struct NewEventForm: View {
        var body: some View {
          Form { DatePicker("Starts", selection: .constant(.now)) }
            .navigationTitle("New Event")
        }
      }
      """),
  ]
}
