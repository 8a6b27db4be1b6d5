import Testing

@testable import A11yAuditKit

/// A short piece of SwiftUI a rule must report a given number of times (0 for a fixture that must pass). Code that
/// is not a declaration is placed in the `body` of a view.
struct RuleFixture: CustomTestStringConvertible, Sendable {
  var rule: String
  var code: String
  var violations: Int

  var testDescription: String { "\(rule): \(code.prefix(60))" }

  /// The fixture as a complete source file.
  var source: String {
    let declarations = ["struct ", "enum ", "final class ", "class ", "actor ", "extension ", "@", "#Preview"]
    if declarations.contains(where: code.hasPrefix) { return code }
    return "struct FixtureView: View {\n  var body: some View {\n    \(code)\n  }\n}\n"
  }

  /// The rule's violations in the fixture.
  func scan() throws -> [Finding] {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == self.rule })
    return Scanner(rules: [rule]).scan(source: source, file: "Fixture.swift").filter { !$0.passing }
  }

  static func triggering(_ rule: String, _ codes: [String], times: Int = 1) -> [RuleFixture] {
    codes.map { RuleFixture(rule: rule, code: $0, violations: times) }
  }

  static func passing(_ rule: String, _ codes: [String]) -> [RuleFixture] {
    codes.map { RuleFixture(rule: rule, code: $0, violations: 0) }
  }
}
