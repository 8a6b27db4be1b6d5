import Testing

@testable import A11yAuditKit

/// Fixtures beyond the rule's documented examples: five or more that trigger and five or more that pass.
@Suite struct TouchTargetFixtureTests {
  static let fixtures: [RuleFixture] =
    RuleFixture.triggering(
      "touch-target-size",
      [
        #"Image("x").frame(width: 20, height: 20).onTapGesture { }"#,
        #"Text("x").frame(width: 40).onTapGesture(count: 2) { }"#,
        #"Button { } label: { Image("x").frame(width: 30, height: 30).padding(2) }"#,
        #"Link(destination: url) { Image("x").frame(width: 32, height: 32) }"#,
        #"Menu { } label: { Image("x").frame(width: 22, height: 22) }"#,
        #"Circle().frame(width: 40, height: 40).padding(.horizontal, 4).onTapGesture { }"#,
      ])
    + RuleFixture.passing(
      "touch-target-size",
      [
        #"Image("x").frame(width: 44, height: 44).onTapGesture { }"#,
        #"Image("x").frame(width: 24, height: 24).padding(.all, 10).onTapGesture { }"#,
        #"Button { } label: { Image("x").frame(width: 28, height: 28).padding(8) }"#,
        #"Button("Go") { }.frame(minWidth: 44, minHeight: 44)"#, #"Image("x").frame(width: 20, height: 20)"#,
        #"Image("x").frame(width: 30, height: 30).padding().onTapGesture { }"#,
      ])

  @Test(arguments: fixtures)
  func fixtureReportsItsStatedViolations(_ fixture: RuleFixture) throws {
    let found = try fixture.scan()
    #expect(found.count == fixture.violations, "\(found.map { "\($0.line):\($0.column) \($0.snippet)" })")
  }

  @Test func smallerThanTheWCAGMinimumIsHighAndTheMessageGivesTheSize() throws {
    let tiny = try RuleFixture(
      rule: "touch-target-size", code: #"Image("x").frame(width: 20, height: 30).onTapGesture { }"#, violations: 1
    ).scan()
    let small = try RuleFixture(
      rule: "touch-target-size", code: #"Image("x").frame(height: 30).onTapGesture { }"#, violations: 1
    ).scan()

    #expect(tiny.map(\.severity) == [.high])
    #expect(tiny.map(\.message) == ["Tap target is 20×30 pt, below the 24×24 pt minimum"])
    #expect(small.map(\.severity) == [.medium])
    #expect(small.map(\.message) == ["Tap target is ?×30 pt, smaller than 44×44 pt"])
  }
}
