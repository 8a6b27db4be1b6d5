import Testing

@testable import A11yAuditKit

@Suite struct ReduceMotionGuardTests {
  private func passing(_ source: String) -> [Bool] {
    Scanner().scan(source: source, file: "View.swift").map(\.passing)
  }

  @Test func wrappingASiteInAGuardKeepsItsIdAndMarksItPassing() {
    let before = """
      struct Card: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        func flip() {
          withAnimation(.spring()) { isFlipped.toggle() }
        }
      }
      """
    let after = """
      struct Card: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        func flip() {
          if !reduceMotion {
            withAnimation(.spring()) { isFlipped.toggle() }
          }
        }
      }
      """

    let old = Scanner().scan(source: before, file: "Card.swift")
    let new = Scanner().scan(source: after, file: "Card.swift")

    #expect(old.map(\.passing) == [false])
    #expect(new.map(\.passing) == [true])
    #expect(new.map(\.id) == old.map(\.id))
    #expect(new.map(\.severity) == [.high], "a guarded site keeps the severity of the motion it guards")
  }

  @Test func helpersThatReadTheSettingThroughOtherHelpersCount() {
    let source = """
      struct Row: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        private var allowsMotion: Bool { !reduceMotion }
        private func motion(_ animation: Animation) -> Animation? { allowsMotion ? animation : nil }
        private var rowAnimation: Animation? { motion(.spring()) }
        func select() {
          withAnimation(rowAnimation) { isSelected = true }
        }
      }
      """

    #expect(passing(source) == [true])
  }

  @Test func onlyTheAnimationArgumentCountsNotTheValueItWatches() {
    let source = """
      struct Row: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        private var progressValue: Double { reduceMotion ? 0 : progress }
        var body: some View {
          Bar().offset(x: progressValue).animation(.spring(), value: progressValue)
        }
      }
      """

    #expect(passing(source) == [false])
  }

  @Test func aSettingReadOnAnotherObjectDoesNotCountButTheSystemSettingDoes() {
    let source = """
      struct Row: View {
        var body: some View {
          Bar().transition(settings.reduceMotion ? .opacity : .slide)
          Bar().transition(UIAccessibility.isReduceMotionEnabled ? .opacity : .slide)
          Bar().transition(context.environment.accessibilityReduceMotion ? .opacity : .slide)
        }
      }
      """

    #expect(passing(source) == [false, true, true])
  }

  @Test func aConditionGuardsOnlyTheBranchesNotCodeAfterIt() {
    let source = """
      struct Row: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        func show() {
          if reduceMotion {
            isShown = true
          }
          withAnimation(.spring()) { isShown = true }
          guard !reduceMotion else { return }
          withAnimation(.spring()) { isShown = true }
        }
      }
      """

    #expect(passing(source) == [false, true])
  }

  @Test func theSettingIsOnlyReadFromTheAccessibilityEnvironmentKey() {
    let source = """
      struct Row: View {
        @Environment(\\.colorScheme) private var reduceMotion
        var body: some View {
          Bar().transition(reduceMotion ? .opacity : .slide)
        }
      }
      """

    #expect(passing(source) == [false])
  }
}
