/// Examples for ``PhaseAnimatorReduceMotionRule``; `↓` marks each expected violation.
package enum PhaseAnimatorReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Nudge: View {
        @State private var taps = 0
        var body: some View {
          Arrow()↓.phaseAnimator([0.0, 12.0], trigger: taps) { content, value in
            content.offset(x: value)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Heart: View {
        var body: some View {
          Image(systemName: "heart.fill")↓.phaseAnimator([false, true]) { content, phase in
            content.scaleEffect(phase ? 1.2 : 1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Like: View {
        @State private var taps = 0
        var body: some View {
          Image(systemName: "hand.thumbsup")
            ↓.phaseAnimator([0, 1, 2], trigger: taps) { content, phase in
              content.offset(y: phase == 1 ? -20 : 0)
            } animation: { _ in
              .bouncy
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Pulse: View {
        var body: some View {
          ↓PhaseAnimator([0.5, 1.0]) { scale in
            Circle().scaleEffect(scale)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Glow: View {
        var body: some View {
          Halo()↓.phaseAnimator([0.3, 1.0]) { content, value in content.opacity(value) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Celebrate: View {
        @State private var wins = 0
        var body: some View {
          Trophy()↓.phaseAnimator(Phase.allCases, trigger: wins) { content, phase in
            content.scaleEffect(phase.scale).rotationEffect(phase.angle)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Heart: View {
        @AppStorage("reduceMotion") private var reduceMotion = false
        var body: some View {
          Image(systemName: "heart")↓.phaseAnimator(reduceMotion ? [false] : [false, true]) { content, phase in
            content.scaleEffect(phase ? 1.2 : 1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WobbleModifier: ViewModifier {
        func body(content: Content) -> some View {
          content↓.phaseAnimator([-5.0, 5.0]) { view, angle in view.rotationEffect(.degrees(angle)) }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Saved: View {
        @State private var saves = 0
        var body: some View {
          Check().phaseAnimator([0.0, 1.0], trigger: saves) { content, value in
            content.opacity(value)
          } animation: { _ in .easeIn(duration: 0.2) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Heart: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Image(systemName: "heart.fill").phaseAnimator(reduceMotion ? [false] : [false, true]) { content, phase in
            content.scaleEffect(phase ? 1.2 : 1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Like: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var taps = 0
        var body: some View {
          Image(systemName: "hand.thumbsup")
            .phaseAnimator([0, 1, 2], trigger: taps) { content, phase in
              content.offset(y: phase == 1 ? -20 : 0)
            } animation: { _ in
              reduceMotion ? nil : .bouncy
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Pulse: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          if !reduceMotion {
            PhaseAnimator([0.5, 1.0]) { scale in Circle().scaleEffect(scale) }
          } else {
            Circle()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Heart: View {
        @Environment(\.accessibilityReduceMotion) private var calm
        var body: some View {
          Image(systemName: "heart").phaseAnimator([false, true]) { content, phase in
            content.scaleEffect(calm ? 1 : (phase ? 1.2 : 1))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Heart: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func icon() -> some View {
          guard !reduceMotion else { return AnyView(Image(systemName: "heart")) }
          return AnyView(Image(systemName: "heart").phaseAnimator([false, true]) { view, on in view.scaleEffect(on ? 1.2 : 1) })
        }
      }
      """#),
    RuleExample(
      #"""
      struct Heart: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          switch reduceMotion {
          case true: Image(systemName: "heart")
          case false: Image(systemName: "heart").phaseAnimator([false, true]) { view, on in view.opacity(on ? 1 : 0.5) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Loader: View {
        var body: some View {
          Dots().phaseAnimator(UIAccessibility.isReduceMotionEnabled ? [0] : [0, 1, 2]) { view, step in
            view.offset(y: step == 1 ? -4 : 0)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Loader: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          VStack {
            Dots().phaseAnimator([0, 1, 2]) { view, step in view.offset(y: step == 1 ? -4 : 0) }
          }
          .transaction { if reduceMotion { $0.disablesAnimations = true } }
        }
      }
      """#),
  ]
}
