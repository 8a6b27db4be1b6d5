import A11yAuditKit
import Foundation
import Testing

/// `Scripts/release.sh` packs the built tool as the artifact bundle the plugins of a release's users run: SwiftPM's
/// layout (info.json schema 1.0, a variant for this platform's triple), a zip whose checksum SwiftPM computes, and a
/// binary inside that runs on its own, with its resources beside it.
@Suite struct ReleaseBundleTests {
  /// This machine's triple, as the bundle names it.
  static var triple: String {
    #if arch(x86_64)
      "x86_64-unknown-linux-gnu"
    #else
      "aarch64-unknown-linux-gnu"
    #endif
  }

  @Test func theScriptPacksTheBuiltToolAsAnArtifactBundle() throws {
    #if !os(Linux)
      print("ReleaseBundleTests: skipped, the test packs the Linux variant")
      return
    #endif
    let binary = try #require(CLIRunner.binary, "the a11y-audit binary is not built")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-release-\(UUID())")
    defer { try? FileManager.default.removeItem(at: output) }
    let script = try PluginEndToEndTests.output(
      of: URL(fileURLWithPath: "/bin/bash"),
      [
        CLIRunner.packageRoot.appendingPathComponent("Scripts/release.sh").path, "--configuration", "debug",
        "--bin-path", binary.deletingLastPathComponent().path, "--output", output.path,
      ])
    #expect(script.status == 0, "\(script.text)")

    let bundle = output.appendingPathComponent("a11y-audit.artifactbundle")
    let info = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
        as? [String: Any])
    #expect(info["schemaVersion"] as? String == "1.0")
    let artifact = try #require((info["artifacts"] as? [String: Any])?["a11y-audit"] as? [String: Any])
    #expect(artifact["type"] as? String == "executable")
    #expect(artifact["version"] as? String == ToolVersion.current)
    let variants = try #require(artifact["variants"] as? [[String: Any]])
    let variant = try #require(
      variants.first { ($0["supportedTriples"] as? [String])?.contains(Self.triple) == true },
      "no variant for \(Self.triple) in \(variants)")
    let packed = bundle.appendingPathComponent(try #require(variant["path"] as? String))

    let version = try PluginEndToEndTests.output(of: packed, ["--version"])
    #expect(version.text.trimmingCharacters(in: .whitespacesAndNewlines) == ToolVersion.current)
    let rule = try PluginEndToEndTests.output(of: packed, ["rules", "fixed-font-size"])
    #expect(rule.status == 0, "\(rule.text)")
    #expect(rule.text.contains("Dynamic Type"), "the rule's documentation comes from the packed resources")

    let zip = output.appendingPathComponent("a11y-audit.artifactbundle.zip")
    let sha = try PluginEndToEndTests.output(of: URL(fileURLWithPath: "/usr/bin/sha256sum"), [zip.path])
    let digest = String(sha.text.prefix(64))
    #expect(digest.count == 64)
    #expect(script.text.contains("checksum: \(digest)"), "\(script.text)")

    try Self.buildWithThePackedTool(bundle: bundle)
  }

  /// A package that takes the bundle as a `binaryTarget`, as a release's users get it, and a build-tool plugin that
  /// runs the packed tool on its target: SwiftPM accepts the bundle for this platform and the tool reports findings.
  static func buildWithThePackedTool(bundle: URL) throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-bundle-user-\(UUID())")
    defer { try? FileManager.default.removeItem(at: package) }
    let files: [String: String] = [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "BundleUser",
        targets: [
          .binaryTarget(name: "A11yAuditBinary", path: "a11y-audit.artifactbundle"),
          .plugin(name: "Audit", capability: .buildTool(), dependencies: ["A11yAuditBinary"]),
          .target(name: "Views", plugins: ["Audit"]),
        ]
      )

      """,
      "Plugins/Audit/Audit.swift": """
      import PackagePlugin

      @main struct Audit: BuildToolPlugin {
        func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
          let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("stamp")
          return [
            .buildCommand(
              displayName: "Auditing", executable: try context.tool(named: "a11y-audit").url,
              arguments: [
                  "report", context.package.directoryURL.path, "--format", "xcode", "--no-store", "--all-rules",
                  "--within", target.directoryURL.path, "--stamp", stamp.path,
                ],
              outputFiles: [stamp])
          ]
        }
      }

      """,
      "Sources/Views/Title.swift": """
      #if canImport(SwiftUI)
      import SwiftUI
      struct Title: View {
        var body: some View { Text("Saved").font(.system(size: 14)) }
      }
      #endif
      public let title = "Saved"

      """,
    ]
    for (path, text) in files {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.copyItem(at: bundle, to: package.appendingPathComponent("a11y-audit.artifactbundle"))
    let scratch = CLIRunner.packageRoot.appendingPathComponent(".build-bundle-fixture")
    let build = try PluginEndToEndTests.swift(["build", "--scratch-path", scratch.path], in: package)
    #expect(build.status == 0, "\(build.output.suffix(3000))")
    let diagnostics = build.output.split(separator: "\n").filter { $0.contains("Title.swift:4:") }
    #expect(
      diagnostics.contains {
        $0.hasSuffix("warning: Fixed font size does not scale with Dynamic Type [fixed-font-size]")
      },
      "\(build.output.suffix(3000))")
  }
}
