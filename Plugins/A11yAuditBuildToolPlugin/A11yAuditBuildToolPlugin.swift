import Foundation
import PackagePlugin

/// Reports a target's accessibility findings as compiler diagnostics while it builds, in a package or an Xcode project.
///
/// The whole package or project folder is scanned (so `.a11y-audit.yml`, cross-file facts and the store's triage
/// apply) and the findings in the target's files are printed as `path:line:col: error|warning|note: message [rule]`:
/// critical and high are errors, medium warnings, low notes; `wont-fix`, `false-positive`, `fixed` and `verified`
/// findings are left out. The store is read, never written. The audit runs again when one of the target's Swift files,
/// the configuration, the store or the baseline changes, and its scan cache is kept in the plugin's work folder, the
/// one folder a build tool may write, so a rebuild parses only the files that changed.
@main struct A11yAuditBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return try AuditCommand(
      root: context.package.directoryURL, target: target.name,
      sources: target.sourceFiles(withSuffix: "swift").map(\.url), scope: [target.directoryURL],
      workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "a11y-audit").url
    ).commands
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension A11yAuditBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      return try AuditCommand(
        root: context.xcodeProject.directoryURL, target: target.displayName, sources: sources, scope: sources,
        workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "a11y-audit").url
      ).commands
    }
  }
#endif

/// The one build command that audits a target: `a11y-audit report ROOT --format xcode --read-only --within …`.
struct AuditCommand {
  /// The package's or the Xcode project's folder: what is scanned.
  var root: URL
  /// The target's name, for the build log.
  var target: String
  /// The target's Swift files: the command's inputs.
  var sources: [URL]
  /// Folders or files whose findings are reported: a package target's folder, an Xcode target's files.
  var scope: [URL]
  /// The plugin's work folder: the stamp and the scan cache.
  var workDirectory: URL
  /// The a11y-audit executable.
  var tool: URL

  /// The files beside the sources that change what is reported.
  static let projectInputs = [".a11y-audit.yml", ".a11y-audit/store.json", ".a11y-audit/baseline.json"]

  var commands: [Command] {
    guard !sources.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("a11y-audit-\(target).stamp")
    let inputs =
      sources
      + Self.projectInputs.map { root.appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    return [
      .buildCommand(
        displayName: "Auditing \(target) for accessibility",
        executable: tool,
        arguments: ["report", root.path, "--format", "xcode", "--read-only", "--quiet"]
          + scope.flatMap { ["--within", $0.path] } + ["--stamp", stamp.path],
        environment: ["A11Y_AUDIT_CACHE_DIR": workDirectory.appendingPathComponent("cache").path],
        inputFiles: inputs,
        outputFiles: [stamp])
    ]
  }
}
