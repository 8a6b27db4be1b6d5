import SwiftUI

struct LoadingOverlay: View {
    var message: String

    @State private var isAnimating = false
    @State private var rotation = 0.0

    var body: some View {
        ZStack {
            Color.black.opacity(0.35)
                .ignoresSafeArea()

            VStack(spacing: 20) {
                Image(systemName: "wind")
                    .font(.system(size: 48))
                    .foregroundStyle(.teal)
                    .rotationEffect(.degrees(rotation))

                HStack(spacing: 6) {
                    ForEach(0..<3) { index in
                        Circle()
                            .fill(.teal)
                            .frame(width: 8, height: 8)
                            .scaleEffect(isAnimating ? 1 : 0.4)
                            .animation(
                                .easeInOut(duration: 0.6)
                                    .repeatForever()
                                    .delay(Double(index) * 0.2),
                                value: isAnimating
                            )
                    }
                }

                Text(message)
                    .font(.system(size: 17, weight: .medium))
                    .foregroundStyle(.secondary)
                    .opacity(isAnimating ? 1 : 0)
                    .animation(.easeInOut(duration: 0.2), value: isAnimating)
            }
            .padding(32)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
            .scaleEffect(isAnimating ? 1 : 0.85)
            .animation(.spring(response: 0.5, dampingFraction: 0.7), value: isAnimating)
        }
        .onAppear {
            isAnimating = true
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                rotation = 360
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
    }
}
