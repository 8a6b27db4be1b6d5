import Testing

@testable import A11yAuditKit

/// Guarding a site with the setting keeps its id, so a fixed finding is seen passing by the next scan.
@Suite struct GuardFingerprintTests {
  private func ids(_ body: String, declarations: String = "", rule: String? = nil) -> [String] {
    let source = """
      struct Card: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        \(declarations)
        var body: some View {
          \(body)
        }
      }
      """
    return Scanner().scan(source: source, file: "Card.swift").filter { rule == nil || $0.rule == rule }.map(\.id)
  }

  @Test(arguments: [
    (".transition(.slide)", ".transition(reduceMotion ? .opacity : .slide)"),
    (".transition(.slide)", ".transition(!reduceMotion ? .slide : .opacity)"),
    (".animation(.spring(), value: x)", ".animation(reduceMotion ? nil : .spring(), value: x)"),
    (".animation(.easeIn, value: x)", ".animation(reduceMotion ? .easeInOut(duration: 0.15) : .easeIn, value: x)"),
    (
      ".animation(x ? .spring() : .easeIn, value: x)",
      ".animation(reduceMotion ? nil : (x ? .spring() : .easeIn), value: x)"
    ),
    (".symbolEffect(.pulse)", ".symbolEffect(.pulse, isActive: !reduceMotion)"),
    (".symbolEffect(.pulse, isActive: on)", ".symbolEffect(.pulse, isActive: reduceMotion ? false : on)"),
    (".contentTransition(.numericText())", ".contentTransition(reduceMotion ? .opacity : .numericText())"),
  ])
  func guardingAModifierKeepsItsId(original: String, guarded: String) {
    let before = ids("Text(\"a\")\(original)")
    let after = ids("Text(\"a\")\(guarded)")

    #expect(!before.isEmpty)
    #expect(after == before)
  }

  @Test func guardingWithAnimationAndTimelinesKeepsTheirIds() {
    #expect(
      ids("Button(\"a\") { withAnimation { x = 1 } }")
        == ids("Button(\"a\") { withAnimation(reduceMotion ? nil : .default) { x = 1 } }"))
    #expect(
      ids("TimelineView(.animation) { c in Dot() }")
        == ids("TimelineView(.animation(paused: reduceMotion)) { c in Dot() }"))
    #expect(
      ids("TimelineView(.animation(minimumInterval: 1)) { c in Dot() }")
        == ids("TimelineView(.animation(minimumInterval: 1, paused: reduceMotion)) { c in Dot() }"))
  }

  @Test func guardingAnEffectKeepsItsIdAndAHelperReadingTheSettingDoesNot() {
    let driver = "func show() { withAnimation(.spring()) { isShown = true } }"
    let effect = AnimatedEffectReduceMotionRule.description.id

    let original = ids("Text(\"a\").offset(y: isShown ? 0 : 20)", declarations: driver, rule: effect)
    let guarded = ids(
      "Text(\"a\").offset(y: reduceMotion ? 0 : (isShown ? 0 : 20))", declarations: driver, rule: effect)
    let throughAHelper = ids(
      "Text(\"a\").offset(y: still ? 0 : (isShown ? 0 : 20))",
      declarations: driver + "\n  var still: Bool { reduceMotion }", rule: effect)

    #expect(original.count == 1)
    #expect(guarded == original)
    #expect(throughAHelper.count == 1 && throughAHelper != original)
  }

  @Test func anotherValueNamedLikeTheSettingIsNotStripped() {
    let source = """
      struct Card: View {
        @AppStorage("reduceMotion") private var reduceMotion = false
        var body: some View { Text("a").transition(reduceMotion ? .opacity : .slide) }
      }
      """
    let plain = "struct Card: View { var body: some View { Text(\"a\").transition(.slide) } }"

    let guarded = Scanner().scan(source: source, file: "Card.swift")
    let unguarded = Scanner().scan(source: plain, file: "Card.swift")

    #expect(guarded.map(\.id) != unguarded.map(\.id))
  }
}
