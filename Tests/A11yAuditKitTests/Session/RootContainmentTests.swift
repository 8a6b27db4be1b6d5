import Foundation
import Testing

@testable import A11yAuditKit

/// "Is this path inside the root" has one answer, ``AuditRoot/relativePath(of:inside:orFolder:)``, that every
/// containment check asks: trailing slashes, siblings sharing a prefix, `..` and symbolic links.
@Suite struct RootContainmentTests {
  @Test func pathsInsideAFolder() {
    #expect(AuditRoot.relativePath(of: "/app/Views/A.swift", inside: "/app") == "Views/A.swift")
    #expect(AuditRoot.relativePath(of: "/app/Views/A.swift", inside: "/app/") == "Views/A.swift")
    #expect(AuditRoot.relativePath(of: "/app/Views/", inside: "/app") == "Views")
    #expect(AuditRoot.relativePath(of: "/app/a", inside: "/") == "app/a")
  }

  @Test func theFolderItselfOnlyWhenAsked() {
    #expect(AuditRoot.relativePath(of: "/app", inside: "/app") == nil)
    #expect(AuditRoot.relativePath(of: "/app/", inside: "/app") == nil)
    #expect(AuditRoot.relativePath(of: "/app", inside: "/app/", orFolder: true) == "")
    #expect(AuditRoot.relativePath(of: "/app/", inside: "/app", orFolder: true) == "")
    #expect(AuditRoot.relativePath(of: "/", inside: "/", orFolder: true) == "")
    #expect(AuditRoot.relativePath(of: "/", inside: "/") == nil)
  }

  @Test func siblingsAndParentsAreOutside() {
    #expect(AuditRoot.relativePath(of: "/app2/A.swift", inside: "/app") == nil)
    #expect(AuditRoot.relativePath(of: "/ap", inside: "/app") == nil)
    #expect(AuditRoot.relativePath(of: "/", inside: "/app", orFolder: true) == nil)
    #expect(AuditRoot.relativePath(of: "/other/app/A.swift", inside: "/app") == nil)
  }

  @Test func aRootStandardizesButDoesNotFollowLinks() throws {
    let app = try FixtureTree()
    let outside = try FixtureTree()
    defer { app.remove(); outside.remove() }
    try app.write("Sources/Card.swift", text: "struct Card {}\n")
    try outside.write("Secret.swift", text: "let secret = 1\n")
    try FileManager.default.createSymbolicLink(
      at: app.root.appendingPathComponent("Linked"), withDestinationURL: outside.root)
    let root = try AuditRoot(url: app.root)
    let folder = root.folder.path

    #expect(root.relativePath(of: folder + "/Sources/Card.swift") == "Sources/Card.swift")
    #expect(root.relativePath(of: folder + "/Sources/../Sources/Card.swift") == "Sources/Card.swift")
    #expect(root.relativePath(of: folder + "/../" + root.folder.lastPathComponent + "2/A.swift") == nil)
    #expect(root.relativePath(of: folder + "/..") == nil)
    #expect(root.relativePath(of: folder) == nil)
    #expect(root.relativePath(of: folder + "/", orFolder: true) == "")
    // The name is inside; what it leads to is not: only containedURL, which follows links, may open it.
    #expect(root.relativePath(of: folder + "/Linked/Secret.swift") == "Linked/Secret.swift")
    #expect(root.containedURL(of: "Linked/Secret.swift") == nil)
    #expect(root.containedURL(of: "Sources/Card.swift") != nil)
    #expect(root.containedURL(of: "") == nil)
    #expect(root.containedURL(resolving: folder + "/") != nil)
    #expect(root.containedURL(resolving: "Linked") == nil)
  }

  @Test func auditFilePathsOutsideTheRootStayAbsolute() {
    let root = URL(fileURLWithPath: "/work/app")
    #expect(AuditCatalog.relativePath("/work/app/docs/a.md", root: root) == "docs/a.md")
    #expect(AuditCatalog.relativePath("docs/../a.md", root: root) == "a.md")
    #expect(AuditCatalog.relativePath("/work/app2/a.md", root: root) == "/work/app2/a.md")
  }
}
