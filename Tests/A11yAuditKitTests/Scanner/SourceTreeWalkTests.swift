import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct SourceTreeWalkTests {
  @Test func scanningATreeSkipsHiddenFoldersSymlinksAndOtherFiles() throws {
    let tree = try FixtureTree(copying: "SourceTree")
    defer { tree.remove() }
    let hidden = "struct Hidden: View { var body: some View { Text(\"x\").transition(.slide) } }"
    for path in [".build/checkouts/Dep.swift", ".git/Hook.swift", ".a11y-audit/Cache.swift", "App/.Secret.swift"] {
      try tree.write(path, text: hidden)
    }
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("App/Linked.swift").path,
      withDestinationPath: tree.root.appendingPathComponent("App/AppRoot.swift").path)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("LinkedFolder").path,
      withDestinationPath: tree.root.appendingPathComponent("App").path)

    let result = try Scanner().scan(root: tree.root)

    #expect(result.root == tree.root.standardizedFileURL.path)
    #expect(result.files == ["App/AppRoot.swift", "App/Views/HomeView.swift"])
    #expect(result.screens.map(\.name) == ["AppRoot", "HomeView"])
    #expect(result.findings.map(\.file) == ["App/AppRoot.swift", "App/Views/HomeView.swift"])
    #expect(result.problems.isEmpty)
  }

  @Test func aSingleSwiftFileCanBeTheRoot() throws {
    let tree = try FixtureTree(copying: "SourceTree")
    defer { tree.remove() }
    let file = tree.root.appendingPathComponent("App/Views/HomeView.swift")

    let result = try Scanner(rules: RuleRegistry.all).scan(root: file)

    #expect(result.files == ["HomeView.swift"])
    #expect(result.findings.map(\.file) == ["HomeView.swift"])
    #expect(
      result.screens == [
        Screen(name: "HomeView", file: "HomeView.swift", line: 3, group: ".", kind: .unplaced, endLine: 7, order: 0)
      ])
  }

  @Test func missingRootThrowsAnErrorNamingThePath() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-missing-\(UUID())")

    let error = #expect(throws: ScanError.self) { try Scanner().scan(root: missing) }

    #expect(error == .notFound(path: missing.standardizedFileURL.path))
    #expect(error?.description.hasPrefix(missing.standardizedFileURL.path + ": no such file or folder") == true)
    #expect(error?.description.contains("\n") == false)
  }

  @Test func aRootThatIsNotAFolderOrSwiftFileThrows() throws {
    let tree = try FixtureTree(copying: "SourceTree")
    defer { tree.remove() }
    let readme = tree.root.appendingPathComponent("App/README.md")

    let error = #expect(throws: ScanError.self) { try Scanner().scan(root: readme) }

    #expect(error == .notAFolder(path: readme.standardizedFileURL.path))
  }

  @Test func parallelScanOfManyFilesMatchesOneByOneScans() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    for index in 0..<40 {
      try tree.write(
        "Folder\(index % 4)/View\(index).swift",
        text: "struct View\(index): View { var body: some View { Text(\"\(index)\").transition(.slide) } }")
    }

    let result = try Scanner().scan(root: tree.root)
    let expected = result.files.flatMap { file in
      Scanner().scan(
        source: try! String(contentsOf: tree.root.appendingPathComponent(file), encoding: .utf8), file: file)
    }

    #expect(result.files.count == 40)
    #expect(result.findings == expected.sorted(by: Finding.byLocation))
    #expect(result.screens.count == 40)
  }
}
