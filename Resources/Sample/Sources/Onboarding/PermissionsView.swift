import SwiftUI
import UserNotifications

struct PermissionsView: View {
    var onFinish: () -> Void

    @State private var isRinging = false
    @State private var showCards = false
    @State private var notificationsGranted = false
    @State private var healthGranted = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "bell.badge.fill")
                .font(.system(size: 64))
                .foregroundStyle(.tint)
                .rotationEffect(.degrees(isRinging ? 12 : -12), anchor: .top)
                .opacity(isRinging ? 0.3 : 1)
                .animation(.easeInOut(duration: 0.15).repeatForever(autoreverses: true), value: isRinging)
                .padding(.top, 48)

            Text("Stay on track")
                .font(Typography.title)

            Text("A gentle nudge each evening helps your practice stick.")
                .font(Typography.body)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)

            if showCards {
                VStack(spacing: 12) {
                    PermissionCard(
                        systemImage: "bell.fill",
                        title: "Evening reminder",
                        detail: "One notification at the time you choose.",
                        isGranted: notificationsGranted
                    ) {
                        Task { await requestNotifications() }
                    }
                    PermissionCard(
                        systemImage: "heart.fill",
                        title: "Mindful minutes",
                        detail: "Save sessions to the Health app.",
                        isGranted: healthGranted
                    ) {
                        healthGranted = true
                    }
                }
                .padding(.horizontal, 24)
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }

            Spacer()

            PrimaryButton(title: "Continue", action: onFinish)
                .padding(.horizontal, 24)

            Button("Not now", action: onFinish)
                .font(.subheadline)
                .padding(.bottom, 16)
        }
        .onAppear {
            isRinging = true
            withAnimation(.easeInOut(duration: 0.3)) {
                showCards = true
            }
        }
    }

    private func requestNotifications() async {
        let center = UNUserNotificationCenter.current()
        let granted = (try? await center.requestAuthorization(options: [.alert, .sound])) ?? false
        notificationsGranted = granted
    }
}

private struct PermissionCard: View {
    let systemImage: String
    let title: String
    let detail: String
    let isGranted: Bool
    let onAllow: () -> Void

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: systemImage)
                .font(.title2)
                .foregroundStyle(.tint)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.headline)
                Text(detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isGranted {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
                    .accessibilityLabel("Allowed")
            } else {
                Button("Allow", action: onAllow)
                    .buttonStyle(.bordered)
            }
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
