import SwiftUI

struct HomeView: View {
    @EnvironmentObject private var store: HabitStore
    @AppStorage("dailyMinutes") private var dailyMinutes = 5

    @State private var streakBumped = false
    @State private var showReminder = true
    @State private var isSessionActive = false
    @State private var completed: CompletedSession?
    @State private var showToast = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    if showReminder {
                        reminderBanner
                            .transition(.move(edge: .top).combined(with: .opacity))
                    }

                    streakCard

                    BuddyCard(name: "Maya", streak: 12)

                    Text("Today")
                        .font(.headline)

                    if store.habits.isEmpty {
                        emptyState
                            .transition(.opacity)
                    } else {
                        ForEach($store.habits) { $habit in
                            HabitRow(habit: $habit) {
                                bumpStreak()
                            }
                        }
                    }

                    PrimaryButton(title: "Start \(dailyMinutes)-minute session") {
                        isSessionActive = true
                    }
                    .padding(.top, 8)
                }
                .padding()
            }
            .navigationTitle("Breathe")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Image(systemName: "plus")
                        .frame(width: 30, height: 30)
                        .onTapGesture {
                            addHabit()
                        }
                }
            }
        }
        .overlay {
            ToastBanner(message: "Habit added", isPresented: $showToast)
        }
        .fullScreenCover(isPresented: $isSessionActive) {
            SessionView(totalSeconds: dailyMinutes * 60) { seconds in
                isSessionActive = false
                completed = CompletedSession(minutes: max(seconds / 60, 1))
                store.recordCompletion()
            }
        }
        .sheet(item: $completed) { session in
            CompletionView(minutes: session.minutes, streak: store.streak) {
                completed = nil
            }
        }
    }

    private var reminderBanner: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "moon.stars.fill")
                .foregroundStyle(.indigo)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 4) {
                Text("Wind down tonight")
                    .font(.subheadline.weight(.semibold))
                Text("A 5-minute session before bed improves sleep quality.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button("Dismiss") {
                showReminder = false
            }
            .font(.footnote)
        }
        .padding()
        .background(.indigo.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }

    private var streakCard: some View {
        HStack(spacing: 16) {
            Image(systemName: "flame.fill")
                .font(.system(size: 28, weight: .bold))
                .foregroundStyle(.orange)
            VStack(alignment: .leading, spacing: 2) {
                Text("\(store.streak)-day streak")
                    .font(Typography.title)
                Text("Keep it going tonight")
                    .font(Typography.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .scaleEffect(streakBumped ? 1.1 : 1.0)
        .animation(.bouncy, value: streakBumped)
    }

    private var emptyState: some View {
        VStack(spacing: 8) {
            Image(decorative: "empty-garden")
            Text("No habits yet")
                .font(.headline)
            Text("Tap + to add your first practice.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 32)
    }

    private func bumpStreak() {
        streakBumped = true
        Task {
            try? await Task.sleep(for: .milliseconds(250))
            streakBumped = false
        }
    }

    private func addHabit() {
        withAnimation(.easeInOut(duration: 0.3)) {
            store.add(Habit(title: "Evening wind-down", minutes: 5))
        }
        showToast = true
    }
}

private struct CompletedSession: Identifiable {
    let id = UUID()
    let minutes: Int
}

extension HomeView {
    /// Tips from the practice library, shown under the habits.
    var tipsSection: some View {
        DailyTipsCarousel(tips: ["Breathe out longer than you breathe in", "Practise at the same time each day"])
    }
}
