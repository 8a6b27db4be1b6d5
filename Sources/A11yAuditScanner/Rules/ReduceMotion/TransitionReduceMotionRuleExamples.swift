/// Examples for ``TransitionReduceMotionRule``; `↓` marks each expected violation.
package enum TransitionReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct TestTakingView: View {
        var body: some View {
          TimeWarningBanner()↓.transition(.move(edge: .top).combined(with: .opacity))
        }
      }
      """#),
    RuleExample(
      #"""
      struct TestTakingView: View {
        var body: some View {
          QuestionCard()
            ↓.transition(.asymmetric(
              insertion: .move(edge: .trailing).combined(with: .opacity),
              removal: .move(edge: .leading).combined(with: .opacity)
            ))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Drawer: View {
        var body: some View {
          Menu()↓.transition(.slide)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Pager: View {
        var body: some View {
          Page()↓.transition(.push(from: .trailing))
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoadingView: View {
        var body: some View {
          Overlay()↓.transition(.opacity.combined(with: .scale(scale: 0.9)))
        }
      }
      """#),
    RuleExample(
      #"""
      extension AnyTransition {
        static var accessibleSlide: AnyTransition { .move(edge: .bottom) }
      }
      struct Sheet: View {
        var body: some View {
          Panel()↓.transition(.accessibleSlide)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sheet: View {
        @AppStorage("reduceMotion") var reduceMotion = false
        var body: some View {
          Panel()↓.transition(reduceMotion ? .opacity : AnyTransition.offset(y: 40))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sheet: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          if isPresented {
            Panel()↓.transition(.blurReplace)
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      final class AppState {
        func switchAccount(to account: Account) {
          transition(account)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toast: View {
        var body: some View {
          Message().transition(.opacity)
          Badge().transition(.asymmetric(insertion: .opacity.animation(.easeIn.delay(0.2)), removal: .opacity))
        }
      }
      """#),
    RuleExample(
      #"""
      struct TestTakingView: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          QuestionCard()
            .transition(
              reduceMotion ? .opacity : .asymmetric(
                insertion: .move(edge: .trailing).combined(with: .opacity),
                removal: .move(edge: .leading).combined(with: .opacity)
              )
            )
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toast: View {
        var body: some View {
          Message().transition(.identity)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Drawer: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          if reduceMotion {
            Menu()
          } else {
            Menu().transition(.slide)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Drawer: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          if isOpen && !reduceMotion {
            Menu().transition(.move(edge: .leading))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Drawer: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          reduceMotion ? AnyView(Menu()) : AnyView(Menu().transition(.push(from: .leading)))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sheet: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        private var panelTransition: AnyTransition { reduceMotion ? .opacity : .move(edge: .bottom) }
        var body: some View {
          Panel().transition(panelTransition)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Sheet: View {
        var body: some View {
          Panel().transition(UIAccessibility.isReduceMotionEnabled ? .opacity : .scale)
        }
      }
      """#),
    RuleExample(
      #"""
      struct MoviePosterImage: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          Image(uiImage: image)
            .transition(reduceMotion ? .opacity : .opacity.animation(.easeInOut(duration: 0.3)))
          Text(count).contentTransition(.numericText())
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.accessibilityReduceMotion) var stillness
        var body: some View {
          if stillness || isCompact {
            Message()
          } else {
            Message().transition(.offset(y: -40))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        func message() -> some View {
          guard !reduceMotion else { return AnyView(Message()) }
          return AnyView(Message().transition(.slide))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
          switch reduceMotion {
          case true: Message()
          case false: Message().transition(.scale)
          }
        }
      }
      """#),
  ]
}
