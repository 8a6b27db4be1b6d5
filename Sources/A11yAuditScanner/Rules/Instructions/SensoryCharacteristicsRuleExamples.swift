/// Examples for ``SensoryCharacteristicsRule``; `↓` marks each expected violation.
package enum SensoryCharacteristicsRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct StartHint: View {
        var body: some View {
          ↓Text("Tap the green button when you are ready.")
        }
      }
      """#),
    RuleExample(
      #"""
      struct EditorTips: View {
        var body: some View {
          VStack {
            ↓Text("To undo, press the round button.")
            ↓Text("Tap the square to keep a draft.")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct EmptyInbox: View {
        var body: some View {
          ContentUnavailableView {
            Label("No messages", systemImage: "tray")
          } description: {
            ↓Text("Use the button in the top-right corner to write one.")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SignUpForm: View {
        var body: some View {
          Form {
            ↓Text("Required fields are marked in red.")
            TextField("Email", text: $email)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct BreathingGuide: View {
        var body: some View {
          ↓Text(NSLocalizedString("When you hear the chime, breathe out slowly.", comment: "Guide"))
        }
      }
      """#),
    RuleExample(
      #"""
      struct ShareButton: View {
        var body: some View {
          Button(action: share) { Image(systemName: "square.and.arrow.up") }
            ↓.accessibilityHint("Tap the icon on the right to share")
        }
      }
      """#),
    RuleExample(
      #"""
      struct StreakLegend: View {
        var body: some View {
          ↓Text("Green dots mean you practised that day")
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct StartHint: View {
        var body: some View {
          Text("Tap the green Start button when you are ready.")
        }
      }
      """#),
    RuleExample(
      #"""
      struct EmptyInbox: View {
        var body: some View {
          Text("Tap Compose in the top-right corner to write one.")
        }
      }
      """#),
    RuleExample(
      #"""
      struct SignUpForm: View {
        var body: some View {
          Text("Required fields are marked in red and with an asterisk (*).")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Settings: View {
        var body: some View {
          List {
            Toggle("Show the red badge on the app icon", isOn: $showsBadge)
            Text("Choose the options below.")
            Text("Swipe right to go back.")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ThemePicker: View {
        var body: some View {
          Picker("Accent", selection: $accent) {
            Text("Red").tag(Accent.red)
            Text("Ocean blue").tag(Accent.blue)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Guide: View {
        var body: some View {
          Text("Press the button labelled “Done” on the right when you finish.")
        }
      }
      """#),
    RuleExample(
      #"""
      #Preview {
        Text("Tap the blue button")
      }
      """#),
  ]
}
