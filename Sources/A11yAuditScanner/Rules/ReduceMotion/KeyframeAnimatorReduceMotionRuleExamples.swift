/// Examples for ``KeyframeAnimatorReduceMotionRule``; `↓` marks each expected violation.
package enum KeyframeAnimatorReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Bell: View {
        var body: some View {
          Image(systemName: "bell")
            ↓.keyframeAnimator(initialValue: 0.0, repeating: true) { content, angle in
              content.rotationEffect(.degrees(angle))
            } keyframes: { _ in
              LinearKeyframe(15, duration: 0.1)
              LinearKeyframe(-15, duration: 0.1)
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Jump: View {
        @State private var jumps = 0
        var body: some View {
          Mascot()
            ↓.keyframeAnimator(initialValue: JumpValues(), trigger: jumps) { content, value in
              content.scaleEffect(value.scale).offset(y: value.y)
            } keyframes: { _ in
              KeyframeTrack(\.y) { SpringKeyframe(-40, duration: 0.3) }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Glow: View {
        var body: some View {
          ↓KeyframeAnimator(initialValue: 1.0, repeating: true) { opacity in
            Halo().opacity(opacity)
          } keyframes: { _ in
            CubicKeyframe(0.4, duration: 1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Nudge: View {
        @State private var nudges = 0
        var body: some View {
          Arrow()↓.keyframeAnimator(initialValue: 0.0, trigger: nudges) { content, x in
            content.offset(x: x)
          } keyframes: { _ in
            LinearKeyframe(10, duration: 0.1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Bell: View {
        @AppStorage("calm") private var calm = false
        var body: some View {
          Image(systemName: "bell")↓.keyframeAnimator(initialValue: 0.0, repeating: !calm) { view, angle in
            view.rotationEffect(.degrees(angle))
          } keyframes: { _ in LinearKeyframe(15, duration: 0.1) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Logo: View {
        var body: some View {
          Mark()↓.keyframeAnimator(initialValue: Values(), repeating: isLooping) { view, value in
            view.scaleEffect(value.scale)
          } keyframes: { _ in
            KeyframeTrack(\.scale) { CubicKeyframe(1.1, duration: 0.5) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ShakeModifier: ViewModifier {
        let attempts: Int
        func body(content: Content) -> some View {
          content↓.keyframeAnimator(initialValue: 0.0, trigger: attempts) { view, x in view.offset(x: x) } keyframes: { _ in
            SpringKeyframe(0, duration: 0.4)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      ↓.keyframeAnimator(initialValue: 0.0, repeating: true) { content, y in content.offset(y: y) } keyframes: { _ in
        LinearKeyframe(-8, duration: 0.5)
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Bell: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Image(systemName: "bell")
            .keyframeAnimator(initialValue: 0.0, repeating: !reduceMotion) { content, angle in
              content.rotationEffect(.degrees(angle))
            } keyframes: { _ in
              LinearKeyframe(15, duration: 0.1)
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Bell: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Image(systemName: "bell").keyframeAnimator(initialValue: 0.0, repeating: reduceMotion ? false : true) { view, a in
            view.rotationEffect(.degrees(a))
          } keyframes: { _ in LinearKeyframe(15, duration: 0.1) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Jump: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var jumps = 0
        var body: some View {
          Mascot().keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, y in
            content.offset(y: reduceMotion ? 0 : y)
          } keyframes: { _ in
            SpringKeyframe(-40, duration: 0.3)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Glow: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          if reduceMotion {
            Halo()
          } else {
            KeyframeAnimator(initialValue: 1.0, repeating: true) { opacity in Halo().opacity(opacity) } keyframes: { _ in
              CubicKeyframe(0.4, duration: 1)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Bell: View {
        var body: some View {
          Image(systemName: "bell")
            .keyframeAnimator(initialValue: 0.0, repeating: !UIAccessibility.isReduceMotionEnabled) { view, a in
              view.rotationEffect(.degrees(a))
            } keyframes: { _ in LinearKeyframe(15, duration: 0.1) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Bell: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func icon() -> some View {
          guard !reduceMotion else { return AnyView(Image(systemName: "bell")) }
          return AnyView(
            Image(systemName: "bell").keyframeAnimator(initialValue: 0.0, repeating: true) { view, a in
              view.rotationEffect(.degrees(a))
            } keyframes: { _ in LinearKeyframe(15, duration: 0.1) })
        }
      }
      """#),
    RuleExample(
      #"""
      struct Nudge: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var nudges = 0
        var body: some View {
          Arrow().keyframeAnimator(initialValue: 0.0, trigger: reduceMotion ? 0 : nudges) { view, x in
            view.offset(x: x)
          } keyframes: { _ in LinearKeyframe(10, duration: 0.1) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Nudge: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          reduceMotion
            ? AnyView(Arrow())
            : AnyView(Arrow().keyframeAnimator(initialValue: 0.0, repeating: true) { v, x in v.offset(x: x) } keyframes: { _ in
              LinearKeyframe(10, duration: 0.1)
            })
        }
      }
      """#),
  ]
}
