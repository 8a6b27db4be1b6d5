import PropertyBased
import Testing

@testable import A11yAuditKit

@Suite struct GlobPatternTests {
  @Test(arguments: [
    ("**/Generated/**", "App/Generated/Assets.swift", true), ("**/Generated/**", "Generated/Assets.swift", true),
    ("**/Generated/**", "App/Gen/Assets.swift", false), ("Sources/Legacy", "Sources/Legacy/Old.swift", true),
    ("Sources/Legacy", "Sources/LegacyKit/Old.swift", false), ("Sources/*/View.swift", "Sources/Home/View.swift", true),
    ("Sources/*/View.swift", "Sources/Home/Row/View.swift", false), ("./Tests/", "Tests/AppTests.swift", true),
    ("**/*Tests.swift", "App/Deep/CardTests.swift", true), ("**/*Tests.swift", "App/Deep/Card.swift", false),
    ("A?c/**/z", "Abc/z", true), ("A?c/**/z", "Abc/q/r/z", true), ("A?c/**/z", "Ac/z", false),
  ])
  func patternsMatchFoldersAndNames(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected)
  }

  /// The matcher agrees with a plain recursive one (exponential at worst, so only on short inputs) on random
  /// patterns and paths over a small alphabet.
  @Test func randomPatternsMatchAsTheRecursiveDefinitionSays() async {
    let patterns = Gen<String?>.element(of: ["a", "b", "ab", "*", "a*", "?", "**"]).map { $0! }.array(of: 0...5)
    let paths = Gen<String?>.element(of: ["a", "b", "ab", "ba", "abb"]).map { $0! }.array(of: 0...5)
    await propertyCheck(count: 2_000, input: patterns, paths) { pattern, path in
      let expected = Self.reference(pattern[...], path[...])
      #expect(
        GlobPattern(pattern.joined(separator: "/")).matches(path.joined(separator: "/")) == expected,
        "\(pattern) \(path)")
    }
  }

  /// Fifty `**` against a path that does not match: an exponential search does not end (47 s for this pattern
  /// before the matcher kept a table); a table of 50 × 60 cells is filled at once.
  @Test func manyDoubleStarsAgainstALongPathThatDoesNotMatchEndAtOnce() {
    let pattern = GlobPattern(Array(repeating: "**", count: 50).joined(separator: "/") + "/x")
    let path = Array(repeating: "y", count: 60).joined(separator: "/")
    #expect(!pattern.matches(path))
    #expect(pattern.matches(path + "/x"))
  }

  private static func reference(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return true }
    if first == "**" {
      return (0...path.count).contains { reference(pattern.dropFirst(), path.dropFirst($0)) }
    }
    guard let name = path.first, segment(Array(first), Array(name)) else { return false }
    return reference(pattern.dropFirst(), path.dropFirst())
  }

  private static func segment(_ pattern: [Character], _ name: [Character]) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    if first == "*" {
      return (0...name.count).contains { segment(Array(pattern.dropFirst()), Array(name.dropFirst($0))) }
    }
    guard let head = name.first, first == "?" || first == head else { return false }
    return segment(Array(pattern.dropFirst()), Array(name.dropFirst()))
  }
}
