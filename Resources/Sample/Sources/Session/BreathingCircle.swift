import SwiftUI

struct BreathingCircle: View {
    var isPaused: Bool
    var secondsRemaining: Int

    @State private var isBreathing = false

    var body: some View {
        ZStack {
            Circle()
                .fill(
                    RadialGradient(
                        colors: [.teal.opacity(0.9), .indigo.opacity(0.4)],
                        center: .center,
                        startRadius: 10,
                        endRadius: 160
                    )
                )
                .frame(width: 260, height: 260)
                .scaleEffect(isBreathing ? 1.0 : 0.6)
                .brightness(isBreathing ? 0.1 : 0)
                .animation(.easeInOut(duration: 4).repeatForever(autoreverses: true), value: isBreathing)

            Circle()
                .stroke(.white.opacity(0.6), lineWidth: 2)
                .frame(width: 280, height: 280)

            VStack(spacing: 4) {
                Text(timeString)
                    .font(.system(size: 56, weight: .light, design: .rounded))
                    .monospacedDigit()
                Text("Paused")
                    .font(.caption)
                    .textCase(.uppercase)
                    .foregroundStyle(.white)
                    .opacity(isPaused ? 1 : 0)
                    .animation(.easeInOut(duration: 0.2), value: isPaused)
            }
            .foregroundStyle(.white)
        }
        .onAppear {
            isBreathing = true
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(secondsRemaining) seconds remaining")
    }

    private var timeString: String {
        let remaining = max(secondsRemaining, 0)
        return String(format: "%d:%02d", remaining / 60, remaining % 60)
    }
}
