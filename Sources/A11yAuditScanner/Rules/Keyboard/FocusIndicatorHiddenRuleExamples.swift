/// Examples for ``FocusIndicatorHiddenRule``; `↓` marks each expected violation.
package enum FocusIndicatorHiddenRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SidebarRow: View {
        var body: some View {
          Button("Library") { select(.library) }
            .buttonStyle(.plain)
            ↓.focusEffectDisabled()
        }
      }
      """#),
    RuleExample(
      #"""
      struct SearchHeader: View {
        @State private var query = ""
        var body: some View {
          TextField("Search", text: $query)
            .textFieldStyle(.plain)
            ↓.focusEffectDisabled(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          HStack {
            Button(action: back) { Image(systemName: "chevron.left") }
            Button(action: forward) { Image(systemName: "chevron.right") }
          }
          ↓.focusEffectDisabled()
        }
      }
      """#),
    RuleExample(
      #"""
      struct MediaCanvas: View {
        var body: some View {
          ZStack {
            Image("photo")
          }
          .focusable()
          .onKeyPress(.rightArrow) { next(); return .handled }
          ↓.focusEffectDisabled()
        }
      }
      """#),
    RuleExample(
      #"""
      struct CapsuleButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label
            .padding()
            .background(Capsule().fill(.tint))
            ↓.focusEffectDisabled()
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoginForm: View {
        @FocusState private var focused: Field?
        var body: some View {
          Form {
            TextField("Email", text: $email).focused($focused, equals: .email)
            Toggle("Remember me", isOn: $remember)
          }
          ↓.focusEffectDisabled()
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SidebarRow: View {
        @FocusState private var isFocused: Bool
        var body: some View {
          Button("Library") { select(.library) }
            .buttonStyle(.plain)
            .focused($isFocused)
            .focusEffectDisabled()
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(isFocused ? Color.accentColor : .clear, lineWidth: 2))
        }
      }
      """#),
    RuleExample(
      #"""
      struct CapsuleButtonStyle: ButtonStyle {
        @Environment(\.isFocused) private var isFocused
        func makeBody(configuration: Configuration) -> some View {
          configuration.label
            .padding()
            .background(Capsule().fill(isFocused ? .blue : .gray))
            .focusEffectDisabled()
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        @FocusState private var focusedItem: Item?
        var body: some View {
          HStack {
            ForEach(items) { item in
              Button(item.title) { open(item) }
                .focused($focusedItem, equals: item)
                .scaleEffect(focusedItem == item ? 1.1 : 1)
            }
          }
          .focusEffectDisabled()
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          Text("Welcome back")
            .padding()
            .focusEffectDisabled()
          Button("Start") { start() }
            .focusEffectDisabled(false)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Tile: View {
        @FocusState private var isFocused: Bool
        var body: some View {
          Image("cover")
            .focusable()
            .focused($isFocused)
            .shadow(radius: isFocused ? 12 : 0)
            .focusEffectDisabled()
        }
      }
      """#),
    RuleExample(
      #"""
      struct Grid: View {
        var body: some View {
          Button("Open") { open() }
            .buttonStyle(CardButtonStyle())
            .focusEffectDisabled()
        }
      }

      #Preview {
        Button("Open") {}.focusEffectDisabled()
      }
      """#),
  ]
}
