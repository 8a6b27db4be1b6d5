/// Examples for ``TimelineViewReduceMotionRule``; `↓` marks each expected violation.
package enum TimelineViewReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Waves: View {
        var body: some View {
          ↓TimelineView(.animation) { context in
            Canvas { graphics, size in draw(graphics, size, context.date) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Spinner: View {
        var body: some View {
          ↓TimelineView(.animation(minimumInterval: 1 / 30)) { context in
            Image(systemName: "gear").rotationEffect(.degrees(context.date.timeIntervalSince1970 * 90))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Shimmer: View {
        var body: some View {
          ↓TimelineView(.animation) { context in
            Placeholder().opacity(0.5 + 0.5 * sin(context.date.timeIntervalSince1970 * 3))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Orbit: View {
        let isPaused: Bool
        var body: some View {
          ↓TimelineView(.animation(minimumInterval: 0.1, paused: isPaused)) { context in
            Moon().offset(x: cos(context.date.timeIntervalSince1970) * 80)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Waves: View {
        @AppStorage("reduceMotion") private var reduceMotion = false
        var body: some View {
          ↓TimelineView(.animation(paused: reduceMotion)) { context in Wave(date: context.date) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Background: View {
        var body: some View {
          ZStack {
            ↓TimelineView(AnimationTimelineSchedule()) { context in Aurora(date: context.date) }
            Content()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      final class Renderer {
        func view() -> some View {
          ↓TimelineView(.animation) { context in Particles(time: context.date) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Clock: View {
        var body: some View {
          VStack {
            ↓TimelineView(.animation) { context in Hand(date: context.date) }
            ↓TimelineView(.animation(minimumInterval: 1)) { context in Hand(date: context.date) }
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Clock: View {
        var body: some View {
          TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
          TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Waves: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          TimelineView(.animation(paused: reduceMotion)) { context in Wave(date: context.date) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Orbit: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let isPaused: Bool
        var body: some View {
          TimelineView(.animation(minimumInterval: 0.1, paused: reduceMotion || isPaused)) { context in
            Moon(date: context.date)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Shimmer: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          if reduceMotion {
            Placeholder()
          } else {
            TimelineView(.animation) { context in Placeholder(phase: context.date.timeIntervalSince1970) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Spinner: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          TimelineView(.animation) { context in
            Image(systemName: "gear").rotationEffect(reduceMotion ? .zero : .degrees(context.date.timeIntervalSince1970 * 90))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      final class Renderer {
        func view() -> some View {
          TimelineView(.animation(paused: UIAccessibility.isReduceMotionEnabled)) { context in Particles(time: context.date) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Waves: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func background() -> some View {
          guard !reduceMotion else { return AnyView(Color.blue) }
          return AnyView(TimelineView(.animation) { context in Wave(date: context.date) })
        }
      }
      """#),
    RuleExample(
      #"""
      struct Waves: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        private var schedule: AnimationTimelineSchedule { .animation(paused: reduceMotion) }
        var body: some View {
          TimelineView(schedule) { context in Wave(date: context.date) }
        }
      }
      """#),
  ]
}
