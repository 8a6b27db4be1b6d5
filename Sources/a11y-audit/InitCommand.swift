import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit init`: prepares a repository to share the store through git.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Send the store to a11y-audit's merge driver in .gitattributes (and, with --git-config, install it).")

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
    guard gitConfig else {
      print("Run `a11y-audit init --git-config` in each clone so git uses the driver.")
      return
    }
    let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
      .resolvingSymlinksInPath().path
    try StoreMergeDriver.configure(repositoryOf: folder, executable: executable)
    print("Installed the merge driver in the repository's git config: \(executable) merge-store %O %A %B")
  }
}
