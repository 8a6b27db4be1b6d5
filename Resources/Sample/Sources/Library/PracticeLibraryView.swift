import SwiftUI

/// The practices a person keeps, in the order they like to do them.
struct PracticeLibraryView: View {
    @State private var practices: [Practice] = [
        Practice(title: "Box breathing", minutes: 4, summary: "Four counts in, hold, out, hold."),
        Practice(title: "Body scan", minutes: 10, summary: "Move your attention from head to toe."),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(practices) { practice in
                    NavigationLink(destination: PracticeDetailView(practice: practice)) {
                        Text(practice.title)
                    }
                    .contextMenu {
                        Button("Move Up") { move(practice, by: -1) }
                            .keyboardShortcut("u", modifiers: [])
                        Button("Move Down") { move(practice, by: 1) }
                            .keyboardShortcut("d")
                    }
                    .focusEffectDisabled()
                }
                .onMove { practices.move(fromOffsets: $0, toOffset: $1) }

                NavigationLink("Soundscapes") {
                    SoundscapesView()
                }
            }
            .navigationTitle("Library")
            .toolbar { EditButton() }
        }
    }

    private func move(_ practice: Practice, by offset: Int) {
        guard let index = practices.firstIndex(of: practice) else { return }
        let target = min(max(index + offset, 0), practices.count - 1)
        practices.move(fromOffsets: IndexSet(integer: index), toOffset: target > index ? target + 1 : target)
    }
}

extension PracticeLibraryView {
    /// A practice shown as a card, for the iPad and keyboard layout.
    func card(for practice: Practice) -> some View { PracticeCard(practice: practice) }
}

/// A practice card that draws its own focus ring in place of the system's.
struct PracticeCard: View {
    let practice: Practice
    @FocusState private var isFocused: Bool

    var body: some View {
        Button(practice.title) {}
            .focused($isFocused)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.accentColor, lineWidth: isFocused ? 3 : 0))
            .focusEffectDisabled()
    }
}
