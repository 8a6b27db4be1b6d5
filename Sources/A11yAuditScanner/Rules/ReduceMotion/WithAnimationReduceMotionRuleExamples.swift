/// Examples for ``WithAnimationReduceMotionRule``; `↓` marks each expected violation.
package enum WithAnimationReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct WelcomeView: View {
        @State private var isAnimating = false
        var body: some View {
          Text("Welcome").onAppear {
            ↓withAnimation(DesignSystem.Animation.bouncy) {
              isAnimating = true
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoadingOverlay: View {
        @State private var rotationAngle = 0.0
        var body: some View {
          Image(systemName: "brain").rotationEffect(.degrees(rotationAngle)).onAppear {
            ↓withAnimation(Animation.linear(duration: 2.0).repeatForever(autoreverses: false)) {
              rotationAngle = 360
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ToggleRow: View {
        @State private var isOn = false
        var body: some View {
          Button("Toggle") { ↓withAnimation { isOn.toggle() } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CustomModalView: View {
        @State private var offset: CGFloat = 0
        var body: some View {
          ModalContent()
            .onAppear {
              ↓withAnimation(.spring(duration: 0.6, bounce: 0.3)) { offset = 0 }
            }
            .gesture(
              DragGesture().onEnded { value in
                ↓withAnimation(.spring(duration: 0.5, bounce: 0.2)) { offset = 0 }
              }
            )
        }
      }
      """#),
    RuleExample(
      #"""
      struct QuestionView: View {
        private var accessibleAnimation: Animation { .spring(response: 0.3) }
        func goToNext() {
          ↓withAnimation(accessibleAnimation) { index += 1 }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SettingsView: View {
        @AppStorage("reduceMotion") private var reduceMotion = false
        func expand() {
          ↓withAnimation(reduceMotion ? nil : .spring()) { isExpanded = true }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func show() {
          if isEnabled {
            ↓withAnimation(.easeInOut(duration: 0.3)) { isVisible = true }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func show() {
          if reduceMotion { isVisible = true }
          ↓withAnimation(.snappy) { isVisible = true }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func show() {
          ↓withAnimation(.interpolatingSpring(stiffness: 100, damping: 10)) { isVisible = true }
          guard !reduceMotion else { return }
        }
      }
      """#),
    RuleExample(
      #"""
      func animateSelection() {
        ↓withAnimation(.easeIn, completionCriteria: .logicallyComplete) {
          selected = true
        } completion: {
          done = true
        }
        ↓SwiftUI.withAnimation(.smooth) { selected = false }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      extension Animation {
        static var brandDefault: Animation { Animation.spring(response: 0.4).tuned() }
        func tuned() -> Animation { adjustedForMotion(self) }
      }

      private func adjustedForMotion(_ animation: Animation) -> Animation {
        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : animation
      }

      struct Drawer: View {
        @State private var open = false
        var body: some View {
          Button("Open") { withAnimation(.brandDefault) { open.toggle() } }
          Button("Close") { withAnimation(.spring().tuned()) { open = false } }
          Panel().offset(x: open ? 0 : -300)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Reveal: View {
        @State private var shown = false
        var body: some View {
          Button("Now") { withAnimation(.linear(duration: 0)) { shown.toggle() } }
          Button("Never") { withAnimation(nil) { shown.toggle() } }
          Text("Hi").offset(y: shown ? 0 : 40)
        }
      }
      """#),
    RuleExample(
      #"""
      struct SavedBadge: View {
        @State private var visible = false
        var body: some View {
          Text("Saved").opacity(visible ? 1 : 0)
          Button("Save") { withAnimation(.spring()) { visible = true } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct QuestionView: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        func goToNext() {
          withAnimation(reduceMotion ? nil : .spring(response: 0.3)) { index += 1 }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          Text("Welcome").onAppear {
            if reduceMotion {
              isAnimating = true
            } else {
              withAnimation(DesignSystem.Animation.bouncy) { isAnimating = true }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoadingOverlay: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          Spinner().onAppear {
            if !reduceMotion {
              withAnimation(Animation.linear(duration: 2.0).repeatForever(autoreverses: false)) {
                rotationAngle = 360
              }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        @Environment(\.accessibilityReduceMotion) private var prefersStillness
        func flip() {
          if isFaceUp && !prefersStillness {
            withAnimation(.bouncy) { isFaceUp.toggle() }
          } else if isLowPower || prefersStillness {
            isFaceUp.toggle()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func flip() {
          guard !reduceMotion else {
            isFaceUp.toggle()
            return
          }
          withAnimation(.spring()) { isFaceUp.toggle() }
        }
      }
      """#),
    RuleExample(
      #"""
      final class Presenter {
        func reveal() {
          withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut) { isRevealed = true }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CustomModalView: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          ModalContent().onAppear {
            withAnimation(presentationAnimation) { offset = 0 }
          }
        }
        private var presentationAnimation: Animation {
          reduceMotion ? .linear(duration: 0.15) : .spring(duration: 0.6, bounce: 0.3)
        }
      }
      """#),
    RuleExample(
      #"""
      func reset() {
        withAnimation(nil) { offset = 0 }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        func start() {
          if reduceMotion || isUITesting {
            isAnimating = true
            return
          }
          withAnimation(.smooth) { isAnimating = true }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toggle: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        func toggle() {
          let change: () -> Void = reduceMotion ? { isOn.toggle() } : { withAnimation(.snappy) { isOn.toggle() } }
          change()
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toggle: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        func toggle() {
          switch reduceMotion {
          case true: isOn.toggle()
          case false: withAnimation(.bouncy) { isOn.toggle() }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      extension Animation {
        static var gentle: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .spring() }
      }
      struct Row: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        func motion(_ animation: Animation) -> Animation? { reduceMotion ? nil : animation }
        func select() {
          withAnimation(.gentle) { isSelected = true }
          withAnimation(motion(.interactiveSpring())) { isSelected = true }
        }
      }
      """#),
  ]
}
