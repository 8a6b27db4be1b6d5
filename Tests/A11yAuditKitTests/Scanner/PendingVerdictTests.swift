import Foundation
import Testing

@testable import A11yAuditKit

/// A finding whose verdict waits on what other files declare is decided once the project is known, so the file it is
/// in is checked once, in the first pass, and its tree let go.
@Suite struct PendingVerdictTests {
  /// `Orders` pushes `OrderDetail`, declared in a file of its own with `detail` as its body.
  private static func pushedDetail(_ detail: String) throws -> FixtureTree {
    let tree = try FixtureTree()
    try tree.write(
      "Views/Orders.swift",
      text: """
        import SwiftUI

        struct Orders: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", destination: OrderDetail())
                        .navigationTitle("Orders")
                }
            }
        }
        """)
    try tree.write("Views/OrderDetail.swift", text: detail)
    return tree
  }

  private static func scan(_ tree: FixtureTree, treeBudget: Int) throws -> ScanResult {
    var scanner = A11yAuditKit.Scanner(rules: [ScreenMissingTitleRule.self])
    scanner.treeBudget = treeBudget
    return try scanner.scan(root: tree.root)
  }

  @Test func aPushedViewsVerdictIsDecidedWithoutCheckingItsFileAgain() throws {
    let tree = try Self.pushedDetail(
      """
      import SwiftUI

      struct OrderDetail: View {
          var body: some View { Text("Detail") }
      }
      """)
    let frugal = try Self.scan(tree, treeBudget: 0)
    let kept = try Self.scan(tree, treeBudget: .max)
    #expect(frugal.firstPassChecks == FirstPassChecks(checked: 2, rechecked: 0))
    #expect(frugal.findings == kept.findings)
    let finding = try #require(frugal.findings.first { $0.file == "Views/OrderDetail.swift" })
    #expect(!finding.passing && finding.severity == .medium)
    #expect(finding.message == "`OrderDetail` is pushed from `Orders` but sets no navigation title")
    // `Orders` is a view no file pushes: no site, neither reported nor passed.
    #expect(frugal.findings.count == 1, "\(frugal.findings.map(\.file))")
  }

  @Test func aPendingViewTitledThroughAnotherFilesHelperPasses() throws {
    let tree = try Self.pushedDetail(
      """
      import SwiftUI

      struct OrderDetail: View {
          var body: some View { Text("Detail").screenTitle("Order") }
      }
      """)
    try tree.write(
      "Support/Titles.swift",
      text: """
        import SwiftUI

        extension View {
            func screenTitle(_ title: String) -> some View { navigationTitle(title) }
        }
        """)
    let frugal = try Self.scan(tree, treeBudget: 0)
    #expect(frugal.findings == (try Self.scan(tree, treeBudget: .max)).findings)
    #expect(frugal.firstPassChecks.rechecked == 0)
    let finding = try #require(frugal.findings.first { $0.file == "Views/OrderDetail.swift" })
    #expect(finding.passing && finding.severity == .none && finding.message == "Pushed screen has a navigation title")
  }

  /// A suppression comment may silence a pending violation, or be unused when it turns out to pass: the file is
  /// checked again with the project known.
  @Test func aFileWithSuppressionCommentsIsCheckedAgainToDecide() throws {
    let tree = try Self.pushedDetail(
      """
      import SwiftUI

      // a11y-audit:disable:next screen-missing-title
      struct OrderDetail: View {
          var body: some View { Text("Detail") }
      }
      """)
    let frugal = try Self.scan(tree, treeBudget: 0)
    let kept = try Self.scan(tree, treeBudget: .max)
    #expect(frugal.firstPassChecks == FirstPassChecks(checked: 2, rechecked: 1))
    #expect(frugal.findings == kept.findings)
    #expect(!frugal.findings.contains { $0.rule == ScreenMissingTitleRule.description.id })
  }

  /// The first-pass scan of `text` as a file of its own, its pending findings kept.
  private static func firstPass(_ text: String) -> (ParsedSource, SourceFileScan) {
    let parsed = ParsedSource(file: "Rows.swift", bytes: Array(text.utf8))
    let scan = SourceFileScan(
      parsed: parsed, rules: [ScreenMissingTitleRule.self], project: ProjectContext.resolve([parsed.index]),
      decidingPending: false)
    return (parsed, scan)
  }

  @Test func aPendingFindingIsAViolationUntilDecidedAndDroppedWhenNoFilePushesItsView() {
    let (parsed, scan) = Self.firstPass(
      """
      import SwiftUI

      struct Row: View { var body: some View { Text("A") } }
      """)
    #expect(scan.pending.count == 1 && !scan.needsTreeToDecide)
    #expect(scan.findings.count == 1 && !scan.findings[0].passing)
    let decided = scan.deciding(in: ProjectContext.resolve([parsed.index]))
    #expect(decided.findings.isEmpty && decided.pending.isEmpty, "no file pushes `Row`")
  }

  /// Two sites with the same tokens in one declaration are numbered by occurrence: deciding one could renumber the
  /// other, so the file waits for its tree.
  @Test func sitesSharingTokensWaitForTheTree() {
    let (_, scan) = Self.firstPass(
      """
      import SwiftUI

      #if os(iOS)
      struct Row: View { var body: some View { Text("A") } }
      #else
      struct Row: View { var body: some View { Text("B") } }
      #endif
      """)
    #expect(scan.pending.count == 2)
    #expect(scan.needsTreeToDecide)
  }
}
