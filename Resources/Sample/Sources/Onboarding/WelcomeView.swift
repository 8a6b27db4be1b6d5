import SwiftUI

struct WelcomeView: View {
    var onContinue: () -> Void

    @State private var hasAppeared = false
    @State private var tipIndex = 0

    private let tips = [
        "Breathe in for four counts.", "Hold gently for four.", "Breathe out slowly for six.",
    ]
    private let tipTimer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 32) {
            Spacer()

            Image(decorative: "welcome-lotus")
                .resizable()
                .scaledToFit()
                .frame(width: 180, height: 180)
                .scaleEffect(hasAppeared ? 1 : 0.6)

            VStack(spacing: 12) {
                Text("Breathe")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                Text("Two minutes a day to slow down, focus, and build a calmer habit.")
                    .font(Typography.body)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 32)
            .opacity(hasAppeared ? 1 : 0)
            .offset(y: hasAppeared ? 0 : 20)
            .animation(.easeOut(duration: 0.5).delay(0.2), value: hasAppeared)

            Text(tips[tipIndex])
                .font(.callout)
                .foregroundStyle(.secondary)
                .onReceive(tipTimer) { _ in
                    tipIndex = (tipIndex + 1) % tips.count
                }

            Spacer()

            PrimaryButton(title: "Get Started", action: onContinue)
                .padding(.horizontal, 24)

            Text("Already practicing? Your streak syncs automatically.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .opacity(hasAppeared ? 1 : 0)
                .animation(.easeInOut(duration: 0.2), value: hasAppeared)
                .padding(.bottom, 24)
        }
        .onAppear {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) {
                hasAppeared = true
            }
        }
    }
}
