/// The semantic text style a fixed font should become: the style a common design-system name stands for (`h1`,
/// `bodySmall`, `captionMedium`, …), else the SwiftUI style whose default size is nearest.
package struct SemanticTextStyle: Equatable {
  /// The replacement, as code (`.title.weight(.bold)`, `@ScaledMetric(relativeTo: .largeTitle)`).
  package var replacement: String
  /// Why, in a few words.
  package var rationale: String

  /// Common typography names → recommended style and rationale.
  package static let commonNames: [String: SemanticTextStyle] = [
    "displayLarge": .init(
      replacement: "@ScaledMetric(relativeTo: .largeTitle)", rationale: "preserves 48pt base, scales with Dynamic Type"),
    "displayMedium": .init(
      replacement: "@ScaledMetric(relativeTo: .largeTitle)", rationale: "preserves 42pt base, scales with Dynamic Type"),
    "displaySmall": .init(
      replacement: "@ScaledMetric(relativeTo: .title)", rationale: "preserves 36pt base, scales with Dynamic Type"),
    "h1": .init(replacement: ".title.weight(.bold)", rationale: "standard title style, matches 28pt default"),
    "h2": .init(replacement: ".title2.weight(.semibold)", rationale: "subsection titles, close to 22pt default"),
    "h3": .init(replacement: ".title3.weight(.semibold)", rationale: "group titles, matches 20pt default"),
    "h4": .init(replacement: ".headline.weight(.semibold)", rationale: "emphasized content, close to 17pt default"),
    "bodyLarge": .init(replacement: ".body.weight(.regular)", rationale: "standard body text, matches 17pt default"),
    "bodyMedium": .init(replacement: ".body.weight(.regular)", rationale: "body text"),
    "bodySmall": .init(
      replacement: ".subheadline.weight(.regular)", rationale: "secondary text, close to 15pt default"),
    "labelLarge": .init(replacement: ".subheadline.weight(.medium)", rationale: "labels"),
    "labelMedium": .init(replacement: ".callout.weight(.medium)", rationale: "standard labels"),
    "labelSmall": .init(replacement: ".footnote.weight(.medium)", rationale: "small labels"),
    "captionLarge": .init(replacement: ".footnote.weight(.regular)", rationale: "supplementary"),
    "captionMedium": .init(replacement: ".caption.weight(.regular)", rationale: "annotations"),
    "captionSmall": .init(replacement: ".caption2.weight(.regular)", rationale: "very small text"),
    "scoreDisplay": .init(
      replacement: "@ScaledMetric(relativeTo: .largeTitle)", rationale: "preserves 72pt base, scales with Dynamic Type"),
    "statValue": .init(replacement: ".title.weight(.bold)", rationale: "already semantic"),
    "button": .init(replacement: ".headline", rationale: "already semantic"),
  ]

  /// SwiftUI's text styles by their size at the default (Large) text size on iOS (Apple HIG, Typography), largest
  /// first.
  package static let defaultSizes: [(style: String, size: Double)] = [
    ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("body", 17), ("callout", 16),
    ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
  ]

  /// The style for a typography member `name` of `size` points and `weight` (`.bold`), common names first.
  package static func recommended(name: String?, size: Double?, weight: String?) -> SemanticTextStyle {
    if let name, let mapped = commonNames[name] { return mapped }
    guard let size else {
      return SemanticTextStyle(replacement: ".body", rationale: "the size is not a literal; pick the nearest style")
    }
    let sizeText = size.rounded() == size ? String(Int(size)) : String(size)
    if size > 36 {
      return SemanticTextStyle(
        replacement: "@ScaledMetric(relativeTo: .largeTitle)",
        rationale: "preserves \(sizeText)pt base, scales with Dynamic Type")
    }
    let nearest = defaultSizes.min { abs($0.size - size) < abs($1.size - size) } ?? ("body", 17)
    let weightSuffix = weight.map { ".weight(\($0))" } ?? ""
    let relation = nearest.size == size ? "matches" : "close to"
    return SemanticTextStyle(
      replacement: ".\(nearest.style)\(weightSuffix)",
      rationale: "\(relation) its \(Int(nearest.size))pt default, up from a fixed \(sizeText)pt")
  }

  /// The recommendation text for a finding: the style, and how to keep a large base size when it is a scaled metric.
  package var advice: String {
    if replacement.hasPrefix("@ScaledMetric") {
      return
        "`\(replacement)` (\(rationale)): keep the base size in an instance `\(replacement) var size: CGFloat` of the view "
        + "or `ViewModifier` that applies the font (a `static` one never updates), or use "
        + "`Font.custom(_:size:relativeTo:)`."
    }
    return "`\(replacement)` (\(rationale))."
  }
}
