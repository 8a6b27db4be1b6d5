import Foundation
import Testing

@testable import A11yAuditKit

/// A scan leaves out the code no user runs: tests, previews, `#if DEBUG` blocks, generated code and tools.
@Suite struct ShippedCodeTests {
  /// The rule the fixtures trip.
  static let scanner = Scanner(rules: [TransitionReduceMotionRule.self])

  /// A view with one violation (a slide transition with no Reduce Motion check).
  static let slidingView = """
    import SwiftUI
    struct Banner: View {
      var body: some View { Text("Hi").transition(.slide) }
    }
    """

  @Test func testsToolsAndGeneratedFilesAreLeftOutAndCounted() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    let app = ["App/Home/HomeView.swift", "App/Features/ABTest/ABTestView.swift"]
    for path in app { try tree.write(path, text: Self.slidingView) }
    let tests = [
      "AppTests/HomeTests.swift", "Tests/Snapshots/BannerSnapshot.swift", "App/UITests/Flow.swift",
      "Sources/Helpers/LoginSpec.swift",
    ]
    for path in tests { try tree.write(path, text: Self.slidingView) }
    try tree.write("Sources/Helpers/LoginSpec.swift", text: "import XCTest\n" + Self.slidingView)
    let generated = ["App/Generated/Assets.swift", "App/Strings.generated.swift", "App/Theme.swift"]
    for path in generated { try tree.write(path, text: Self.slidingView) }
    try tree.write(
      "App/Theme.swift", text: "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n" + Self.slidingView
    )
    let tools = ["Package.swift", "Scripts/Release.swift", "Tools/Lint/main.swift"]
    for path in tools { try tree.write(path, text: Self.slidingView) }
    try tree.write("Tools/Lint/main.swift", text: "import ArgumentParser\n" + Self.slidingView)

    let result = try Self.scanner.scan(root: tree.root)

    #expect(Set(result.files) == Set(app))
    #expect(Set(result.violations.map(\.file)) == Set(app))
    #expect(result.leftOut.counts == [.tests: 4, .generated: 3, .tools: 3])
    #expect(result.leftOut.summary == "skipped 4 test files, 3 generated files, 3 tool files")
  }

  @Test func manifestsNameTheTestAndToolTargets() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write(
      "Package.swift",
      text: """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Kit", targets: [
          .target(name: "Kit"),
          .executableTarget(name: "kit-cli"),
          .executableTarget(name: "Gallery", path: "Apps/Gallery"),
          .testTarget(name: "Checks", path: "Verification/Checks"),
        ])
        """)
    try tree.write("Sources/Kit/Banner.swift", text: Self.slidingView)
    try tree.write("Sources/kit-cli/Main.swift", text: "import Foundation\nprint(CommandLine.arguments)\n")
    try tree.write("Apps/Gallery/GalleryApp.swift", text: Self.slidingView)
    try tree.write("Verification/Checks/BannerCheck.swift", text: Self.slidingView)
    try tree.write(
      "App.xcodeproj/project.pbxproj",
      text: """
        /* Begin PBXNativeTarget section */
        \t\tA1 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tA2 /* Acceptance */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = Acceptance;
        \t\t\tproductType = "com.apple.product-type.bundle.ui-testing";
        \t\t};
        \t\tA3 /* ComponentsShowcase */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = ComponentsShowcase;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */
        """)
    try tree.write("Acceptance/Flow.swift", text: Self.slidingView)
    try tree.write("ComponentsShowcase/Root.swift", text: Self.slidingView)

    let result = try Self.scanner.scan(root: tree.root)

    // The executable that builds a user interface (it imports nothing but SwiftUI views) stays, as an app would.
    #expect(result.files == ["Apps/Gallery/GalleryApp.swift", "Sources/Kit/Banner.swift"])
    #expect(result.leftOut.counts == [.tests: 2, .tools: 3])
  }

  @Test func previewsAndDebugBlocksAreLeftOutUnlessIncluded() throws {
    let source = """
      import SwiftUI
      struct Card: View {
        var body: some View { Text("Card").transition(.slide) }
      }
      #if DEBUG
      struct DebugMenu: View {
        var body: some View { Text("Menu").transition(.slide) }
      }
      struct Card_Previews: PreviewProvider {
        static var previews: some View { Text("P").transition(.slide) }
      }
      #else
      struct ReleaseOnly: View {
        var body: some View { Text("R").transition(.slide) }
      }
      #endif
      #Preview { Text("Q").transition(.slide) }
      extension Card {
        struct Inner_Previews: PreviewProvider {
          static var previews: some View { Text("I").transition(.slide) }
        }
      }
      """
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("Card.swift", text: source)

    let shipped = try Self.scanner.scan(root: tree.root)
    #expect(shipped.violations.map(\.line) == [3, 14])
    #expect(shipped.leftOut.counts == [.previews: 3, .debug: 1])

    try tree.write(".a11y-audit.yml", text: "include: [previews, debug]\n")
    let everything = try Self.scanner.scan(root: tree.root)
    #expect(everything.violations.map(\.line) == [3, 7, 10, 14, 17, 20])
    #expect(everything.leftOut.isEmpty)
  }

  @Test func includeBringsTestsBackAndRejectsUnknownKinds() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("AppTests/BannerTests.swift", text: Self.slidingView)
    try tree.write(".a11y-audit.yml", text: "include: [tests]\n")
    #expect(try Self.scanner.scan(root: tree.root).files == ["AppTests/BannerTests.swift"])

    #expect(throws: ConfigurationError.self) { try Configuration.parse("include: [specs]\n", file: "c.yml") }
    #expect(
      throws: ConfigurationError(
        file: "c.yml", line: 1, column: 11,
        message:
          "`include` expects kinds of code users never run (tests, previews, debug, generated, tools), found `specs`")
    ) { try Configuration.parse("include: [specs]\n", file: "c.yml") }
  }

  @Test func aFolderThatIsItselfAnExampleAppIsScanned() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("Example/ExampleApp.swift", text: Self.slidingView)
    let result = try Self.scanner.scan(root: tree.root)
    #expect(result.files == ["Example/ExampleApp.swift"])
    #expect(result.leftOut.isEmpty)
  }
}
