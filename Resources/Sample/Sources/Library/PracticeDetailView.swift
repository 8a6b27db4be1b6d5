import SwiftUI

struct PracticeDetailView: View {
    let practice: Practice
    @State private var minutes = 5.0
    @State private var showsBreathingTip = false

    var body: some View {
        ZStack {
            Form {
                Section {
                    Text(practice.summary)
                    Button("How to breathe") { showsBreathingTip = true }
                }
                Section("Length") {
                    DurationDial(minutes: $minutes)
                    Text("\(Int(minutes)) minutes")
                }
            }

            if showsBreathingTip {
                Color.black.opacity(0.4)
                    .ignoresSafeArea()
                    .onTapGesture { showsBreathingTip = false }
                VStack(spacing: 12) {
                    Text("Breathe in through the nose, out through the mouth.")
                    Button("Got it") { showsBreathingTip = false }
                }
                .padding(24)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                .accessibilityAddTraits(.isModal)
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
