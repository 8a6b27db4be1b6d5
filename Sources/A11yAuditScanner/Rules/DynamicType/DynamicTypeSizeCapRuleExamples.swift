/// Examples for ``DynamicTypeSizeCapRule``; `↓` marks each expected violation.
package enum DynamicTypeSizeCapRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct StatCard: View {
        var body: some View {
          Text(value)↓.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
      }
      """#),
    RuleExample(
      #"""
      struct TabBar: View {
        var body: some View {
          HStack { tabs }↓.dynamicTypeSize(.xSmall ... .large)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Legal: View {
        var body: some View {
          Text(terms)↓.dynamicTypeSize(.medium)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Chart: View {
        var body: some View {
          Axis()↓.dynamicTypeSize(..<DynamicTypeSize.accessibility1)
        }
      }
      """#),
    RuleExample(
      #"""
      struct RootView: View {
        var body: some View {
          ContentView()↓.environment(\.sizeCategory, .extraLarge)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          Buttons()↓.environment(\.dynamicTypeSize, .large)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct StatCard: View {
        var body: some View {
          Text(value).dynamicTypeSize(...DynamicTypeSize.accessibility2)
        }
      }
      """#),
    RuleExample(
      #"""
      struct TabBar: View {
        var body: some View {
          HStack { tabs }.dynamicTypeSize(.large ... .accessibility5)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Body: View {
        var body: some View {
          Text(text).dynamicTypeSize(.large...)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Chart: View {
        var body: some View {
          Axis().dynamicTypeSize(..<DynamicTypeSize.accessibility4)
        }
      }
      """#),
    RuleExample(
      #"""
      #Preview("Large Text") {
        DashboardView()
          .environment(\.sizeCategory, .accessibilityLarge)
          .dynamicTypeSize(.xSmall)
      }
      """#),
    RuleExample(
      #"""
      struct Big: View {
        var body: some View {
          ContentView().environment(\.dynamicTypeSize, .accessibility3)
        }
      }
      """#),
  ]
}
