import SwiftUI

/// The signed-in account: membership, sharing the streak, the privacy policy and signing out.
struct AccountView: View {
    @State private var showsShareSheet = false
    let privacyURL = URL(string: "https://example.com/breathe/privacy")!

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Account")
                    .font(.largeTitle.bold())
                    .accessibilityAddTraits(.isHeader)

                membershipCard

                HStack {
                    Text("Share your streak")
                    Spacer()
                    Button {
                        showsShareSheet = true
                    } label: {
                        Label("", systemImage: "square.and.arrow.up")
                    }
                    Menu {
                        Button("Copy link") {}
                        Button("Reset streak", role: .destructive) {}
                    } label: {
                        Label("", systemImage: "ellipsis.circle")
                    }
                    .accessibilityLabel("More options")
                }

                Link("Privacy policy", destination: privacyURL)
                    .accessibilityLabel("Privacy policy, opens in Safari")

                Button("Sign out", role: .destructive) {
                    signOut()
                }
                .accessibilityLabel("Log off")
            }
            .padding()
        }
    }

    private var membershipCard: some View {
        HStack(spacing: 12) {
            Image(systemName: "sparkles")
                .foregroundStyle(.yellow)
            VStack(alignment: .leading) {
                Text("Breathe Plus")
                Text("Guided courses and unlimited sessions")
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button("Upgrade") {}
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .background(.yellow.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
        .accessibilityHidden(true)
    }

    private func signOut() {}
}
