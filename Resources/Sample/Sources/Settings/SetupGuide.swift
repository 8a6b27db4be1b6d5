import SwiftUI

/// A three-page guide that moves VoiceOver focus to each page's title.
struct SetupGuide: View {
    enum Page: Int, CaseIterable {
        case breathe
        case remind
        case track
    }

    @State private var page: Page = .breathe
    @AccessibilityFocusState private var focusedPage: Page?

    var body: some View {
        VStack(spacing: 24) {
            StepProgressBar(current: page.rawValue + 1, total: Page.allCases.count)
                .accessibilityLabel("Guide progress")
                .accessibilityValue("Page \(page.rawValue + 1) of \(Page.allCases.count)")

            switch page {
            case .breathe:
                guidePage(.breathe, title: "Breathe with the circle", symbol: "circle.dashed")
            case .remind:
                guidePage(.remind, title: "Get a gentle reminder", symbol: "bell")
            case .track:
                guidePage(.track, title: "Watch your streak grow", symbol: "flame")
            }

            Button("Next") {
                guard let next = Page(rawValue: page.rawValue + 1) else { return }
                page = next
                focusedPage = next
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .background(Color.white)
    }

    private func guidePage(_ page: Page, title: String, symbol: String) -> some View {
        VStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.largeTitle)
                .accessibilityHidden(true)
            Text(title)
                .font(.title2.bold())
                .dynamicTypeSize(...DynamicTypeSize.accessibility3)
                .accessibilityAddTraits(.isHeader)
                .accessibilityFocused($focusedPage, equals: page)
            ScrollView {
                Text("You can leave the guide at any time; everything it sets up can be changed later in Settings.")
                    .font(.callout)
            }
            .frame(maxHeight: 120)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}
