import SwiftUI

/// The app's type scale. Sizes come from the design file.
enum Typography {
    static let largeTitle = Font.system(size: 34, weight: .bold, design: .rounded)
    static let title = Font.system(size: 22, weight: .semibold, design: .rounded)
    static let body = Font.system(size: 17)
    static let caption = Font.system(size: 12, weight: .medium)
}
