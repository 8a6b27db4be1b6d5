import SwiftUI

/// Small round buttons used in toolbars and cards.
struct IconButton: View {
    let systemImage: String
    let title: String
    let action: () -> Void

    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20

    var body: some View {
        Button(action: action) {
            Image(systemName: systemImage)
                .font(.system(size: iconSize, weight: .semibold))
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel(title)
    }
}

struct ShareButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "square.and.arrow.up")
                .frame(width: 28, height: 28)
        }
    }
}

struct FavoriteButton: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            isFavorite.toggle()
        } label: {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .frame(width: 24, height: 24)
                .padding(10)
                .contentShape(Rectangle())
        }
        .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
    }
}

struct CloseButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "xmark.circle.fill")
                .font(.title2)
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Close button")
    }
}
