import A11yAuditKit
import Foundation
import Testing

/// What a new user copies names the version this build is: the README's plugin snippet and Mint line, the CI recipe,
/// the Homebrew formula's source archive, and a git tag on the checkout's commit when there is one.
@Suite struct InstallDocsTests {
  static let root = ReadmeLayoutTests.packageRoot

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theReadmeAndTheCIRecipeNameThisVersion() throws {
    let version = ToolVersion.current
    let readme = try Self.text("README.md")
    #expect(readme.contains(#".package(url: "https://github.com/a11y-audit/a11y-audit", from: "\#(version)")"#))
    #expect(readme.contains("mint install a11y-audit/a11y-audit@\(version)"))
    #expect(readme.contains("The current release is \(version)"))
    for path in ["docs/ci.md", "docs/github-actions/a11y-audit.yml"] {
      let text = try Self.text(path)
      #expect(!text.contains("your-org"), "\(path) names a placeholder repository")
      #expect(!text.contains(#"branch: "main")"#), "\(path) depends on a branch")
    }
    #expect(try Self.text("docs/ci.md").contains(#"from: "\#(version)""#))
    #expect(try Self.text("docs/github-actions/a11y-audit.yml").contains(#"A11Y_AUDIT_REF: "\#(version)""#))
  }

  @Test func theFormulaBuildsThisVersionAndTestsTheTool() throws {
    let formula = try Self.text("Formula/a11y-audit.rb")
    #expect(formula.contains("/archive/refs/tags/\(ToolVersion.current).tar.gz\""))
    // The tag's archive holds the formula, so its sha256 can only be written in a commit after the tag.
    if formula.firstMatch(of: /sha256 "[0-9a-f]{64}"/) == nil {
      #expect(try Self.headTags() == [ToolVersion.current], "the formula has no sha256 and HEAD is not the release tag")
    }
    #expect(formula.contains(#""--product", "a11y-audit""#))
    let test = try #require(formula.components(separatedBy: "test do").dropFirst().first)
    #expect(test.contains("a11y-audit rules"))
    #expect(test.contains("a11y-audit --version"))
  }

  /// A tag on the checkout's commit is the version `--version` prints (a clone without tags has nothing to check).
  @Test func aTagOnThisCommitIsThisVersion() throws {
    let tags = try Self.headTags()
    guard !tags.isEmpty else {
      print("InstallDocsTests: HEAD has no version tag; nothing to compare")
      return
    }
    #expect(tags == [ToolVersion.current])
  }

  /// The version tags (a digit first) on the checkout's commit.
  static func headTags() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", Self.root.path, "tag", "--points-at", "HEAD"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let tags = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n").map(String.init).filter { $0.first?.isNumber == true }
    process.waitUntilExit()
    return tags
  }
}
