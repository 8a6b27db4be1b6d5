/// Examples for ``AnimationModifierReduceMotionRule``; `↓` marks each expected violation.
package enum AnimationModifierReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct WelcomeView: View {
        var body: some View {
          Image(systemName: "brain.head.profile")
            .scaleEffect(isAnimating ? 1.05 : 1.0)
            ↓.animation(Animation.easeInOut(duration: 2.0).repeatForever(autoreverses: true), value: isAnimating)
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        var body: some View {
          FeatureList()
            .opacity(isAnimating ? 1.0 : 0.0)
            .offset(y: isAnimating ? 0 : 20)
            ↓.animation(DesignSystem.Animation.smooth.delay(0.4), value: isAnimating)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Badge: View {
        var body: some View {
          Circle().scaleEffect(isPulsing ? 1.2 : 1)↓.animation(.spring())
        }
      }
      """#),
    RuleExample(
      #"""
      struct DSActionButton: View {
        private var reduceMotionSafeAnimation: Animation { .easeInOut(duration: 0.1) }
        var body: some View {
          Label().scaleEffect(isPressed ? 0.95 : 1.0)↓.animation(reduceMotionSafeAnimation, value: isPressed)
        }
      }
      """#),
    RuleExample(
      #"""
      struct DSIconButton: View {
        @AppStorage("reduceMotion") var reduceMotion = false
        @Environment(\.accessibilityReduceMotion) var systemReduceMotion
        var body: some View {
          Icon().scaleEffect(isPressed ? 0.9 : 1.0)↓.animation(reduceMotion ? nil : .bouncy, value: isPressed)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ProgressBar: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          Bar().frame(width: progress)↓.animation(.spring(response: 0.4), value: reduceMotion)
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoginForm: View {
        var body: some View {
          Form()
            .offset(y: isAnimating ? 0 : 20)
            ↓.animation(.spring(), value: isAnimating)
            .opacity(isAnimating ? 1 : 0)
            .animation(.linear, value: isAnimating)
        }
      }
      """#),
    RuleExample(
      #"""
      struct PressModifier: ViewModifier {
        let isPressed: Bool
        func body(content: Content) -> some View {
          content.scaleEffect(isPressed ? 0.95 : 1)↓.animation(.interactiveSpring(), value: isPressed)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          if isExpanded {
            Details()
              .rotationEffect(.degrees(isFlipped ? 180 : 0))
              ↓.animation(.easeInOut, value: isFlipped)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Pulse: View {
        var body: some View {
          Heart()↓.animation(.bouncy) { content in
            content.scaleEffect(isBeating ? 1.2 : 1)
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct TimerView: View {
        var body: some View {
          Text(time)
            .foregroundColor(isLow ? .red : .primary)
            .animation(.easeInOut, value: isLow)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Spinner: View {
        var body: some View {
          ProgressView().opacity(0.25).animation(.default, value: true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hint: View {
        @State private var visible = false
        var body: some View {
          Text("Saved").opacity(visible ? 1 : 0).animation(.easeInOut, value: visible)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Pulse: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Heart().animation(reduceMotion ? nil : .bouncy) { content in
            content.scaleEffect(isBeating ? 1.2 : 1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          Image(systemName: "brain.head.profile")
            .scaleEffect(reduceMotion ? 1.0 : (isAnimating ? 1.05 : 1.0))
            .animation(
              reduceMotion ? nil : Animation.easeInOut(duration: 2.0).repeatForever(autoreverses: true),
              value: isAnimating
            )
        }
      }
      """#),
    RuleExample(
      #"""
      struct DSActionButton: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          Label()
            .scaleEffect(isPressed ? 0.95 : 1.0)
            .opacity(isDisabled ? 0.5 : 1.0)
            .animation(reduceMotion ? .none : .easeInOut(duration: 0.1), value: isPressed)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          Text(title).offset(x: dragOffset).animation(nil, value: dragOffset)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Poster: View {
        let fade = AnyTransition.opacity.animation(.easeInOut(duration: 0.3))
        var body: some View {
          Image(uiImage: image).transition(.opacity.animation(.easeInOut(duration: 0.3)))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        @Environment(\.accessibilityReduceMotion) private var calm
        var body: some View {
          if !calm {
            Details().offset(y: offset).animation(.spring(), value: offset)
          } else {
            Details()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          reduceMotion ? AnyView(Details()) : AnyView(Details().scaleEffect(scale).animation(.bouncy, value: scale))
        }
      }
      """#),
    RuleExample(
      #"""
      final class HostingCell {
        func view() -> some View {
          Badge().offset(y: y).animation(UIAccessibility.isReduceMotionEnabled ? nil : .spring(), value: y)
        }
      }
      """#),
    RuleExample(
      #"""
      struct AccessibleAnimationModifier<V: Equatable>: ViewModifier {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        let animation: Animation
        let value: V
        func body(content: Content) -> some View {
          content.animation(reduceMotion ? .none : animation, value: value)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Meter: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        private var motion: Animation? { reduceMotion ? nil : .spring(response: 0.3) }
        var body: some View {
          Bar().scaleEffect(x: level).animation(motion, value: level)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Meter: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          Bar()
            .offset(x: level)
            .animation(isEnabled && !reduceMotion ? .spring() : nil, value: level)
            .rotationEffect(angle)
            .animation(reduceMotion || isLowPower ? nil : .bouncy, value: angle)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Meter: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func bar() -> some View {
          guard !reduceMotion else { return AnyView(Bar()) }
          return AnyView(Bar().offset(x: level).animation(.snappy, value: level))
        }
      }
      """#),
  ]
}
