import Foundation
import Testing

@testable import A11yAuditKit

/// The README's Command line section keeps two lists by hand: the areas options take, and the rules `fix` fixes only
/// when named. Both must match the registry.
@Suite struct ReadmeCommandLineTests {
  /// The Command line section, its line breaks and indentation folded into single spaces.
  static func commandLineSection() throws -> String {
    let readme = try String(
      contentsOf: ReadmeLayoutTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "\n## Command line\n").dropFirst().first)
    let text = section.components(separatedBy: "\n## ").first ?? section
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The `code spans` of `text`.
  static func codeSpans(_ text: some StringProtocol) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  @Test func theAreaListNamesEveryAreaInTheRegistrysOrder() throws {
    let section = try Self.commandLineSection()
    let start = try #require(section.range(of: "takes areas: "))
    let end = try #require(section.range(of: " (`a11y-audit rules`", range: start.upperBound..<section.endIndex))
    let listed = Self.codeSpans(section[start.upperBound..<end.lowerBound])
    #expect(listed == Category.allCases.map(\.rawValue))
  }

  @Test func theFixParagraphNamesEveryRuleFixedOnlyWhenNamed() throws {
    let section = try Self.commandLineSection()
    let start = try #require(section.range(of: "- `fix` applies"))
    let paragraph = section[start.lowerBound...].prefix { $0 != "\n" }
    let end = paragraph.range(of: " - ")?.lowerBound ?? paragraph.endIndex
    let named = Set(
      Self.codeSpans(paragraph[..<end]).filter { $0.hasPrefix("--rule ") }.map { $0.dropFirst(7) }.map(String.init))
    #expect(named == Set(RuleRegistry.fixedWhenNamed.map { $0.description.id }))
  }
}
