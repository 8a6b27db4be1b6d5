import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct ResourceFileTests {
  static let portraitPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleName</key>
    \t<string>Tide</string>
    \t<key>UISupportedInterfaceOrientations</key>
    \t<array>
    \t\t<string>UIInterfaceOrientationPortrait</string>
    \t</array>
    </dict>
    </plist>
    """

  static let view = """
    struct TideView: View {
      var body: some View { Text("High tide").foregroundStyle(Color("Ink")).background(Color("Paper")) }
    }
    """

  static func colorSet(light: String, dark: String) -> String {
    """
    {
      "colors" : [
        { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\(light)", "green" : "\(light)", "red" : "\(light)" } }, "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\(dark)", "green" : "\(dark)", "red" : "\(dark)" } }, "idiom" : "universal" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """
  }

  @Test func aFolderScanReadsPropertyListsProjectsAndColourSetsBesideTheSwiftFiles() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("Tide/TideView.swift", text: Self.view)
    try tree.write("Tide/Info.plist", text: Self.portraitPlist)
    try tree.write(
      "Tide/Assets.xcassets/Ink.colorset/Contents.json", text: Self.colorSet(light: "0.600", dark: "0.900"))
    try tree.write(
      "Tide/Assets.xcassets/Paper.colorset/Contents.json", text: Self.colorSet(light: "1.000", dark: "0.000"))
    try tree.write("Tide/Assets.xcassets/Icon.imageset/Contents.json", text: "{}")
    try tree.write("Tide/Notes.plist", text: "not read")

    let result = try Scanner().scan(root: tree.root)

    #expect(result.files == ["Tide/TideView.swift"])
    #expect(
      result.resourceFiles == [
        "Tide/Assets.xcassets/Ink.colorset/Contents.json", "Tide/Assets.xcassets/Paper.colorset/Contents.json",
        "Tide/Info.plist",
      ])
    #expect(result.problems.isEmpty)
    let violations = result.findings.filter { !$0.passing }
    let orientation = try #require(violations.first { $0.rule == "orientation-locked" })
    #expect(orientation.file == "Tide/Info.plist")
    #expect((orientation.line, orientation.span.end.line) == (7, 10))
    #expect(orientation.message == "The app is locked to portrait on iPhone and iPad")
    let contrast = try #require(violations.first { $0.rule == "insufficient-contrast" })
    #expect(contrast.file == "Tide/TideView.swift")
    #expect(contrast.message.contains("Color(\"Ink\")"))
    #expect(contrast.message.contains("in light appearance"))
  }

  @Test func aSwiftOnlyProjectScansAsBeforeWithNoResourceFiles() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("TideView.swift", text: Self.view)

    let folder = try Scanner().scan(root: tree.root)
    let memory = Scanner().scan(sources: [(file: "TideView.swift", text: Self.view)])

    #expect(folder.resourceFiles.isEmpty && folder.problems.isEmpty)
    #expect(folder.findings.map(\.id) == memory.findings.map(\.id))
    #expect(!folder.findings.contains { $0.rule == "insufficient-contrast" })
  }

  @Test func malformedResourceFilesGiveOneLineProblemsNamingThemAndTheScanGoesOn() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("App/TideView.swift", text: Self.view)
    try tree.write("App/Info.plist", text: "<plist><dict><key>Broken")
    try tree.write("App/Assets.xcassets/Ink.colorset/Contents.json", text: "{ \"colors\" : [ ")
    try tree.write("App.xcodeproj/project.pbxproj", contents: Data([0xFF, 0xFE, 0x00, 0x41]))

    let result = try Scanner().scan(root: tree.root)

    #expect(
      result.problems == [
        ScanProblem(
          file: "App.xcodeproj/project.pbxproj",
          message: "not a readable Xcode project file; its build settings are not read"),
        ScanProblem(
          file: "App/Assets.xcassets/Ink.colorset/Contents.json", message: "not valid JSON; its colours are not read"),
        ScanProblem(file: "App/Info.plist", message: "not a readable property list; its settings are not read"),
      ])
    #expect(result.problems.allSatisfy { !$0.description.contains("\n") })
    #expect(result.files == ["App/TideView.swift"])
    #expect(!result.findings.contains { $0.rule == "orientation-locked" || $0.rule == "insufficient-contrast" })
  }

  @Test(.enabled(if: getuid() != 0, "root can read a file without permissions"))
  func anUnreadableResourceFileIsAProblem() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("Info.plist", text: Self.portraitPlist)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: tree.root.appendingPathComponent("Info.plist").path)

    let result = try Scanner().scan(root: tree.root)

    #expect(result.problems.map(\.file) == ["Info.plist"])
    #expect(result.problems.first?.message.hasPrefix("cannot read: ") == true)
  }

  @Test func excludedResourceFilesAreNotRead() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("Vendor/Info.plist", text: Self.portraitPlist)
    try tree.write(".a11y-audit.yml", text: "excluded:\n  - Vendor\n")

    let result = try Scanner().scan(root: tree.root)

    #expect(result.resourceFiles.isEmpty)
    #expect(!result.findings.contains { $0.rule == "orientation-locked" })
  }

  @Test func aResourceFindingKeepsItsIdWhenLinesMoveAbove() throws {
    let moved = Self.portraitPlist.replacingOccurrences(
      of: "<dict>\n", with: "<dict>\n\t<key>CFBundleVersion</key>\n\t<string>2</string>\n")
    func finding(_ plist: String) -> Finding? {
      Scanner().scan(sources: [], resources: [ResourceFile(file: "Info.plist", text: plist)]).findings.first {
        $0.rule == "orientation-locked"
      }
    }

    let before = try #require(finding(Self.portraitPlist))
    let after = try #require(finding(moved))

    #expect(before.id == after.id)
    #expect((before.line, after.line) == (7, 9))
    #expect(before.snippet.hasPrefix("<key>UISupportedInterfaceOrientations</key>"))
  }
}
