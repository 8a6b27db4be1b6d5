import Foundation
import Testing

@testable import A11yAuditKit

/// Seed 002's central `Typography` enum: each fixed declaration is reported once, with its uses across the project
/// and the semantic text style its name stands for.
@Suite struct TypographyAuditTests {
  static let typography = """
    enum Typography {
        static let h1 = Font.system(size: 28, weight: .bold)
        static let bodyMedium = Font.system(size: 15, weight: .regular)
        static let badge = Font.system(size: 9, weight: .heavy)
        static let scoreDisplay = Font.system(size: 72, weight: .bold, design: .rounded)
    }
    """

  static let views = [
    (
      file: "Views/DashboardView.swift",
      text: """
      struct DashboardView: View {
        var body: some View {
          Text(greeting).font(Typography.h1)
          Text(subtitle).font(Typography.bodyMedium)
          Text(detail).font(Typography.bodyMedium)
        }
      }
      """
    ),
    (
      file: "Views/TestTakingView.swift",
      text: """
      struct TestTakingView: View {
        var body: some View {
          Text(question).font(Typography.bodyMedium)
          Text(title).font(Typography.h1)
        }
      }
      """
    ),
  ]

  private func scan() -> ScanResult {
    Scanner(rules: [FixedFontSizeRule.self]).scan(
      sources: [(file: "Design/Typography.swift", text: Self.typography)] + Self.views.map { ($0.file, $0.text) })
  }

  @Test func eachDeclarationIsReportedOnceWithItsUsesAcrossTheProject() {
    let findings = scan().violations

    #expect(findings.map(\.file) == Array(repeating: "Design/Typography.swift", count: 4))
    #expect(findings.map(\.line) == [2, 3, 4, 5])
    #expect(findings.allSatisfy { $0.severity == .high })
    #expect(
      findings.map(\.message) == [
        "`Typography.h1` is a fixed 28pt font used 2 times in 2 files: none of that text scales",
        "`Typography.bodyMedium` is a fixed 15pt font used 3 times in 2 files: none of that text scales",
        "`Typography.badge` is a fixed 9pt font used 0 times in 0 files: none of that text scales",
        "`Typography.scoreDisplay` is a fixed 72pt font used 0 times in 0 files: none of that text scales",
      ])
  }

  /// The views hold no keyword of any rule, so a folder scan lists them without indexing them; the project pass
  /// indexes them after all because they name `Typography`.
  @Test func aFolderScanCountsUsesInFilesWithoutAnyRuleKeyword() throws {
    let tree = try FixtureTree()
    try tree.write("Design/Typography.swift", contents: Data(Self.typography.utf8))
    for view in Self.views { try tree.write(view.file, contents: Data(view.text.utf8)) }
    try tree.write("Models/Record.swift", contents: Data("struct Record {\n  var title: String\n}\n".utf8))

    let result = try Scanner(rules: [FixedFontSizeRule.self]).scan(root: tree.root)
    let fromFolder = result.violations

    #expect(result.files.count == 4)
    #expect(result.indexedFiles == 3, "the model holds no keyword; the views are indexed for their uses")
    #expect(result.lines == 6 + 7 + 6 + 3)
    #expect(fromFolder.map(\.message) == scan().violations.map(\.message))
    #expect(fromFolder.first?.message.contains("used 2 times in 2 files") == true)
  }

  @Test func theFixIsTheTextStyleTheNameStandsFor() {
    let recommendations = scan().violations.map(\.recommendation)

    #expect(
      recommendations[0].contains(
        "with a text style instead: `.title.weight(.bold)` (standard title style, matches 28pt default)."))
    #expect(recommendations[1].contains("`.body.weight(.regular)` (body text)."))
    #expect(recommendations[2].contains("`.caption2.weight(.heavy)` (close to its 11pt default, up from a fixed 9pt)."))
    #expect(
      recommendations[3].contains(
        "`@ScaledMetric(relativeTo: .largeTitle)` (preserves 72pt base, scales with Dynamic Type)"))
    #expect(recommendations[3].contains("a `static` one never updates"))
  }

  @Test func usesAreCountedOnlyInTheFilesOfTheScanAndAFileAloneCountsItself() {
    let alone = Scanner(rules: [FixedFontSizeRule.self]).scan(
      source: Self.typography + "\nlet preview = Text(\"x\").font(Typography.h1)\n", file: "Typography.swift")

    #expect(
      alone.first?.message == "`Typography.h1` is a fixed 28pt font used once in 1 file: none of that text scales")
  }

  @Test func aFontExtensionCountsItsImplicitMemberUses() {
    let result = Scanner(rules: [FixedFontSizeRule.self]).scan(sources: [
      (file: "Font+App.swift", text: "extension Font {\n  static let cardTitle = Font.system(size: 20)\n}\n"),
      (file: "Card.swift", text: "struct Card: View {\n  var body: some View { Text(title).font(.cardTitle) }\n}\n"),
    ])

    #expect(
      result.violations.map(\.message) == [
        "`Font.cardTitle` is a fixed 20pt font used once in 1 file: none of that text scales"
      ])
    #expect(result.violations.first?.recommendation.contains("`.title3`") == true)
  }

  @Test(.enabled(if: SeedFiles.available, SeedFiles.skipReason))
  func seed002sFixedTypographyIsReportedPerDeclarationAndItsRecommendedOnePassesThisRule() throws {
    let blocks = try SeedCodeBlockTests.swiftBlocks(of: "002")
    let current = try #require(blocks.first { $0.line == 309 }).text
    let recommended = try #require(blocks.first { $0.line == 346 }).text
    let scanner = Scanner(rules: [FixedFontSizeRule.self, ScaledMetricStaticRule.self])

    let before = scanner.scan(source: current, file: "Typography.swift")
    let after = scanner.scan(source: recommended, file: "Typography.swift")

    #expect(before.filter { !$0.passing }.count == 14, "one finding per fixed declaration")
    #expect(before.allSatisfy { $0.rule == "fixed-font-size" && $0.severity == .high })
    #expect(
      before.first?.recommendation.contains("`@ScaledMetric(relativeTo: .largeTitle)` (preserves 48pt base") == true)
    #expect(after.filter { $0.rule == "fixed-font-size" }.allSatisfy { $0.passing })
    #expect(after.filter { $0.rule == "fixed-font-size" }.count == 4, "the four sizes read from @ScaledMetric pass")
    #expect(
      after.filter { !$0.passing }.map { "\($0.line) \($0.rule)" } == [
        "5 scaled-metric-static", "6 scaled-metric-static", "7 scaled-metric-static", "8 scaled-metric-static",
      ], "the recommended enum keeps its @ScaledMetric sizes on static properties, which never update")
  }
}
