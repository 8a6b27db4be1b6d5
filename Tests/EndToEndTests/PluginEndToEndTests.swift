import Foundation
import TestSupport
import Testing

/// The SwiftPM plugins, used by a small package the way an app's package would use them: `swift build` prints the
/// build-tool plugin's diagnostics, `swift package a11y-audit …` runs commands in the package's folder.
///
/// The fixture package depends on this checkout through a folder named `a11y-audit` (the package identity users
/// get from the repository URL), as a library user would: without the dashboard (`traits: []`), and with its own
/// pin of an older swift-syntax than this checkout resolves to, so CI builds the tool with both. Its build folder is
/// kept in `.build-plugin-fixture/` at the checkout's root, so only the first run compiles a11y-audit and its
/// dependencies again.
@Suite(.serialized) struct PluginEndToEndTests {
  static let checkout = CLIRunner.packageRoot
  static let scratchPath = checkout.appendingPathComponent(".build-plugin-fixture")
  /// The swift-syntax the fixture pins: older than the checkout's own, within the range the manifest accepts.
  static let olderSwiftSyntax = "600.0.1"

  /// `Views/Banner.swift`: SwiftUI code the scanner reads on every platform (`#if canImport(SwiftUI)` keeps it out of
  /// the Linux build), with one high, three medium and one low finding.
  static let banner = """
    #if canImport(SwiftUI)
    import SwiftUI

    struct Banner: View {
      @State private var shown = false

      var body: some View {
        VStack {
          Image(systemName: shown ? "star.fill" : "star")
            .onTapGesture { shown.toggle() }
          Text("Saved")
            .font(.system(size: 14))
        }
        .animation(.spring(), value: shown)
      }
    }
    #endif

    /// Compiled on every platform, so the target builds on Linux.
    public let bannerTitle = "Saved"

    """

