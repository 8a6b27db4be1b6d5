import Foundation
import Testing

@testable import A11yAuditKit

/// Paths the store, an audit file or `.a11y-audit.yml` names outside the audited folder (absolute, through `..`,
/// through a symbolic link) are never opened, shown or edited.
@Suite struct PathContainmentTests {
  private let checklist = "# Checklist\n\n- [ ] Animations respect Reduce Motion\n- [ ] Text scales with Dynamic Type\n"

  /// An app folder, and beside it a folder standing for the rest of the disk, holding `Secret.swift` and `secret.md`.
  private func makeFolders() throws -> (app: FixtureTree, outside: FixtureTree) {
    let app = try FixtureTree()
    let outside = try FixtureTree()
    try app.write("Sources/Card.swift", text: "struct Card {}\n")
    try outside.write("Secret.swift", text: "let secret = \"do not show\"\n")
    try outside.write("secret.md", text: checklist)
    try FileManager.default.createSymbolicLink(
      at: app.root.appendingPathComponent("Sources/Linked.swift"),
      withDestinationURL: outside.root.appendingPathComponent("Secret.swift"))
    try FileManager.default.createSymbolicLink(
      at: app.root.appendingPathComponent("LinkedDocs"), withDestinationURL: outside.root)
    return (app, outside)
  }

  /// How `app` names the outside folder's `name`: through `..`, absolutely, through a linked file or folder.
  private func outsideNames(_ name: String, app: FixtureTree, outside: FixtureTree) -> [String] {
    let climb = String(repeating: "../", count: app.root.standardizedFileURL.pathComponents.count)
    return [
      "../\(outside.root.lastPathComponent)/\(name)",
      climb + outside.root.standardizedFileURL.path.dropFirst() + "/" + name,
      outside.root.appendingPathComponent(name).path, "LinkedDocs/\(name)",
    ]
  }

  @Test func onlyPathsInsideTheFolderWithLinksFollowedAreContained() throws {
    let (app, outside) = try makeFolders()
    defer { app.remove(); outside.remove() }
    let root = try AuditRoot(url: app.root)

    #expect(root.containedURL(of: "Sources/Card.swift")?.path == root.folder.path + "/Sources/Card.swift")
    #expect(root.containedURL(of: "Sources/../Sources/Card.swift") != nil)
    #expect(root.containedURL(of: "Sources/NotYet.swift") != nil)
    for name in outsideNames("Secret.swift", app: app, outside: outside) + ["Sources/Linked.swift"] {
      #expect(root.containedURL(of: name) == nil, "\(name)")
    }
    #expect(root.containedURL(of: "LinkedDocs/NotYet.md") == nil)
  }

  @Test func theDashboardNeverShowsASourceTheStoreNamesOutsideTheFolder() throws {
    let (app, outside) = try makeFolders()
    defer { app.remove(); outside.remove() }
    let session = AuditSession(root: try AuditRoot(url: app.root))

    #expect(session.sourceLines(of: "Sources/Card.swift") == ["struct Card {}", ""])
    for name in outsideNames("Secret.swift", app: app, outside: outside) + ["Sources/Linked.swift"] {
      #expect(session.sourceLines(of: name) == nil, "\(name)")
    }
  }

  @Test func checkNeverTicksAFileOutsideTheFolder() throws {
    let (app, outside) = try makeFolders()
    defer { app.remove(); outside.remove() }
    let session = AuditSession(root: try AuditRoot(url: app.root))

    for name in outsideNames("secret.md", app: app, outside: outside) {
      #expect(throws: AuditFileError.self, "\(name)") { try session.toggleChecklistItem("1", inFile: name) }
      let item = ChecklistItem(
        file: name, section: "Checklist", text: "Animations respect Reduce Motion", checked: false, line: 3,
        boxOffset: 3)
      #expect(throws: AuditFileError.self, "\(name)") { try session.toggle(item) }
    }
    #expect(try String(contentsOf: outside.root.appendingPathComponent("secret.md"), encoding: .utf8) == checklist)
    #expect(!session.store.exists)
  }

  @Test func auditFilesTheConfigurationNamesOutsideTheFolderAreNotRead() throws {
    let (app, outside) = try makeFolders()
    defer { app.remove(); outside.remove() }
    let names = outsideNames("secret.md", app: app, outside: outside)
    try app.write("Docs/plan.md", text: checklist)
    try app.write(
      ".a11y-audit.yml", text: "audit_files:\n" + (names + ["Docs/plan.md"]).map { "  - \"\($0)\"\n" }.joined())
    let session = AuditSession(root: try AuditRoot(url: app.root))

    let catalog = session.audits()

    #expect(catalog.documents.map(\.path) == ["Docs/plan.md"])
    #expect(Set(catalog.problems.map(\.file)) == Set(names))
    #expect(catalog.problems.allSatisfy { $0.message.hasPrefix("named in .a11y-audit.yml but outside ") })
  }

  @Test func aFixTheStoreAsksForOutsideTheFolderOpensNothing() throws {
    let (app, outside) = try makeFolders()
    defer { app.remove(); outside.remove() }
    let session = AuditSession(root: try AuditRoot(url: app.root))
    let secret = outside.root.appendingPathComponent("Secret.swift")
    let before = try Data(contentsOf: secret)
    for name in outsideNames("Secret.swift", app: app, outside: outside) + ["Sources/Linked.swift"] {
      var finding = makeFinding(id: "f-\(name.count)", file: name)
      finding.rule = "with-animation-reduce-motion"
      try session.store.update { $0.findings = [FindingRecord(finding: finding)] }

      #expect(throws: (any Error).self, "\(name)") { try session.planFix(forFinding: finding.id) }
    }
    #expect(try Data(contentsOf: secret) == before)
  }

  @Test func auditEntriesNamingFilesOutsideTheFolderLinkToNoCodeAndShowNoSource() throws {
    let (app, outside) = try makeFolders()
    defer { app.remove(); outside.remove() }
    let names = outsideNames("Secret.swift", app: app, outside: outside) + ["/etc/passwd", "../../etc/passwd"]
    let entries = names.enumerated().map { index, name in
      "#### Secret\(index).swift\n**Status:** 🟠 HIGH - NEEDS FIX\n\n**File:** `\(name)`\n\n"
        + "1. **Line \(index + 1)**: Secret motion \(index)\n   - **Severity**: 🟠 HIGH\n\n"
    }
    try app.write(
      "Docs/audit.md",
      text: "# Reduce Motion Audit\n\n## Detailed Findings by Screen\n\n### Secrets\n\n" + entries.joined())
    let session = AuditSession(root: try AuditRoot(url: app.root))

    let outcome = try session.scan()

    let records = try #require(outcome.document).findings
    #expect(records.count == names.count, "\(records.map(\.finding.file))")
    #expect(records.allSatisfy { $0.isAuditOnly })
    for record in records {
      #expect(session.sourceLines(of: record.finding.file) == nil, "\(record.finding.file)")
    }
  }
}
