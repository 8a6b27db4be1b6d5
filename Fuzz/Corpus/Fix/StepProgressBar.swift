import SwiftUI

/// A segmented bar: one capsule per step, filled up to the current one. It says nothing to VoiceOver by itself,
/// so every use must give it a value.
struct StepProgressBar: View {
    let current: Int
    let total: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...max(total, 1), id: \.self) { step in
                Capsule()
                    .fill(step <= current ? Color.accentColor : Color.secondary.opacity(0.3))
                    .frame(height: 6)
            }
        }
    }
}

struct SessionSteps: View {
    let completed: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Today's sessions")
                .font(.headline)
            StepProgressBar(current: completed, total: 3)
        }
    }
}
