import Foundation
import PackagePlugin

/// `swift package a11y-audit [COMMAND] [ARGUMENTS…]`: runs a11y-audit in the package's folder.
///
/// With no command it scans the package (`scan`). `--target NAME` (scan, report) reports only that target's findings;
/// the whole package is still scanned, so its store, configuration and cross-file facts apply.
/// The store (`.a11y-audit/store.json`) and `fix` write into the package, so SwiftPM asks for permission to write
/// there (or takes `--allow-writing-to-package-directory`).
@main struct A11yAuditCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targets = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    if rest.first.map({ $0.hasPrefix("-") }) ?? true { rest.insert("scan", at: 0) }
    for target in try context.package.targets(named: targets) {
      rest += ["--within", target.directoryURL.path]
    }
    let process = Process()
    process.executableURL = try context.tool(named: "a11y-audit").url
    process.arguments = rest
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("a11y-audit \(rest.joined(separator: " ")) exited with status \(process.terminationStatus)")
      throw PluginError("a11y-audit exited with status \(process.terminationStatus)")
    }
  }
}

/// A failure the plugin reports to SwiftPM.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
