/// Examples for ``TapGestureMissingTraitRule``; `↓` marks each expected violation.
enum TapGestureMissingTraitRuleExamples {
  static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          ↓Image(systemName: "plus")
            .frame(width: 30, height: 30)
            .onTapGesture { addHabit() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct HabitRow: View {
        var body: some View {
          ↓HStack {
            Text(title)
            Spacer()
          }
          .contentShape(Rectangle())
          .onTapGesture { toggle() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        var body: some View {
          ↓CardContent()
            .accessibilityAddTraits(.isHeader)
            .gesture(TapGesture().onEnded { flip() })
        }
      }
      """#),
    RuleExample(
      #"""
      struct Terms: View {
        var body: some View {
          ↓Text("Read the terms").underline().onTapGesture(count: 1) { openTerms() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Photo: View {
        var body: some View {
          ↓Image("photo")
            .accessibilityLabel("Beach")
            .simultaneousGesture(SpatialTapGesture().onEnded { _ in zoom() })
            .accessibilityAction { zoom() }
        }
      }
      """#),
  ]

  static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          Image(systemName: "plus")
            .onTapGesture { addHabit() }
            .accessibilityLabel("Add habit")
            .accessibilityAddTraits(.isButton)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Terms: View {
        var body: some View {
          Text("Read the terms").accessibilityAddTraits([.isLink]).onTapGesture { openTerms() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Scrim: View {
        var body: some View {
          Color.black.opacity(0.4)
            .onTapGesture { dismiss() }
            .accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Zoomable: View {
        var body: some View {
          Image("map").onTapGesture(count: 2) { zoomIn() }.accessibilityLabel("Map")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        var body: some View {
          CardContent()
            .onTapGesture { flip() }
            .accessibilityRepresentation { Button("Flip card", action: flip) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Field: View {
        var body: some View {
          TextField("Name", text: $name).onTapGesture { startEditing() }
          Button("Go") { go() }.simultaneousGesture(TapGesture().onEnded { log() })
        }
      }
      """#),
  ]
}
