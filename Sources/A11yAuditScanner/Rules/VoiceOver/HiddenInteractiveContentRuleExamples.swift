/// Examples for ``HiddenInteractiveContentRule``; `↓` marks each expected violation.
package enum HiddenInteractiveContentRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          HStack {
            Image(systemName: "moon.stars")
            Text("Wind down tonight")
            Button("Dismiss") { dismiss() }
          }
          ↓.accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Search: View {
        var body: some View {
          VStack {
            TextField("Search", text: $query)
          }
          ↓.accessibility(hidden: true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Rating: View {
        var body: some View {
          HStack {
            ForEach(1..<6) { star in
              Image(systemName: star <= rating ? "star.fill" : "star")
                .onTapGesture { rating = star }
            }
          }
          ↓.accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Artwork: View {
        var body: some View {
          Image("cover")
            .overlay(alignment: .topTrailing) {
              Toggle("Favorite", isOn: $isFavorite).toggleStyle(.button)
            }
            ↓.accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          HStack {
            Text(title)
            Button("Delete") { delete() }
              ↓.accessibilityHidden(true)
          }
          .accessibilityElement(children: .combine)
          .accessibilityAction(named: "Delete") { delete() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Player: View {
        var body: some View {
          ZStack {
            Color.black
            Slider(value: $volume)
          }
          ↓.accessibilityHidden(true)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          HStack {
            Image(systemName: "moon.stars")
              .accessibilityHidden(true)
            Text("Wind down tonight")
            Button("Dismiss") { dismiss() }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Divider: View {
        var body: some View {
          HStack {
            Rectangle().frame(height: 1)
            Image(systemName: "leaf")
          }
          .accessibilityHidden(true)
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
      struct Sizer: View {
        var body: some View {
          Button("Longest title") {}
            .hidden()
            .accessibilityHidden(true)
          Text("Visible").accessibilityHidden(false)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          Image("hero")
            .accessibilityHidden(true)
            .sheet(isPresented: $showsDetails) {
              Button("Close") { showsDetails = false }
            }
          PlayerControls().accessibilityHidden(true)
        }
      }
      """#),
  ]
}
