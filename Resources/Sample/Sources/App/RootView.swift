import SwiftUI

struct RootView: View {
    enum Phase: Equatable {
        case launching
        case onboarding
        case home
    }

    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @StateObject private var store = HabitStore.shared
    @State private var phase: Phase = .launching
    @State private var isSyncing = false

    var body: some View {
        ZStack {
            switch phase {
            case .launching:
                SplashView()
                    .transition(.identity)
            case .onboarding:
                OnboardingFlow {
                    hasCompletedOnboarding = true
                    withAnimation(.easeInOut(duration: 0.3)) {
                        phase = .home
                    }
                }
            case .home:
                HomeView()
                    .transition(.opacity)
            }

            if isSyncing {
                LoadingOverlay(message: "Syncing your practice…")
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .environmentObject(store)
        .task {
            isSyncing = true
            await store.load()
            isSyncing = false
            phase = hasCompletedOnboarding ? .home : .onboarding
        }
    }
}

private struct SplashView: View {
    var body: some View {
        ZStack {
            Color("LaunchBackground")
                .ignoresSafeArea()
            Image(decorative: "lotus-mark")
                .resizable()
                .scaledToFit()
                .frame(width: 96, height: 96)
        }
    }
}
