import SwiftUI

struct PracticeDetailView: View {
    let practice: Practice
    @State private var minutes = 5.0

    var body: some View {
        Form {
            Section {
                Text(practice.summary)
            }
            Section("Length") {
                DurationDial(minutes: $minutes)
                Text("\(Int(minutes)) minutes")
            }
        }
        .navigationTitle(practice.title)
    }
}

/// A round dial: drag up or down to change the session length.
struct DurationDial: View {
    @Binding var minutes: Double

    var body: some View {
        Circle()
            .strokeBorder(.tint, lineWidth: 6)
            .frame(width: 120, height: 120)
            .contentShape(Circle())
            .gesture(
                DragGesture()
                    .onChanged { value in
                        minutes = min(max(minutes - value.translation.height / 40, 1), 60)
                    }
            )
            .accessibilityLabel("Session length")
            .accessibilityValue("\(Int(minutes)) minutes")
    }
}
