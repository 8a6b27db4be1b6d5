import Foundation
import PackagePlugin

/// `swift package a11y-audit [COMMAND] [ARGUMENTS…]`, or the project's context menu in Xcode: runs a11y-audit in the
/// package's or the Xcode project's folder.
///
/// With no command it scans the folder (`scan`). `--target NAME` (scan, report) reports only that target's findings:
/// a package target's folder, an Xcode target's Swift files; the whole folder is still scanned, so its store,
/// configuration and cross-file facts apply. The store (`.a11y-audit/store.json`) and `fix` write into the folder, so
/// SwiftPM asks for permission to write there (or takes `--allow-writing-to-package-directory`).
@main struct A11yAuditCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let scope = try context.package.targets(named: names).map(\.directoryURL)
    try ToolRun(
      tool: context.tool(named: "a11y-audit").url, folder: context.package.directoryURL,
      arguments: extractor.remainingArguments, scope: scope
    ).run()
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension A11yAuditCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let names = extractor.extractOption(named: "target")
      let targets = context.xcodeProject.targets.filter { names.contains($0.displayName) }
      if let missing = names.first(where: { name in !targets.contains { $0.displayName == name } }) {
        throw PluginError("no target named \(missing) in \(context.xcodeProject.displayName)")
      }
      let scope = targets.flatMap { target in
        target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      }
      try ToolRun(
        tool: context.tool(named: "a11y-audit").url, folder: context.xcodeProject.directoryURL,
        arguments: extractor.remainingArguments, scope: scope
      ).run()
    }
  }
#endif

/// One run of the a11y-audit executable in the audited folder, passing its exit status on.
struct ToolRun {
  var tool: URL
  var folder: URL
  var arguments: [String]
  /// Folders or files the report is narrowed to (`--within`); empty for the whole folder.
  var scope: [URL]

  func run() throws {
    var rest = arguments
    if rest.first.map({ $0.hasPrefix("-") }) ?? true { rest.insert("scan", at: 0) }
    rest += scope.flatMap { ["--within", $0.path] }
    let process = Process()
    process.executableURL = tool
    process.arguments = rest
    process.currentDirectoryURL = folder
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
