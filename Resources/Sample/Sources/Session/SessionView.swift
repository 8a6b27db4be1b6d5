import SwiftUI

struct SessionView: View {
    enum BreathPhase: String {
        case inhale = "Breathe in"
        case hold = "Hold"
        case exhale = "Breathe out"

        /// Box breathing: 4 s in, 4 s hold, 4 s out.
        static func at(second: Int) -> BreathPhase {
            switch second % 12 {
            case 0..<4: .inhale
            case 4..<8: .hold
            default: .exhale
            }
        }
    }

    let totalSeconds: Int
    var onFinish: (Int) -> Void

    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    @State private var phase: BreathPhase = .inhale
    @State private var elapsed = 0
    @State private var isPaused = false
    @State private var showControls = true
    @State private var backgroundAngle = 0.0
    @State private var milestonePulse = false

    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var progress: Double {
        guard totalSeconds > 0 else { return 0 }
        return min(Double(elapsed) / Double(totalSeconds), 1)
    }

    var body: some View {
        ZStack {
            AngularGradient(
                colors: [.indigo, .teal, .mint, .indigo],
                center: .center,
                angle: .degrees(backgroundAngle)
            )
            .ignoresSafeArea()
            .opacity(0.35)

            VStack(spacing: 32) {
                HStack {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                            .font(.title3.weight(.semibold))
                            .frame(width: 44, height: 44)
                    }
                    Spacer()
                    ProgressRing(progress: progress)
                        .frame(width: 44, height: 44)
                        .scaleEffect(milestonePulse ? 1.15 : 1)
                }
                .padding(.horizontal)

                Spacer()

                BreathingCircle(isPaused: isPaused, secondsRemaining: totalSeconds - elapsed)

                Text(phase.rawValue)
                    .font(Typography.title)
                    .id(phase)
                    .transition(.slide)

                Spacer()

                if showControls {
                    controls
                }
            }
        }
        .contentShape(Rectangle())
        .onTapGesture {
            showControls.toggle()
        }
        .onAppear {
            if !reduceMotion {
                withAnimation(.linear(duration: 24).repeatForever(autoreverses: false)) {
                    backgroundAngle = 360
                }
            }
        }
        .onReceive(ticker) { _ in
            tick()
        }
    }

    private var controls: some View {
        HStack(spacing: 40) {
            Button {
                isPaused.toggle()
            } label: {
                Label(isPaused ? "Resume" : "Pause", systemImage: isPaused ? "play.fill" : "pause.fill")
                    .labelStyle(.iconOnly)
                    .font(.title)
                    .frame(width: 64, height: 64)
            }
            Button("End", role: .destructive) {
                onFinish(elapsed)
            }
            .font(.headline)
        }
        .padding(.bottom, 40)
    }

    private func tick() {
        guard !isPaused else { return }
        elapsed += 1
        let next = BreathPhase.at(second: elapsed)
        if next != phase {
            withAnimation(.easeInOut(duration: 0.3)) {
                phase = next
            }
        }
        if elapsed.isMultiple(of: 60) {
            celebrateMilestone()
        }
        if elapsed >= totalSeconds {
            onFinish(elapsed)
        }
    }

    private func celebrateMilestone() {
        guard !reduceMotion else { return }
        withAnimation(.interpolatingSpring(stiffness: 170, damping: 12)) {
            milestonePulse.toggle()
        }
    }
}
