import Testing

@testable import A11yAuditKit

@Suite struct AnimationKindTests {
  @Test func kindComesFromTheMotionAndTheCodeAroundTheSite() {
    let source = """
      struct LoadingOverlay: View {
        var body: some View {
          VStack {
            Spinner().rotationEffect(angle).animation(.linear.repeatForever(autoreverses: false), value: angle)
            Panel().transition(.slide)
            Button("Next") { withAnimation(.spring()) { index += 1 } }
            Button(action: { withAnimation(.snappy) { index -= 1 } }) { Text(verbatim: "Back") }
            Button { withAnimation(.bouncy) { flag.toggle() } } label: { Label().animation(.easeIn, value: flag) }
            Card().onTapGesture { withAnimation(.easeOut) { isFlipped.toggle() } }
            Card().gesture(DragGesture().onEnded { _ in withAnimation(.interactiveSpring()) { offset = 0 } })
            Badge().offset(y: y).animation(.easeInOut, value: y)
          }
          .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { withAnimation(.smooth) { isShown = true } }
          }
          .task { withAnimation(.linear(duration: 2).repeatForever()) { phase = 1 } }
        }
      }
      """

    let kinds = Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(source: source, file: "LoadingOverlay.swift")
      .map { "\($0.line) \($0.kind ?? "-")" }

    #expect(
      kinds == [
        "4 continuous", "5 transition", "6 feedback", "7 feedback", "8 feedback", "8 decorative", "9 feedback",
        "10 feedback", "11 decorative", "14 entrance", "16 continuous",
      ])
  }
}
