/// Examples for ``TapGestureMissingTraitRule``; `↓` marks each expected violation.
package enum TapGestureMissingTraitRuleExamples {
  package static let triggering: [RuleExample] = [
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
    RuleExample(
      #"""
      struct Tile: View {
        var body: some View {
          ↓Rectangle()
            .highPriorityGesture(TapGesture(count: 1).onEnded { select() })
          ↓Circle().gesture(TapGesture())
          ↓Capsule().gesture(SpatialTapGesture(coordinateSpace: .local).onEnded { event in mark(event.location) })
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sticker: View {
        var body: some View {
          ↓Image("sticker")
            .gesture(LongPressGesture().exclusively(before: TapGesture().onEnded { peel() }))
          ↓Image("badge")
            .simultaneousGesture(DragGesture().simultaneously(with: SpatialTapGesture()))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Postcard: View {
        private var flip: some Gesture {
          TapGesture().onEnded { isFlipped.toggle() }
        }

        func select(_ id: Int) -> some Gesture {
          return SpatialTapGesture().onEnded { _ in selection = id }
        }

        var body: some View {
          ↓CardFace().gesture(flip)
          ↓CardBack().simultaneousGesture(self.select(2))
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct BottomMenuModifier: ViewModifier {
        @Binding var item: MenuItem?
        func body(content: Content) -> some View {
          content.overlay {
            if item != nil {
              Rectangle()
                .fill(Color.black.opacity(0.4))
                .onTapGesture {
                  withAnimation { item = nil }
                }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct MenuOverlay: View {
        @Binding var isPresented: Bool
        var body: some View {
          ZStack {
            Color.black.opacity(0.4).onTapGesture { isPresented = false }
            Rectangle().fill(.black.opacity(0.3)).onTapGesture { store.send(.dismissMenu) }
            Menu()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sheet: View {
        var body: some View {
          VStack { content }
            .contentShape(Rectangle())
            .onTapGesture {}
        }
      }
      """#),
    RuleExample(
      #"""
      struct NameField: View {
        @FocusState private var isEditing: Bool
        @State private var name = ""
        var body: some View {
          HStack {
            Text("Name").onTapGesture { isEditing = true }
            TextField("Name", text: $name).focused($isEditing)
          }
          .onTapGesture(perform: { self.isEditing = false })
        }
      }
      """#),
    RuleExample(
      #"""
      struct Composer: View {
        var body: some View {
          ScrollView { messages }.onTapGesture { hideKeyboard() }
        }
      }
      """#),
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
    RuleExample(
      #"""
      struct Tile: View {
        private let zoom = TapGesture(count: 2).onEnded { toggleZoom() }

        var body: some View {
          Rectangle().gesture(zoom)
          Circle().gesture(DragGesture().onChanged { move($0) })
          Capsule()
            .highPriorityGesture(SpatialTapGesture().onEnded { _ in select() })
            .accessibilityAddTraits(.isButton)
          Image("badge").gesture(LongPressGesture().sequenced(before: DragGesture()))
          HStack { swipeActions }
            .buttonStyle(.borderless)
            .simultaneousGesture(TapGesture().onEnded { closeSwipe() })
        }
      }
      """#),
    RuleExample(
      #"""
      struct PressStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label
            .contentShape(Capsule())
            .onTapGesture { configuration.trigger() }
        }
      }

      struct CheckStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
          Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            .onTapGesture { configuration.isOn.toggle() }
        }
      }

      struct Chip: View {
        var body: some View {
          Text(tag).onTapGesture { select(tag) }.accessibilityAddTraits(.isButton)
        }
      }
      """#),
  ]
}
