import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct FingerprintStabilityTests {
  @Test func insertingBlankLinesAndReindentingKeepsEveryId() throws {
    let before = try FixtureTree(copying: "FingerprintStability/Before")
    let after = try FixtureTree(copying: "FingerprintStability/After")
    defer {
      before.remove()
      after.remove()
    }

    let old = try Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(root: before.root).findings
    let new = try Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(root: after.root).findings

    #expect(old.count == 5)
    #expect(Set(old.map(\.id)).count == old.count, "identical sites in one declaration get distinct ids")
    #expect(new.map(\.id) == old.map(\.id))
    #expect(new.map(\.context) == old.map(\.context))
    #expect(zip(old, new).allSatisfy { $1.line >= $0.line + 5 }, "the sites really moved down")
  }

  @Test func reindentingInMemoryKeepsIdsAndShiftsLines() throws {
    let source = try FixtureTree.text(of: "FingerprintStability/Before/WelcomeView.swift.fixture")
    let shifted =
      String(repeating: "\n", count: 5)
      + source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.isEmpty ? "" : "    " + line }
      .joined(separator: "\n")

    let old = Scanner().scan(source: source, file: "WelcomeView.swift")
    let new = Scanner().scan(source: shifted, file: "WelcomeView.swift")

    #expect(new.map(\.id) == old.map(\.id))
    #expect(new.map(\.line) == old.map { $0.line + 5 })
    #expect(new.map(\.snippet) == old.map(\.snippet), "snippets drop the common indentation")
    #expect(new.map(\.span.start.column) == old.map { $0.span.start.column + 4 })
  }

  @Test func editingASiteGivesItANewIdAndKeepsTheOthers() throws {
    let source = try FixtureTree.text(of: "FingerprintStability/Before/WelcomeView.swift.fixture")
    let edited = source.replacingOccurrences(of: "withAnimation(.easeInOut)", with: "withAnimation(.easeIn)")

    let old = Scanner().scan(source: source, file: "WelcomeView.swift")
    let new = Scanner().scan(source: edited, file: "WelcomeView.swift")

    let changed = Set(old.map(\.id)).symmetricDifference(new.map(\.id))
    #expect(changed.count == 2)
    #expect(Set(old.map(\.id)).intersection(new.map(\.id)).count == old.count - 1)
  }

  @Test func idsDependOnTheFilePathAndTheEnclosingDeclaration() {
    let source = "struct A: View { var body: some View { Text(\"a\").transition(.slide) } }"
    let moved = "struct B: View { var body: some View { Text(\"a\").transition(.slide) } }"

    let original = Scanner().scan(source: source, file: "A.swift")
    let renamedFile = Scanner().scan(source: source, file: "Other.swift")
    let renamedType = Scanner().scan(source: moved, file: "A.swift")

    #expect(original.map(\.context) == ["A.body"])
    #expect(renamedType.map(\.context) == ["B.body"])
    #expect(original[0].id != renamedFile[0].id)
    #expect(original[0].id != renamedType[0].id)
    #expect(
      original[0].id
        == Fingerprint.make(
          rule: "transition-reduce-motion", file: "A.swift", context: "A.body", tokens: ". transition ( . slide )",
          occurrence: 0)
    )
  }
}
