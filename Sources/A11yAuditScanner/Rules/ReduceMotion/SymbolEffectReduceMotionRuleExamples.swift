/// Examples for ``SymbolEffectReduceMotionRule``; `↓` marks each expected violation.
package enum SymbolEffectReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SyncBadge: View {
        var body: some View {
          Image(systemName: "arrow.triangle.2.circlepath")↓.symbolEffect(.rotate)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Recording: View {
        var body: some View {
          Image(systemName: "record.circle")↓.symbolEffect(.pulse)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Inbox: View {
        let count: Int
        var body: some View {
          Image(systemName: "envelope")↓.symbolEffect(.bounce, value: count)
        }
      }
      """#),
    RuleExample(
      #"""
      struct WiFi: View {
        var body: some View {
          Image(systemName: "wifi")↓.symbolEffect(.variableColor.iterative, options: .repeating)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Like: View {
        let likes: Int
        var body: some View {
          Image(systemName: "heart")↓.symbolEffect(.pulse.wholeSymbol, value: likes)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sync: View {
        let isSyncing: Bool
        var body: some View {
          Image(systemName: "arrow.clockwise")↓.symbolEffect(.rotate, isActive: isSyncing)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Alert: View {
        let hasAlert: Bool
        var body: some View {
          Image(systemName: "bell")↓.symbolEffect(.wiggle, options: .nonRepeating, isActive: hasAlert)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Alert: View {
        @AppStorage("reduceMotion") private var reduceMotion = false
        var body: some View {
          Image(systemName: "bell")↓.symbolEffect(.bounce, isActive: !reduceMotion)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SyncBadge: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Image(systemName: "arrow.triangle.2.circlepath").symbolEffect(.rotate, isActive: !reduceMotion)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          HStack {
            Image(systemName: "bell").symbolEffect(.bounce, value: count)
            Image(systemName: "wifi").symbolEffect(.variableColor)
          }
          .symbolEffectsRemoved(reduceMotion)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Recording: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          if !reduceMotion {
            Image(systemName: "record.circle").symbolEffect(.pulse)
          } else {
            Image(systemName: "record.circle")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WiFi: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Image(systemName: "wifi").symbolEffect(.variableColor, options: reduceMotion ? .nonRepeating : .repeating)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sync: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let isSyncing: Bool
        var body: some View {
          Image(systemName: "arrow.clockwise").symbolEffect(.rotate, isActive: isSyncing && !reduceMotion)
        }
      }
      """#),
    RuleExample(
      #"""
      final class StatusItem {
        func icon() -> some View {
          Image(systemName: "bolt").symbolEffect(.pulse, isActive: !UIAccessibility.isReduceMotionEnabled)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Inbox: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let count: Int
        func icon() -> some View {
          guard !reduceMotion else { return AnyView(Image(systemName: "envelope")) }
          return AnyView(Image(systemName: "envelope").symbolEffect(.bounce, value: count))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Alert: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Image(systemName: "bell").symbolEffect(reduceMotion ? .pulse : .wiggle)
        }
      }
      """#),
  ]
}
