import SwiftUI

/// A practice buddy's card on the home screen: who they are, their streak, and ways to cheer them on.
struct BuddyCard: View {
    let name: String
    let streak: Int
    @State private var isShown = true
    @State private var cheered = false

    var body: some View {
        if isShown {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text(name.prefix(1))
                        .font(.headline)
                        .frame(width: 36, height: 36)
                        .background(Circle().fill(.teal.opacity(0.3)))
                    VStack(alignment: .leading) {
                        Text(name)
                        Text("\(streak)-day streak")
                            .font(.subheadline)
                            .accessibilitySortPriority(1)
                    }
                    Spacer()
                    Button {
                        isShown = false
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Hide \(name)")
                }
                .accessibilityElement(children: .combine)

                Button {
                    cheered = true
                } label: {
                    HStack {
                        Text(String(name.first ?? "?"))
                            .accessibilityHidden(true)
                        Text("Cheer \(name) on")
                        Spacer()
                        Button("Mute") { isShown = false }
                    }
                }

                HStack {
                    Text(cheered ? "Cheered" : "Say hi")
                        .accessibilitySortPriority(1)
                    Spacer()
                    Button {
                        cheered = true
                    } label: {
                        Image(systemName: "hand.wave")
                            .padding(14)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Wave")
                    Button {
                        cheered = false
                    } label: {
                        Image(systemName: "arrow.uturn.backward")
                            .font(.title3)
                            .padding(12)
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel("Undo")
                }
                .onTapGesture { cheered.toggle() }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isButton)
            }
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}
