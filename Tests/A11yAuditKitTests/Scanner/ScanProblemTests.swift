import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct ScanProblemTests {
  @Test func nonUTF8FileBecomesAProblemAndOtherFilesAreStillScanned() throws {
    let tree = try FixtureTree(copying: "ScanProblems")
    defer { tree.remove() }
    try tree.write("Legacy/Latin1View.swift", contents: Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]))

    let result = try Scanner().scan(root: tree.root)

    #expect(result.problems == [ScanProblem(file: "Legacy/Latin1View.swift", message: "not valid UTF-8; skipped")])
    #expect(result.files == ["ValidView.swift"])
    #expect(result.findings.map(\.rule) == ["transition-reduce-motion"])
    #expect(result.screens.map(\.name) == ["ValidView"])
  }

  @Test(.enabled(if: getuid() != 0, "root can read a file without permissions"))
  func unreadableFileBecomesAProblem() throws {
    let tree = try FixtureTree(copying: "ScanProblems")
    defer { tree.remove() }
    try tree.write("Locked.swift", text: "struct Locked {}")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: tree.root.appendingPathComponent("Locked.swift").path)

    let result = try Scanner().scan(root: tree.root)

    #expect(result.problems.map(\.file) == ["Locked.swift"])
    #expect(result.problems.first?.message.hasPrefix("cannot read: ") == true)
    #expect(result.files == ["ValidView.swift"])
  }

  @Test func aFileThatFailsToReadBecomesAProblemWithTheSystemsReason() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("Folder.swift/Inner.swift", text: "struct Inner {}")
    let path = tree.root.appendingPathComponent("Folder.swift").path

    let scan = SourceFileScan(path: path, file: "Folder.swift", rules: RuleRegistry.all, project: ProjectContext())

    #expect(scan.problem == ScanProblem(file: "Folder.swift", message: "cannot read: Is a directory"))
    #expect(scan.findings.isEmpty && scan.screens.isEmpty)
  }

  @Test func invalidSwiftStillScansWhatParses() throws {
    let findings = Scanner().scan(
      source: "struct Broken: View { var body: some View { Text(\"x\").transition(.slide) ", file: "B.swift")

    #expect(findings.map(\.severity) == [.high])
  }
}
