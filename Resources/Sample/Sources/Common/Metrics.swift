import SwiftUI

/// Shared spacing. The scaled value below never changes: `@ScaledMetric` only updates inside a view.
enum Metrics {
    @ScaledMetric(relativeTo: .body) static var cardPadding: CGFloat = 16
    static let cornerRadius: CGFloat = 16
}

/// The same idea done right: the metric lives in the modifier that uses it.
struct CardPadding: ViewModifier {
    @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 16

    func body(content: Content) -> some View {
        content.padding(padding)
    }
}
