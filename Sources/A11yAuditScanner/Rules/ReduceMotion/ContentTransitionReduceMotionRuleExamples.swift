/// Examples for ``ContentTransitionReduceMotionRule``; `↓` marks each expected violation.
package enum ContentTransitionReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Score: View {
        var body: some View {
          Text("\(points)")↓.contentTransition(.numericText(value: Double(points)))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        let score: Int
        var body: some View {
          Text("\(score)")↓.contentTransition(.numericText())
        }
      }
      """#),
    RuleExample(
      #"""
      struct Countdown: View {
        let seconds: Int
        var body: some View {
          Text("\(seconds)")↓.contentTransition(.numericText(countsDown: true))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Title: View {
        var body: some View {
          Text(title)↓.contentTransition(.interpolate)
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlayButton: View {
        let isPlaying: Bool
        var body: some View {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill")↓.contentTransition(.symbolEffect(.replace))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Price: View {
        let price: Double
        var body: some View {
          Text(price, format: .currency(code: "EUR"))↓.contentTransition(.numericText(value: price))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        @AppStorage("reduceMotion") private var reduceMotion = false
        var body: some View {
          Text("\(score)")↓.contentTransition(reduceMotion ? .opacity : .numericText())
        }
      }
      """#),
    RuleExample(
      #"""
      ↓.contentTransition(.numericText())
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Status: View {
        var body: some View {
          Text(status).contentTransition(.opacity)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let score: Int
        var body: some View {
          Text("\(score)").contentTransition(reduceMotion ? .opacity : .numericText())
        }
      }
      """#),
    RuleExample(
      #"""
      struct Status: View {
        var body: some View {
          Text(status).contentTransition(.identity)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          if reduceMotion {
            Text("\(score)")
          } else {
            Text("\(score)").contentTransition(.numericText())
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlayButton: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Image(systemName: icon).contentTransition(reduceMotion ? .identity : .symbolEffect(.replace))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        private var digits: ContentTransition { reduceMotion ? .opacity : .numericText() }
        var body: some View {
          Text("\(score)").contentTransition(digits)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        var body: some View {
          Text("\(score)").contentTransition(UIAccessibility.isReduceMotionEnabled ? .opacity : .numericText())
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func label() -> some View {
          guard !reduceMotion else { return AnyView(Text("\(score)")) }
          return AnyView(Text("\(score)").contentTransition(.numericText()))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Text("\(score)").contentTransition(.numericText())
            .transaction { $0.animation = reduceMotion ? nil : $0.animation }
        }
      }
      """#),
  ]
}
