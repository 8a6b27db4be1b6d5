/// Examples for ``ScaledMetricStaticRule``; `↓` marks each expected violation.
package enum ScaledMetricStaticRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      enum Typography {
        ↓@ScaledMetric(relativeTo: .largeTitle) private static var scoreSize: CGFloat = 72
        static var scoreDisplay: Font { Font.system(size: scoreSize, weight: .bold, design: .rounded) }
      }
      """#),
    RuleExample(
      #"""
      struct Metrics {
        ↓@ScaledMetric static var rowPadding: CGFloat = 12
      }
      """#),
    RuleExample(
      #"""
      ↓@ScaledMetric var iconSize: CGFloat = 24
      """#),
    RuleExample(
      #"""
      final class CardViewModel: ObservableObject {
        ↓@ScaledMetric var cornerRadius: CGFloat = 12
      }
      """#),
    RuleExample(
      #"""
      struct Theme {
        ↓@SwiftUI.ScaledMetric(relativeTo: .body) public static var spacing = 8.0
      }
      """#),
    RuleExample(
      #"""
      actor LayoutCache {
        ↓@ScaledMetric var gutter: CGFloat = 16
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ScoreView: View {
        @ScaledMetric(relativeTo: .largeTitle) private var scoreSize: CGFloat = 72
        var body: some View {
          Text(score).font(.system(size: scoreSize, weight: .bold, design: .rounded))
        }
      }
      """#),
    RuleExample(
      #"""
      struct IconModifier: ViewModifier {
        @ScaledMetric var size: CGFloat = 24
        func body(content: Content) -> some View { content.frame(width: size, height: size) }
      }
      """#),
    RuleExample(
      #"""
      extension ProfileHeader {
        struct Avatar: View {
          @ScaledMetric(relativeTo: .title) var diameter = 44.0
          var body: some View { Circle().frame(width: diameter, height: diameter) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        @ScaledMetric private var spacing: CGFloat = 8
        @ScaledMetric private var iconSize: CGFloat = 20
        var body: some View { HStack(spacing: spacing) { Image(systemName: "star").frame(width: iconSize) } }
      }
      """#),
    RuleExample(
      #"""
      enum Layout {
        static let spacing: CGFloat = 8
      }
      """#),
    RuleExample(
      #"""
      struct Badge: View {
        @SwiftUI.ScaledMetric var inset: CGFloat = 4
        var body: some View { Text("New").padding(inset) }
      }
      """#),
  ]
}
