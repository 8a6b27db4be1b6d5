import SwiftUI

struct OnboardingFlow: View {
    enum Step: Int, CaseIterable {
        case welcome
        case intention
        case permissions
    }

    var onComplete: () -> Void

    @State private var step: Step = .welcome
    @AppStorage("dailyMinutes") private var dailyMinutes = 5

    var body: some View {
        VStack(spacing: 0) {
            pageIndicator
                .padding(.top, 12)

            ZStack {
                switch step {
                case .welcome:
                    WelcomeView(onContinue: advance)
                case .intention:
                    IntentionPicker(minutes: $dailyMinutes, onContinue: advance)
                case .permissions:
                    PermissionsView(onFinish: onComplete)
                }
            }
            .id(step)
            .transition(.asymmetric(
                insertion: .move(edge: .trailing).combined(with: .opacity),
                removal: .move(edge: .leading).combined(with: .opacity)
            ))
        }
    }

    private var pageIndicator: some View {
        HStack(spacing: 8) {
            ForEach(Step.allCases, id: \.self) { item in
                Capsule()
                    .fill(item == step ? Color.accentColor : Color.secondary.opacity(0.3))
                    .frame(width: item == step ? 20 : 8, height: 8)
            }
        }
        .animation(.snappy, value: step)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Step \(step.rawValue + 1) of \(Step.allCases.count)")
    }

    private func advance() {
        guard let next = Step(rawValue: step.rawValue + 1) else {
            onComplete()
            return
        }
        withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
            step = next
        }
    }
}

private struct IntentionPicker: View {
    @Binding var minutes: Int
    var onContinue: () -> Void

    private let choices = [2, 5, 10, 20]

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text("How long would you like to practice each day?")
                .font(Typography.title)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)

            Picker("Daily practice", selection: $minutes) {
                ForEach(choices, id: \.self) { value in
                    Text("\(value) min").tag(value)
                }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 24)

            Text("Tap the green Continue button below; you can change this later in Settings.")
                .font(.footnote)
                .foregroundStyle(.secondary)

            Spacer()
            PrimaryButton(title: "Continue", action: onContinue)
                .padding([.horizontal, .bottom], 24)
        }
    }
}
