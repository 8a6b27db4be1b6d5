/// Examples for ``DragWithoutAlternativeRule``; `↓` marks each expected violation.
package enum DragWithoutAlternativeRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct VolumeKnob: View {
        @Binding var volume: Double

        var body: some View {
          Circle()
            .frame(width: 60, height: 60)
            ↓.gesture(
              DragGesture()
                .onChanged { value in volume = min(max(volume - value.translation.height / 200, 0), 1) }
            )
        }
      }
      """),
    RuleExample(
      """
      struct PhotoPager: View {
        @State private var index = 0

        var body: some View {
          Image("photo-\\(index)")
            ↓.highPriorityGesture(swipe)
        }

        private var swipe: some Gesture {
          DragGesture(minimumDistance: 30)
            .onEnded { value in
              if value.translation.width < 0 { index += 1 } else { index -= 1 }
            }
        }
      }
      """),
    RuleExample(
      """
      struct FloorPlan: View {
        @State private var scale: CGFloat = 1

        var body: some View {
          Image("floor-plan")
            .scaleEffect(scale)
            ↓.gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
            .overlay(alignment: .topTrailing) {
              Button("Reset") { scale = 1 }
            }
        }
      }
      """),
    RuleExample(
      """
      struct ShelfRow: View {
        @Binding var books: [Book]
        let book: Book
        @GestureState private var lift: CGFloat = 0

        var body: some View {
          BookSpine(book: book)
            .offset(y: lift)
            ↓.gesture(
              LongPressGesture(minimumDuration: 0.4)
                .sequenced(before: DragGesture())
                .updating($lift) { value, state, _ in
                  if case .second(true, let drag?) = value { state = drag.translation.height }
                }
                .onEnded { value in
                  if case .second(true, let drag?) = value { reorder(by: Int(drag.translation.height / 44)) }
                }
            )
        }

        private func reorder(by rows: Int) {
          guard let index = books.firstIndex(of: book) else { return }
          let target = min(max(index + rows, 0), books.count - 1)
          books.move(fromOffsets: IndexSet(integer: index), toOffset: target > index ? target + 1 : target)
        }
      }
      """),
    RuleExample(
      """
      struct BoardColumn: View {
        @Binding var cards: [Card]

        var body: some View {
          VStack {
            ForEach(cards) { card in
              CardView(card: card).draggable(card)
            }
          }
          ↓.dropDestination(for: Card.self) { dropped, _ in
            cards.append(contentsOf: dropped)
            return true
          }
        }
      }
      """),
    RuleExample(
      """
      struct StickerCanvas: View {
        @State private var angle = Angle.zero
        @State private var position = CGPoint(x: 100, y: 100)

        var body: some View {
          Image("sticker")
            .rotationEffect(angle)
            .position(position)
            ↓.simultaneousGesture(RotateGesture().onChanged { angle = $0.rotation })
            ↓.gesture(
              LongPressGesture(minimumDuration: 0.3)
                .sequenced(before: DragGesture())
                .onChanged { value in
                  if case .second(true, let drag?) = value { position = drag.location }
                }
            )
        }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct PlaylistView: View {
        @State private var songs: [Song] = []

        var body: some View {
          List {
            ForEach(songs) { song in Text(song.title) }
              .onMove { from, to in songs.move(fromOffsets: from, toOffset: to) }
              .onDelete { songs.remove(atOffsets: $0) }
          }
          .toolbar { EditButton() }
        }
      }
      """),
    RuleExample(
      """
      struct BrightnessControl: View {
        @State private var brightness = 0.5

        var body: some View {
          VStack {
            Rectangle()
              .fill(.yellow.opacity(brightness))
              .gesture(DragGesture().onChanged { value in brightness = value.location.x / 300 })
            Slider(value: $brightness)
          }
        }
      }
      """),
    RuleExample(
      """
      struct ZoomableChart: View {
        @State private var scale: CGFloat = 1

        var body: some View {
          SalesChart()
            .scaleEffect(scale)
            .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
            .toolbar {
              Button("Zoom In", systemImage: "plus.magnifyingglass") { scale *= 1.25 }
              Button("Zoom Out", systemImage: "minus.magnifyingglass") { scale /= 1.25 }
            }
        }
      }
      """),
    RuleExample(
      """
      struct ChecklistView: View {
        @State private var items: [Item] = []

        var body: some View {
          List {
            ForEach(items) { item in
              Text(item.name)
                .contextMenu {
                  Button("Move Up") { move(item, by: -1) }
                  Button("Move Down") { move(item, by: 1) }
                }
            }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
          }
        }

        private func move(_ item: Item, by step: Int) {
          guard let index = items.firstIndex(of: item) else { return }
          items.move(fromOffsets: IndexSet(integer: index), toOffset: index + (step > 0 ? 2 : -1))
        }
      }
      """),
    RuleExample(
      """
      struct RatingDial: View {
        @Binding var rating: Int

        var body: some View {
          DialShape(rating: rating)
            .gesture(DragGesture().onChanged { rating = Int($0.location.x / 40) })
            .accessibilityElement()
            .accessibilityLabel("Rating")
            .accessibilityValue("\\(rating) stars")
            .accessibilityAdjustableAction { direction in
              switch direction {
              case .increment: rating += 1
              case .decrement: rating -= 1
              @unknown default: break
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct TipsCard: View {
        @Binding var isPresented: Bool
        @State private var offset: CGFloat = 0

        var body: some View {
          VStack {
            Text("Tips")
            Button("Close") { isPresented = false }
          }
          .offset(y: offset)
          .gesture(
            DragGesture()
              .onChanged { offset = max($0.translation.height, 0) }
              .onEnded { value in
                if value.translation.height > 100 { isPresented = false } else { offset = 0 }
              }
          )
        }
      }
      """),
    RuleExample(
      """
      struct PressableCard: View {
        @State private var isPressed = false

        var body: some View {
          RoundedRectangle(cornerRadius: 12)
            .scaleEffect(isPressed ? 0.95 : 1)
            .gesture(
              DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in isPressed = false }
            )
        }
      }

      struct LiveFeed: View {
        @State private var followsNewest = true
        let entries: [Entry]

        var body: some View {
          ScrollView {
            LazyVStack { ForEach(entries) { Text($0.text) } }
          }
          .gesture(
            DragGesture().onChanged { value in
              if value.translation.height > 20 { followsNewest = false }
            })
        }
      }
      """),
    RuleExample(
      """
      struct AttachmentTray: View {
        @State private var attachments: [Data] = []

        var body: some View {
          AttachmentGrid(attachments: attachments)
            .dropDestination(for: Data.self) { items, _ in
              attachments += items
              return true
            }
        }
      }

      struct ShareablePhoto: View {
        let photo: Image

        var body: some View {
          photo.draggable(photo)
        }
      }
      """),
  ]
}
