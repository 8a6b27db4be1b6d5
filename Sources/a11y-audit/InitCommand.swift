import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit init`: prepares a repository to share the store through git.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Send the store to a11y-audit's merge driver in .gitattributes (and, with --git-config, install it).",
    discussion: """
      The driver is written as `\(StoreMergeDriver.driverCommand)`: git finds a11y-audit on each person's PATH, \
      so the config names no path of this machine. It prints the line each teammate runs once in their clone.
      """)

  @Argument(help: "The audited folder (where .a11y-audit/ lives).", completion: .directory)
  var path: String = "."

  @Flag(name: .long, help: "Also write the merge driver into the repository's .git/config (each clone needs it once).")
  var gitConfig = false

  func run() throws {
    let folder = SessionFactory.currentDirectory.resolving(path)
    let changed = try StoreMergeDriver.writeAttributes(in: folder)
    print(
      changed
        ? "Added `\(StoreMergeDriver.attribute)` to \(folder.appendingPathComponent(".gitattributes").path)"
        : "\(folder.appendingPathComponent(".gitattributes").path) already sends the store to the merge driver")
    if gitConfig {
      try StoreMergeDriver.configure(repositoryOf: folder)
      print("Installed the merge driver in this clone's git config: \(StoreMergeDriver.driverCommand)")
      if !Self.isOnPath("a11y-audit") {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
          .resolvingSymlinksInPath().deletingLastPathComponent().path
        Console.warning("a11y-audit is not on PATH, so git cannot run the driver: add \(folder) to PATH")
      }
    }
    print(StoreMergeDriver.teammateLine)
  }

  /// Whether a program called `name` is in one of PATH's folders, as the shell git runs the driver in looks it up.
  private static func isOnPath(_ name: String) -> Bool {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
  }
}
