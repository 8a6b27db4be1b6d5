/// Examples for ``LabelNotInNameRule``; `↓` marks each expected violation.
package enum LabelNotInNameRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Editor: View {
        var body: some View {
          ↓Button("Save") { save() }
            .accessibilityLabel("Store document")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Footer: View {
        var body: some View {
          ↓Link("Privacy", destination: privacyURL).accessibilityLabel(Text("Data policy"))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Settings: View {
        var body: some View {
          ↓Toggle("Wi-Fi", isOn: $wifi)
            .accessibility(label: Text("Wireless networking"))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Home: View {
        var body: some View {
          ↓NavigationLink(destination: HistoryView()) {
            HStack {
              Image(systemName: "clock")
              Text("History")
            }
          }
          .accessibilityLabel("Past sessions")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sorting: View {
        var body: some View {
          ↓Menu {
            Button("Newest first") { sort(.newest) }
          } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
          }
          .accessibilityLabel("Change the sort order")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Checkout: View {
        var body: some View {
          ↓Button("Pay now") { pay() }
            .accessibilityLabel("Confirm and pay now")
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Editor: View {
        var body: some View {
          Button("Save") { save() }
            .accessibilityLabel("Save document")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Footer: View {
        var body: some View {
          Link("Privacy", destination: privacyURL)
            .accessibilityLabel("privacy policy, opens in Safari")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Settings: View {
        var body: some View {
          Toggle(isOn: $wifi) {
            Text("Wi-Fi")
          }
          .accessibilityLabel("WiFi: wireless networking")
          .accessibilityInputLabels(["Wi-Fi", "Wireless"])
        }
      }
      """#),
    RuleExample(
      #"""
      struct Player: View {
        var body: some View {
          Button { play() } label: {
            Image(systemName: "play.fill")
          }
          .accessibilityLabel("Play")
          Toggle("Sounds", isOn: $sounds).labelsHidden().accessibilityLabel("Play sounds")
          Button("Go", action: go).accessibilityLabel("Go!")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Account: View {
        var body: some View {
          Button(title) { signOut() }.accessibilityLabel("Sign out of your account")
          Button("account.sign_out") { signOut() }.accessibilityLabel("Sign out")
          NavigationLink("Profile", destination: ProfileView()).accessibilityLabel("Profile, Alex")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          Text("Inbox")
            .toolbar {
              Button("Add", systemImage: "plus") { add() }.accessibilityLabel("New message")
            }
          Button { compose() } label: {
            Label("Compose", systemImage: "square.and.pencil")
          }
          .accessibilityLabel("Compose a new message")
        }
      }
      """#),
  ]
}
