/// Examples for ``LinkPurposeRule``; `↓` marks each expected violation.
package enum LinkPurposeRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct AboutView: View {
        var body: some View {
          Form {
            ↓Link("Learn more", destination: URL(string: "https://example.com/privacy")!)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct HelpLinks: View {
        var body: some View {
          VStack {
            ↓Link("Read more…", destination: backupsURL)
            ↓Link("Read more…", destination: syncURL)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.openURL) private var openURL
        var body: some View {
          ↓Button("Click here") {
            openURL(URL(string: "https://example.com/upgrade")!)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Footer: View {
        var body: some View {
          ↓Link(destination: docsURL) {
            HStack {
              Text("More info")
              Image(systemName: "arrow.up.right.square")
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ReleaseNotes: View {
        var body: some View {
          ↓Text("[Details](https://example.com/releases)")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Articles: View {
        let articles: [Article]
        var body: some View {
          List {
            ForEach(articles) { article in
              ↓Button {
                UIApplication.shared.open(article.url)
              } label: {
                Text("Read more")
              }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct NetworkHelp: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Local push needs the app to know your home network.")
            ↓Link("Learn more", destination: pushDocs)
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct AboutView: View {
        var body: some View {
          Link("Learn more", destination: privacyURL)
            .accessibilityLabel("Learn more about privacy")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Terms: View {
        var body: some View {
          Text("By continuing you accept our terms, read them [here](https://example.com/terms).")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.openURL) private var openURL
        var body: some View {
          Button("Tap here") { openURL(upgradeURL) }
            .accessibilityHint("Opens the upgrade page in Safari")
        }
      }
      """#),
    RuleExample(
      #"""
      struct ErrorAlert: View {
        @Environment(\.openURL) private var openURL
        @State private var failed = false
        var body: some View {
          Content()
            .alert("Sync failed", isPresented: $failed) {
              Button("Learn more") { openURL(syncHelpURL) }
              Button("OK", role: .cancel) {}
            } message: {
              Text("Your library could not be synced.")
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          HStack {
            Text("Backups keep a copy of your journal.")
            Link("More", destination: backupsURL)
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Footer: View {
        var body: some View {
          VStack {
            Link("Read the privacy policy", destination: privacyURL)
            Button("More") { showsOptions = true }
          }
        }
      }
      """#),
  ]
}
