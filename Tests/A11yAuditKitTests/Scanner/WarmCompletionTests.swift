import Foundation
import Testing

@testable import A11yAuditKit

/// A rescan after an edit keeps the other files' scans when the edited file gives the completion of the project's
/// facts (the uses of a typography type, the views built inside others) what it gave before, and scans in full when
/// it does not: either way its result is a full scan's.
@Suite struct WarmCompletionTests {
  /// A typography type, a view building an image, and two views using both.
  private func project() throws -> FixtureTree {
    let tree = try FixtureTree()
    try FileManager.default.createDirectory(
      at: tree.root.appendingPathComponent(".a11y-audit"), withIntermediateDirectories: true)
    try tree.write(
      "Design/Typography.swift",
      text: """
        import SwiftUI

        enum Typography {
            static let h1 = Font.system(size: 28)
        }
        """)
    try tree.write(
      "Views/Badge.swift",
      text: """
        import SwiftUI

        struct Badge: View {
            var body: some View { Image(systemName: "star.fill") }
        }
        """)
    try tree.write("Views/Header.swift", text: Self.header(title: "Title", badge: "Badge()"))
    try tree.write("Views/Footer.swift", text: Self.footer(uses: 1))
    return tree
  }

  private static func header(title: String, badge: String) -> String {
    """
    import SwiftUI

    struct Header: View {
        var body: some View {
            HStack {
                \(badge)
                Text("\(title)").font(Typography.h1)
            }
        }
    }
    """
  }

  private static func footer(uses: Int) -> String {
    """
    import SwiftUI

    struct Footer: View {
        var body: some View {
            VStack {
    \(String(repeating: "            Text(\"Footer\").font(Typography.h1)\n", count: uses))\
            }
        }
    }
    """
  }

  /// What changes between the two scans, and whether the second may keep the other files' scans.
  enum Edit: String, CaseIterable, CustomTestStringConvertible {
    /// Header's text changes; it still uses `Typography.h1` once and builds `Badge` as before.
    case textBesideTheUses
    /// Footer uses `Typography.h1` twice: the count a fixed font size is judged by changes.
    case anotherTypographyUse
    /// Header hides the badge: whether every use of `Badge` names it changes.
    case badgeHidden
    /// Footer, which uses `Typography.h1`, is deleted.
    case userDeleted
    /// A new view builds `Badge`.
    case userAdded
    /// A new model type holds nothing completion reads.
    case plainTypeAdded

    var testDescription: String { rawValue }

    var keepsTheOtherScans: Bool {
      switch self {
      case .textBesideTheUses, .plainTypeAdded: true
      case .anotherTypographyUse, .badgeHidden, .userDeleted, .userAdded: false
      }
    }

    func apply(to tree: FixtureTree) throws {
      switch self {
      case .textBesideTheUses: try tree.write("Views/Header.swift", text: header(title: "Heading", badge: "Badge()"))
      case .anotherTypographyUse: try tree.write("Views/Footer.swift", text: footer(uses: 2))
      case .badgeHidden:
        try tree.write("Views/Header.swift", text: header(title: "Title", badge: "Badge().accessibilityHidden(true)"))
      case .userDeleted: try FileManager.default.removeItem(at: tree.root.appendingPathComponent("Views/Footer.swift"))
      case .userAdded:
        try tree.write(
          "Views/Row.swift", text: "import SwiftUI\n\nstruct Row: View {\n    var body: some View { Badge() }\n}\n")
      case .plainTypeAdded:
        try tree.write("Model/Item.swift", text: "struct Item {\n    let name: String\n}\n")
      }
    }
  }

  private func isWarm(_ outcome: A11yAuditKit.Scanner.Outcome) -> Bool {
    if case .warm = outcome.result.cacheUse { return true }
    return false
  }

  private func expectSameFindings(
    _ rescan: A11yAuditKit.Scanner.Outcome, _ tree: FixtureTree, _ comment: Comment
  ) throws {
    let full = try A11yAuditKit.Scanner().run(root: AuditRoot(url: tree.root)).result
    #expect(rescan.result.findings == full.findings, comment)
    #expect(rescan.result.findings.map(\.id) == full.findings.map(\.id), comment)
    #expect(rescan.result.screens == full.screens, comment)
  }

  @Test(arguments: Edit.allCases)
  func aSessionRescanKeepsTheOtherScansOnlyWhenTheCompletionIsUnchanged(_ edit: Edit) throws {
    let tree = try project()
    defer { tree.remove() }
    var scanner = A11yAuditKit.Scanner()
    scanner.memory = ScanMemory()
    let before = try scanner.run(root: AuditRoot(url: tree.root))
    #expect(before.result.findings.contains { $0.rule == "fixed-font-size" }, "the fixture has no finding to change")
    try edit.apply(to: tree)
    let after = try scanner.run(root: AuditRoot(url: tree.root))
    #expect(isWarm(after) == edit.keepsTheOtherScans, "\(edit): \(after.result.cacheUse)")
    try expectSameFindings(after, tree, "\(edit)")
  }

  @Test(arguments: Edit.allCases)
  func aCommandLineRescanThroughTheCacheDoesTheSame(_ edit: Edit) throws {
    let tree = try project()
    defer { tree.remove() }
    var scanner = A11yAuditKit.Scanner()
    scanner.cache = tree.cache
    _ = try scanner.run(root: AuditRoot(url: tree.root))
    try edit.apply(to: tree)
    let after = try scanner.run(root: AuditRoot(url: tree.root))
    #expect(isWarm(after) == edit.keepsTheOtherScans, "\(edit): \(after.result.cacheUse)")
    try expectSameFindings(after, tree, "\(edit)")
  }

  /// The digest a full scan keeps for each file is the one worked out from the file alone: the warm rescan compares
  /// them.
  @Test func eachFilesDigestFromTheCompletionIsItsDigestAlone() throws {
    let tree = try project()
    defer { tree.remove() }
    try Edit.plainTypeAdded.apply(to: tree)
    let listing = A11yAuditKit.Scanner.listSources(root: try AuditRoot(url: tree.root))
    let parsed = A11yAuditKit.Scanner.parse(listing.sources).files
    let (project, digests) = ProjectContext.resolve(parsed.map(\.index)).completing(with: parsed)
    #expect(digests.count == parsed.count)
    for (file, digest) in zip(parsed, digests) {
      #expect(project.completionDigest(of: file) == digest, "\(file.file)")
    }
    let given = Dictionary(uniqueKeysWithValues: zip(parsed.map(\.file), digests))
    #expect(given["Views/Header.swift"]?.isEmpty == false)
    #expect(given["Views/Footer.swift"]?.isEmpty == false)
    #expect(given["Model/Item.swift"] == "", "a file holding no name completion looks for gives it nothing")
  }
}
