import SwiftUI

/// Tips from the practice library, paged automatically; the person can pause the paging.
struct DailyTipsCarousel: View {
    let tips: [String]

    @State private var page = 0
    @State private var isPaused = false

    private let pageTimer = Timer.publish(every: 6, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 8) {
            TabView(selection: $page) {
                ForEach(tips.indices, id: \.self) { index in
                    Text(tips[index])
                        .font(.body)
                        .padding()
                        .tag(index)
                }
            }
            .tabViewStyle(.page)
            .frame(height: 120)
            .onReceive(pageTimer) { _ in
                guard !isPaused, !tips.isEmpty else { return }
                withAnimation { page = (page + 1) % tips.count }
            }

            Button(isPaused ? "Resume tips" : "Pause tips") { isPaused.toggle() }
                .font(.footnote)
        }
    }
}