  /// A new package folder using both plugins; returns its path.
  static func fixturePackage() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-audit-plugins-\(UUID().uuidString)", isDirectory: true)
    let sources = folder.appendingPathComponent("App/Sources/Views")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("a11y-audit"), withDestinationURL: checkout)
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "PluginFixture",
        dependencies: [
          .package(path: "../a11y-audit", traits: []),
          .package(url: "https://github.com/swiftlang/swift-syntax", exact: "\(olderSwiftSyntax)"),
        ],
        targets: [
          .target(
            name: "Views", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")],
            plugins: [.plugin(name: "A11yAuditBuildToolPlugin", package: "a11y-audit")])
        ]
      )

      """
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("App/Package.swift"))
    try Data(banner.utf8).write(to: sources.appendingPathComponent("Banner.swift"))
    try Data(FixtureFolder.everyRuleConfiguration.utf8).write(to: folder.appendingPathComponent("App/.a11y-audit.yml"))
    return folder.appendingPathComponent("App")
  }

  /// Runs `swift ARGUMENTS` in `folder`, with `environment` over the test's; returns the exit status and everything
  /// printed.
  /// Runs `swift` with `arguments` in `folder`; once more when the toolchain itself dies of a signal (SwiftPM's
  /// libdispatch crash on Linux, swiftlang/swift#87033): the tool's own failures end in an exit status, never in
  /// `swift build` crashing.
  static func swift(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let first = try runSwift(arguments, in: folder, environment: environment)
    guard first.crashed else { return (first.status, first.output) }
    print("PluginEndToEndTests: `swift \(arguments.joined(separator: " "))` died of signal \(first.status); run again")
    let second = try runSwift(arguments, in: folder, environment: environment)
    return (second.status, second.output)
  }

  private static func runSwift(
    _ arguments: [String], in folder: URL, environment: [String: String]
  ) throws -> (status: Int32, output: String, crashed: Bool) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-swift-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (
      process.terminationStatus, try String(contentsOf: log, encoding: .utf8),
      process.terminationReason == .uncaughtSignal
    )
  }

  static var buildFolder: [String] { ["--scratch-path", scratchPath.path] }

  @Test func theBuildToolPluginPrintsFindingsAsDiagnosticsBySeverity() throws {
    let package = try Self.fixturePackage()
    defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    let build = try Self.swift(["build"] + Self.buildFolder, in: package)
    #expect(build.status == 0, "\(build.output.suffix(3000))")
    let banner = package.appendingPathComponent("Sources/Views/Banner.swift").path
    let diagnostics = build.output.split(separator: "\n").filter { $0.hasPrefix(banner + ":") }.map(String.init)
    #expect(
      diagnostics.sorted() == [
        "\(banner):12:15: warning: Fixed font size does not scale with Dynamic Type [fixed-font-size]",
        "\(banner):14:5: error: .animation springs regardless of Reduce Motion [animation-modifier-reduce-motion]",
        "\(banner):9:7: note: Image has no accessibility label [image-missing-label]",
        "\(banner):9:7: warning: Borderless control is about 17×17 pt, below the 24×24 pt minimum "
          + "[touch-target-intrinsic-size]",
        "\(banner):9:7: warning: Tap gesture on a view without the button or link trait [tap-gesture-missing-trait]",
      ], "\(build.output.suffix(3000))")
    #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".a11y-audit").path))

    // Triage in the store counts: a finding marked won't fix is no longer printed, and the store is an input, so
    // the audit runs again. The store is read, not written.
    let scan = try CLIRunner.run(["scan", "--format", "json"], in: package)
    let findings = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
    let entries = findings?["findings"] as? [[String: Any]] ?? []
    let id = try #require(
      entries.first { $0["rule"] as? String == "animation-modifier-reduce-motion" }?["id"] as? String)
    _ = try CLIRunner.run(["status", id, "wont-fix", "--note", "Brand animation, approved"], in: package)
    let store = package.appendingPathComponent(".a11y-audit/store.json")
    let stored = try Data(contentsOf: store)
    let again = try Self.swift(["build"] + Self.buildFolder, in: package)
    #expect(again.status == 0, "\(again.output.suffix(3000))")
    #expect(again.output.contains("\(banner):12:15: warning: Fixed font size"))
    #expect(!again.output.contains("[animation-modifier-reduce-motion]"))
    #expect(try Data(contentsOf: store) == stored)
    // Once the package has its `.a11y-audit` folder, the audit keeps its scan cache in the plugin's work folder.
    let caches =
      FileManager.default.enumerator(atPath: Self.scratchPath.appendingPathComponent("plugins").path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix("A11yAuditBuildToolPlugin/cache/scans") } ?? []
    #expect(!caches.isEmpty, "no scan cache in the plugin's work folder")
  }

  @Test func theCommandPluginRunsCommandsInThePackageAndPassesTheExitCodeOn() throws {
    let package = try Self.fixturePackage()
    defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    let refused = try Self.swift(["package"] + Self.buildFolder + ["a11y-audit", "scan"], in: package)
    #expect(refused.status != 0)
    #expect(refused.output.contains("wants permission to write to the package directory"))

    let scan = try Self.swift(
      ["package"] + Self.buildFolder + [
        "--allow-writing-to-package-directory", "a11y-audit", "scan", "--fail-on", "high",
      ],
      in: package)
    #expect(scan.status != 0, "\(scan.output.suffix(3000))")
    #expect(scan.output.contains("1 finding at or above high is still to do (1 high): Sources/Views/Banner.swift:14"))
    #expect(scan.output.contains("Store \(package.path)/.a11y-audit/store.json: 5 new"))

    let passing = try Self.swift(
      ["package"] + Self.buildFolder
        + ["--allow-writing-to-package-directory", "a11y-audit", "scan", "--target", "Views", "--fail-on", "critical"],
      in: package)
    #expect(passing.status == 0, "\(passing.output.suffix(3000))")
  }

  /// The tool a library user's build makes: beside an older swift-syntax, without ncurses (pkg-config and the C
  /// include path pointed at nothing), and a `tui` that says how to get the dashboard.
  @Test func theToolBuildsBesideAnOlderSwiftSyntaxWithoutTheDashboard() throws {
    let package = try Self.fixturePackage()
    defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    let nowhere = ["PKG_CONFIG_LIBDIR": "/nonexistent", "PKG_CONFIG_PATH": "", "CPATH": "/nonexistent"]
    let build = try Self.swift(
      ["build", "--product", "a11y-audit"] + Self.buildFolder, in: package, environment: nowhere)
    #expect(build.status == 0, "\(build.output.suffix(3000))")

    let resolved = try Data(contentsOf: package.appendingPathComponent("Package.resolved"))
    let pins = (try JSONSerialization.jsonObject(with: resolved) as? [String: Any])?["pins"] as? [[String: Any]]
    let syntax = pins?.first { $0["identity"] as? String == "swift-syntax" }?["state"] as? [String: Any]
    #expect(syntax?["version"] as? String == Self.olderSwiftSyntax)

    let tool = Self.scratchPath.appendingPathComponent("debug/a11y-audit")
    let libraries = try Self.output(of: URL(fileURLWithPath: "/usr/bin/ldd"), [tool.path])
    #expect(libraries.status == 0)
    #expect(!libraries.text.contains("ncurses"), "\(libraries.text)")

    let tui = try Self.output(of: tool, ["tui", package.path])
    #expect(tui.status == 2)
    #expect(tui.text.contains("built without the terminal dashboard"), "\(tui.text)")
    #expect(tui.text.contains("libncursesw5-dev"))
    let findings = try Self.output(of: tool, ["scan", package.path, "--no-store", "--format", "json"])
    #expect(findings.status == 0)
    #expect(findings.text.contains("animation-modifier-reduce-motion"))
  }

  /// Runs `executable` with `arguments`; returns its status and what it printed on stdout and stderr together.
  static func output(of executable: URL, _ arguments: [String]) throws -> (status: Int32, text: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
