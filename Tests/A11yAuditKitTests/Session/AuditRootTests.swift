import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct AuditRootTests {
  @Test func aFolderIsItsOwnFolderAndNamesFilesInsideIt() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let root = try AuditRoot(url: tree.root)
    #expect(root.kind == .folder)
    #expect(root.folder == root.url)
    #expect(root.url(of: "Sources/Card.swift").path == tree.root.standardizedFileURL.path + "/Sources/Card.swift")
    #expect(root.relativePath(of: tree.root.path + "/Sources/../Sources/Card.swift") == "Sources/Card.swift")
    #expect(root.relativePath(of: "/etc/passwd") == nil)
    #expect(root.defaultStore.path == tree.root.standardizedFileURL.path + "/.a11y-audit/store.json")
  }

  @Test func aSwiftFileLivesInItsFolderWithItsStore() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let root = try AuditRoot(path: "Sources/Banner.swift", relativeTo: tree.root)
    #expect(root.kind == .swiftFile)
    #expect(root.name == "Banner.swift")
    #expect(root.folder.path == tree.root.standardizedFileURL.path + "/Sources")
    #expect(root.url(of: "Banner.swift") == root.url)
    #expect(root.defaultStore.path == root.folder.path + "/.a11y-audit/store.json")
  }

  @Test func aMissingPathOrAFileThatIsNotSwiftIsRefusedWithItsPath() throws {
    let tree = try FixtureTree(copying: "FixProject")
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let missing = tree.root.appendingPathComponent("Nope").standardizedFileURL.path
    #expect(throws: ScanError.notFound(path: missing)) { try AuditRoot(path: "Nope", relativeTo: tree.root) }
    let config = tree.root.appendingPathComponent(".a11y-audit.yml").standardizedFileURL.path
    #expect(throws: ScanError.notAFolder(path: config)) {
      try AuditRoot(path: ".a11y-audit.yml", relativeTo: tree.root)
    }
  }
}
