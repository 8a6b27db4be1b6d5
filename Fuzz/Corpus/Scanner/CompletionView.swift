import SwiftUI

struct CompletionView: View {
    let minutes: Int
    let streak: Int
    var onDone: () -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    @State private var showBadge = false
    @State private var showStats = false

    var body: some View {
        VStack(spacing: 28) {
            Spacer()

            if showBadge {
                Image(systemName: "leaf.circle.fill")
                    .font(.system(size: 96))
                    .foregroundStyle(.green)
                    .accessibilityHidden(true)
                    .transition(.scale.combined(with: .opacity))
            }

            Text("Session complete")
                .font(.system(size: 28, weight: .bold))

            HStack(spacing: 32) {
                StatTile(value: "\(minutes)", label: "Minutes")
                StatTile(value: "\(streak)", label: "Day streak")
            }
            .opacity(showStats ? 1 : 0)
            .offset(y: showStats ? 0 : 16)
            .animation(.easeOut, value: showStats)

            Spacer()

            PrimaryButton(title: "Done", action: onDone)
                .padding(.horizontal, 24)
        }
        .padding(.bottom, 24)
        .onAppear {
            withAnimation(reduceMotion ? nil : .bouncy) {
                showBadge = true
            }
            showStats = true
        }
    }
}

private struct StatTile: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 4) {
            Text(value)
                .font(.title.bold())
                .monospacedDigit()
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}
