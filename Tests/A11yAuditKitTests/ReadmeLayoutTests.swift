import Foundation
import Testing

/// The README's Layout section is the map of the tree: it names every folder of `Sources/`, of the library, of
/// `Tests/` and of `Plugins/`, and each folder it names exists.
@Suite struct ReadmeLayoutTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Folder paths the Layout block lists (`  Session/` under `Sources/A11yAuditKit/` is
  /// `Sources/A11yAuditKit/Session`; `Core/ Keys/` lists two).
  static func listedFolders() throws -> Set<String> {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Layout").dropFirst().first)
    let block = section.components(separatedBy: "```").dropFirst().first ?? ""
    var listed = Set<String>()
    var parent = ""
    for line in block.split(separator: "\n") {
      let names = line.split(separator: " ").prefix { $0.hasSuffix("/") }.map { String($0.dropLast()) }
      if line.hasPrefix("  ") {
        for name in names { listed.insert(parent + "/" + name) }
      } else if let name = names.first {
        parent = name
        listed.insert(name)
      }
    }
    return listed
  }

  /// The kit's layers, bottom first.
  static let kitTargets = [
    "Sources/A11yAuditModel", "Sources/A11yAuditScanner", "Sources/A11yAuditStore", "Sources/A11yAuditReports",
    "Sources/A11yAuditKit",
  ]

  static func folders(in path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(path).path)
      .filter { name in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
          atPath: packageRoot.appendingPathComponent(path + "/" + name).path, isDirectory: &isFolder)
          && isFolder.boolValue
      }
      .map { path + "/" + $0 }
  }

  @Test func theLayoutSectionListsEveryFolderAndOnlyFoldersThatExist() throws {
    let listed = try Self.listedFolders()
    let expected =
      try Self.folders(in: "Sources") + Self.kitTargets.flatMap(Self.folders(in:))
      + Self.folders(in: "Sources/A11yAuditTUI") + Self.folders(in: "Tests") + Self.folders(in: "Plugins")
    #expect(Set(expected).subtracting(listed).sorted() == [], "folders the README's Layout does not name")
    for folder in listed {
      var isFolder: ObjCBool = false
      #expect(
        FileManager.default.fileExists(
          atPath: Self.packageRoot.appendingPathComponent(folder).path, isDirectory: &isFolder) && isFolder.boolValue,
        "\(folder) is in the README's Layout but not in the tree")
    }
  }
}
