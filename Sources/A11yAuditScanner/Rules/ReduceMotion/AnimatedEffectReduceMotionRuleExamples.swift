/// Examples for ``AnimatedEffectReduceMotionRule``; `↓` marks each expected violation.
package enum AnimatedEffectReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct CustomModalView: View {
        @State private var offset: CGFloat = 400
        var body: some View {
          ModalContent()
            ↓.offset(y: offset)
            .onAppear {
              withAnimation(.spring(duration: 0.6, bounce: 0.3)) { offset = 0 }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoadingOverlay: View {
        @State private var rotationAngle = 0.0
        var body: some View {
          Image(systemName: "brain.head.profile")
            ↓.rotationEffect(.degrees(rotationAngle))
            .onAppear {
              withAnimation(.linear(duration: 2.0).repeatForever(autoreverses: false)) { rotationAngle = 360 }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CompletionBadge: View {
        let showCompletionAnimation: Bool
        var body: some View {
          Image(systemName: "checkmark.circle.fill")
            ↓.scaleEffect(showCompletionAnimation ? 1.0 : 0.5)
            .opacity(showCompletionAnimation ? 1.0 : 0.0)
            .rotationEffect(.degrees(showCompletionAnimation ? 0 : -180))
        }
      }
      """#),
    RuleExample(
      #"""
      struct FlipCard: View {
        @State private var isFlipped = false
        var body: some View {
          Face()
            ↓.rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .onTapGesture { withAnimation(.easeInOut(duration: 0.4)) { isFlipped.toggle() } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Drawer: View {
        @State private var isOpen = false
        var body: some View {
          Menu()↓.offset(x: isOpen ? 0 : -300, y: isOpen ? 0 : 120)
        }
        func open() {
          withAnimation(.easeOut) { isOpen = true }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var isVisible = false
        var body: some View {
          Message()↓.offset(y: isVisible ? 0 : -60)
        }
        func show() {
          if reduceMotion { isVisible = true } else { withAnimation(.snappy) { isVisible = true } }
        }
        func reshow() {
          withAnimation(.snappy) { isVisible = true }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Badge: View {
        @State private var isPulsing = false
        @State private var count = 0
        var body: some View {
          Circle()
            ↓.scaleEffect(isPulsing ? 1.2 : 1)
            .animation(.easeIn, value: count)
            .onAppear { withAnimation(.bouncy) { isPulsing = true } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Meter: View {
        @State private var level = 0.0
        var body: some View {
          Bar()↓.offset(x: level)
        }
      }
      extension Meter {
        func fill() {
          withAnimation(.easeInOut) { level = 120 }
        }
      }
      """#),
    RuleExample(
      #"""
      ↓.scaleEffect(isAnimating ? 1.1 : 1.0)
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Toast: View {
        @State private var isShown = false
        var body: some View {
          VStack {
            Text("Saved").opacity(isShown ? 1 : 0)
            Button("Show") { withAnimation(.easeInOut(duration: 0.3)) { isShown = true } }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct FocusCard: View {
        @State private var isFocused = false
        var body: some View {
          Card()
            .blur(radius: isFocused ? 0 : 8)
            .onTapGesture { withAnimation { isFocused.toggle() } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CustomModalView: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var offset: CGFloat = 400
        var body: some View {
          ModalContent()
            .offset(y: reduceMotion ? 0 : offset)
            .onAppear {
              withAnimation(.spring(duration: 0.6, bounce: 0.3)) { offset = 0 }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @State private var isShown = false
        var body: some View {
          Logo()
            .scaleEffect(isShown ? 1 : 0.6)
            .onAppear {
              if reduceMotion {
                isShown = true
              } else {
                withAnimation(.bouncy) { isShown = true }
              }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        let isAnimating: Bool
        var body: some View {
          LoginForm()
            .opacity(isAnimating ? 1.0 : 0.0)
            .offset(y: reduceMotion ? 0 : (isAnimating ? 0 : 20))
            .scaleEffect(reduceMotion ? 1.0 : (isAnimating ? 1.0 : 0.95))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Spinner: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @State private var rotationAngle = 0.0
        var body: some View {
          if reduceMotion {
            Image(systemName: "brain.head.profile")
          } else {
            Image(systemName: "brain.head.profile")
              .rotationEffect(.degrees(rotationAngle))
              .onAppear {
                withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { rotationAngle = 360 }
              }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        @State private var isOn = false
        var body: some View {
          Knob()
            .offset(x: isOn ? 20 : 0)
            .animation(.easeInOut, value: isOn)
            .onTapGesture { withAnimation(.spring()) { isOn.toggle() } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SubmitButton: View {
        let isDisabled: Bool
        @State private var isPressed = false
        var body: some View {
          Label().opacity(isDisabled ? 0.5 : 1).scaleEffect(0.98)
        }
      }
      """#),
    RuleExample(
      #"""
      struct CustomModalView: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var offset: CGFloat = 400
        var body: some View {
          ModalContent()
            .offset(y: offset)
            .onAppear { withAnimation(presentationAnimation) { offset = 0 } }
        }
        private var presentationAnimation: Animation {
          reduceMotion ? .linear(duration: 0.15) : .spring(duration: 0.6, bounce: 0.3)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Panel: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var isExpanded = false
        var body: some View {
          VStack {
            Chevron().rotationEffect(.degrees(isExpanded ? 90 : 0))
            Button("More") { withAnimation(.snappy) { isExpanded.toggle() } }
          }
          .transaction { transaction in
            if reduceMotion { transaction.animation = nil }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Reset: View {
        @State private var offset: CGFloat = 0
        var body: some View {
          Card().offset(x: offset).onDisappear { withAnimation(nil) { offset = 0 } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Gauge: View {
        @State private var level = 0.0
        var body: some View {
          Needle().rotationEffect(.degrees(level))
        }
        func update(_ value: Double) {
          withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeOut) { level = value }
        }
      }
      """#),
  ]
}
