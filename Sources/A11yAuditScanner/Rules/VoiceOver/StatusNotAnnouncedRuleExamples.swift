/// Examples for ``StatusNotAnnouncedRule``; `↓` marks each expected violation.
package enum StatusNotAnnouncedRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct ShareSheet: View {
        @State private var showCopiedToast = false

        var body: some View {
          VStack {
            Button("Copy link") { showCopiedToast = true }
            ↓if showCopiedToast {
              Text("Link copied").padding().background(.thinMaterial, in: Capsule())
                .transition(.opacity)
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct FeedView: View {
        @State private var bannerText: String?

        var body: some View {
          List { Text("Posts") }
            .overlay(alignment: .top) {
              ↓if let bannerText {
                Label(bannerText, systemImage: "wifi.slash").padding()
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct SnackbarHost: View {
        @Binding var isPresented: Bool
        let text: String

        var body: some View {
          ↓if isPresented {
            HStack { Text(text); Spacer() }.padding().background(Color.black)
          }
        }
      }
      """),
    RuleExample(
      """
      struct SignUpForm: View {
        @State private var email = ""
        @State private var isEmailValid = true

        var body: some View {
          Form {
            TextField("Email", text: $email)
              .onChange(of: email) { isEmailValid = email.contains("@") }
            ↓if !isEmailValid {
              Text("Enter a valid email address").foregroundStyle(.red)
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct PasswordForm: View {
        @State private var password = ""
        @State private var errorMessage: String?

        var body: some View {
          VStack {
            SecureField("Password", text: $password)
            ↓if let errorMessage {
              Text(errorMessage).font(.footnote).foregroundStyle(.red)
            }
            Button("Save") { errorMessage = password.count < 8 ? "Use at least 8 characters" : nil }
          }
        }
      }
      """),
    RuleExample(
      """
      struct EditorScreen: View {
        @State private var showSavedHUD = false

        var body: some View {
          ZStack {
            TextEditor(text: .constant(""))
            ↓if showSavedHUD {
              VStack { Image(systemName: "checkmark"); Text("Saved") }
            }
          }
        }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct ShareSheet: View {
        @State private var showCopiedToast = false

        var body: some View {
          VStack {
            Button("Copy link") { showCopiedToast = true }
            if showCopiedToast {
              Text("Link copied")
                .onAppear { AccessibilityNotification.Announcement("Link copied").post() }
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct FeedView: View {
        @State private var bannerText: String?

        var body: some View {
          List { Text("Posts") }
            .overlay(alignment: .top) {
              if let bannerText {
                Label(bannerText, systemImage: "wifi.slash")
              }
            }
            .onChange(of: bannerText) { _, text in
              if let text { UIAccessibility.post(notification: .announcement, argument: text) }
            }
        }
      }
      """),
    RuleExample(
      """
      struct SignUpForm: View {
        @State private var email = ""
        @State private var isEmailValid = true
        @AccessibilityFocusState private var errorFocused: Bool

        var body: some View {
          Form {
            TextField("Email", text: $email)
            if !isEmailValid {
              Text("Enter a valid email address").accessibilityFocused($errorFocused)
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct HomeScreen: View {
        @State private var showToast = false

        var body: some View {
          VStack {
            Button("Add") { showToast = true }
            if showToast { ToastBanner(message: "Added", isPresented: $showToast) }
          }
        }
      }
      """),
    RuleExample(
      """
      struct LiveScore: View {
        @State private var showStatusMessage = true
        let score: String

        var body: some View {
          if showStatusMessage {
            Text(score).accessibilityAddTraits(.updatesFrequently)
          }
        }
      }
      """),
    RuleExample(
      """
      struct Loader: View {
        @State private var isLoading = true

        var body: some View {
          if isLoading { ProgressView() } else { Text("Done") }
        }
      }
      """),
    RuleExample(
      """
      struct SettingsSection: View {
        let footerMessage: String?
        let message: Message

        var body: some View {
          Section {
            if message.isOwnMessage { Text("Sent") }
          } footer: {
            if let footerMessage { Text(footerMessage) }
          }
        }
      }
      """),
  ]
}
