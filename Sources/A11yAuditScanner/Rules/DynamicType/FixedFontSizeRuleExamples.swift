/// Examples for ``FixedFontSizeRule``; `↓` marks each expected violation.
package enum FixedFontSizeRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      enum Typography {
        static let h1 = ↓Font.system(size: 28, weight: .bold)
        static let bodyMedium = ↓Font.system(size: 15, weight: .regular)
      }
      struct Header: View {
        var body: some View {
          Text("Welcome").font(Typography.h1)
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        var body: some View {
          Text("AIQ")
            .font(↓.system(size: 42, weight: .bold, design: .rounded))
        }
      }
      """#),
    RuleExample(
      #"""
      final class BadgeLabel: UILabel {
        func configure() {
          font = ↓UIFont.systemFont(ofSize: 11, weight: .semibold)
          detailLabel.font = ↓UIFont(name: "Menlo", size: 12)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ScoreView: View {
        private let scoreSize: CGFloat = 72
        var body: some View {
          Text(score).font(↓.system(size: scoreSize, weight: .bold))
        }
      }
      """#),
    RuleExample(
      #"""
      struct ClockFace: View {
        var body: some View {
          Text(time).font(↓.custom("Futura", fixedSize: 40))
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      extension Font {
        static let cardTitle = Font.custom("Avenir-Heavy", size: 20)
      }
      """#),
    RuleExample(
      #"""
      struct Badge: View {
        let headline = UIFont.boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title1).pointSize)
        var body: some View {
          HStack {
            Image(systemName: "star.fill").font(.system(size: 48))
            Text("Top").font(.system(size: UIFontMetrics.default.scaledValue(for: 14)))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Header: View {
        var body: some View {
          Text("Welcome").font(.custom("Avenir-Heavy", size: 28, relativeTo: .title))
        }
      }
      """#),
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
      final class BadgeLabel: UILabel {
        func configure() {
          font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.systemFont(ofSize: 11))
          adjustsFontForContentSizeCategory = true
        }
      }
      """#),
    RuleExample(
      #"""
      final class CodeLabel: UILabel {
        func configure() {
          let base = UIFont(name: "Menlo", size: 12)!
          font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
        }
      }
      """#),
    RuleExample(
      #"""
      enum Typography {
        static let h1 = Font.title.weight(.bold)
        static let button = Font.headline
        static let caption = Font.custom("Avenir", size: 12, relativeTo: .caption)
      }
      """#),
    RuleExample(
      #"""
      #Preview {
        Text("Fixed in a preview only").font(.system(size: 40))
      }
      """#),
  ]
}
