import Foundation
import PackagePlugin

/// Reports a target's accessibility findings as compiler diagnostics while it builds.
///
/// The whole package is scanned (so `.a11y-audit.yml`, cross-file facts and the store's triage apply) and the
/// findings in the target's folder are printed as `path:line:col: error|warning|note: message [rule]`: critical and
/// high are errors, medium warnings, low notes; `wont-fix`, `false-positive`, `fixed` and `verified` findings are
/// left out. The store is read, never written. The audit runs again when one of the target's Swift files changes.
@main struct A11yAuditBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("a11y-audit-\(target.name).stamp")
    let package = context.package.directoryURL
    var inputs = sources
    for name in [".a11y-audit.yml", ".a11y-audit/store.json", ".a11y-audit/baseline.json"] {
      let url = package.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path) { inputs.append(url) }
    }
    return [
      .buildCommand(
        displayName: "Auditing \(target.name) for accessibility",
        executable: try context.tool(named: "a11y-audit").url,
        arguments: [
          "report", package.path, "--format", "xcode", "--read-only", "--quiet", "--within", target.directoryURL.path,
          "--stamp", stamp.path,
        ],
        inputFiles: inputs,
        outputFiles: [stamp])
    ]
  }
}
