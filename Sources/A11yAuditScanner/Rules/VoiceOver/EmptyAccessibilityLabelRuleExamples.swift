/// Examples for ``EmptyAccessibilityLabelRule``; `↓` marks each expected violation.
package enum EmptyAccessibilityLabelRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Favorites: View {
        var body: some View {
          ↓Label("", systemImage: "heart")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          ↓Button("") { refresh() }
          ↓Button(" ", systemImage: "arrow.clockwise", action: refresh)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Status: View {
        var body: some View {
          Image(systemName: "checkmark.circle")
            ↓.accessibilityLabel("")
          Image(systemName: "wifi")↓.accessibilityLabel(Text(""))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Close: View {
        var body: some View {
          Button { dismiss() } label: {
            Image(systemName: "xmark")
            ↓Text("")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Footer: View {
        var body: some View {
          ↓Link("", destination: helpURL)
          Text("Help")↓.accessibility(label: Text(""))
        }
      }
      """#),
    RuleExample(
      #"""
      struct More: View {
        var body: some View {
          Menu {
            Button("Share") { share() }
          } label: {
            ↓Label("", systemImage: "ellipsis.circle")
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Favorites: View {
        var body: some View {
          Label("", systemImage: "heart")
            .accessibilityLabel("Favorites")
          Label("Favorites", systemImage: "heart").labelStyle(.iconOnly)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          Button("") { refresh() }
            .accessibilityLabel("Refresh")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Shortcuts: View {
        var body: some View {
          Button("") { goBack() }
            .keyboardShortcut(.escape)
            .hidden()
          Image("divider").accessibilityLabel("").accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Close: View {
        var body: some View {
          Button { dismiss() } label: {
            Image(systemName: "xmark")
            Text("")
          }
          .accessibilityLabel("Close")
        }
      }
      """#),
    RuleExample(
      #"""
      struct More: View {
        var body: some View {
          Menu {
            Button("Share") { share() }
          } label: {
            Label("", systemImage: "ellipsis.circle")
          }
          .accessibilityLabel("More actions")
          Text("")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Form: View {
        var body: some View {
          Toggle("", isOn: $isOn).accessibilityLabel("Reminders")
          TextField("", text: $name)
          Button("Save") { save() }
        }
      }
      """#),
  ]
}
