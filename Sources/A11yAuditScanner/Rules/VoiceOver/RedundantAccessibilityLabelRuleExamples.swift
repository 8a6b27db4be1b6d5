/// Examples for ``RedundantAccessibilityLabelRule``; `↓` marks each expected violation.
package enum RedundantAccessibilityLabelRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Player: View {
        var body: some View {
          Button(action: play) { Image(systemName: "play.fill") }↓.accessibilityLabel("Play button")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Avatar: View {
        var body: some View {
          Image("avatar")↓.accessibilityLabel("Profile image")
        }
      }
      """#),
    RuleExample(
      #"""
      struct ShareButton: View {
        var body: some View {
          Button { share() } label: {
            Image(systemName: "square.and.arrow.up")
          }
          ↓.accessibilityLabel("square and arrow up")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Settings: View {
        var body: some View {
          Image(systemName: "gear")↓.accessibility(label: Text("Settings icon"))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Delete: View {
        var body: some View {
          Button("Delete", action: delete)
            ↓.accessibilityHint("Delete")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Photo: View {
        var body: some View {
          Image("beach", label: ↓Text("Picture of a beach at sunset"))
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Player: View {
        var body: some View {
          Button(action: play) { Image(systemName: "play.fill") }.accessibilityLabel("Play")
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeButtons: View {
        var body: some View {
          Button("Get Started") {}
            .accessibilityLabel("Get started with Trendy setup")
            .accessibilityHint("Opens account creation")
        }
      }
      """#),
    RuleExample(
      #"""
      struct EditAvatar: View {
        var body: some View {
          Button(action: edit) { Image("avatar") }.accessibilityLabel("Edit profile image")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Gallery: View {
        var body: some View {
          NavigationLink(destination: GalleryView()) { Image(systemName: "photo.on.rectangle") }
            .accessibilityLabel("Image gallery")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Status: View {
        var body: some View {
          Image(systemName: "checkmark.circle.fill").accessibilityLabel("Completed")
        }
      }
      """#),
  ]
}
