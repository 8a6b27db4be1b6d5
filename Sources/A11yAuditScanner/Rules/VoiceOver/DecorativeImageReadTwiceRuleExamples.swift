/// Examples for ``DecorativeImageReadTwiceRule``; `↓` marks each expected violation.
package enum DecorativeImageReadTwiceRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SettingsRow: View {
        var body: some View {
          HStack {
            ↓Image(systemName: "bell").accessibilityLabel("Notifications")
            Text("Notifications")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct FeatureRow: View {
        var body: some View {
          VStack {
            ↓Image(systemName: "checkmark.circle.fill").accessibilityLabel("Quick logging")
            Text("Quick Logging")
            Text("Tap to track any event instantly")
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct SaveButton: View {
        var body: some View {
          Button(action: save) {
            ↓Image(systemName: "square.and.arrow.down").accessibility(label: Text("Save"))
            Text("Save")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Header: View {
        var body: some View {
          HStack {
            Text("Welcome!").font(.title)
            ↓Image("wave", label: Text("welcome"))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Stat: View {
        var body: some View {
          HStack {
            ↓Image(systemName: "flame.fill")
              .foregroundStyle(.orange)
              .accessibilityLabel("Streak")
            Label("Streak", systemImage: "calendar").labelStyle(.titleOnly)
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SettingsRow: View {
        var body: some View {
          HStack {
            Image(systemName: "bell").accessibilityHidden(true)
            Text("Notifications")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct FeatureRow: View {
        var body: some View {
          VStack {
            Image(decorative: "sparkles")
            Text("Quick Logging")
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Status: View {
        var body: some View {
          HStack {
            Image(systemName: "checkmark.circle.fill").accessibilityLabel("Synced")
            Text("Documents")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          VStack {
            Image(systemName: "sparkles").accessibilityHidden(true)
            Text("Welcome to Trendy")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Badge: View {
        var body: some View {
          Image(systemName: "star.fill").accessibilityLabel("Favorite")
        }
      }
      """#),
  ]
}
