import SwiftUI

struct StreakBadge: View {
    let days: Int

    var body: some View {
        VStack(spacing: 8) {
            Text("\(days)-day streak")
                .font(.subheadline)
                .foregroundStyle(.white)
                .padding(.horizontal, 12)
                .background(Color("Sunrise"), in: Capsule())

            Text("Keep going")
                .font(.subheadline)
                .foregroundStyle(Color.black)
                .padding(.horizontal, 12)
                .background(Color.yellow, in: Capsule())
        }
    }
}
