import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit merge-store BASE OURS THEIRS`: git's merge driver for `.a11y-audit/store.json`.
struct MergeStoreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-store",
    abstract: "Merge two stores by finding id, screen and checklist item (git's merge driver: %O %A %B).",
    discussion: """
      Notes and history are joined; for other fields the branch that changed them wins, and when both did, the \
      later change (the other stays in the history). The result is written over OURS. A store that cannot be read \
      exits 1, so git reports a conflict and keeps both versions. `a11y-audit init --git-config` installs it.
      """)

  @Argument(help: "The common ancestor's store (git's %O).", completion: .file())
  var base: String

  @Argument(help: "Our store (git's %A); the merge is written here.", completion: .file())
  var ours: String

  @Argument(help: "Their store (git's %B).", completion: .file())
  var theirs: String

  func run() throws {
    let directory = SessionFactory.currentDirectory
    do {
      try StoreMerge.mergeFiles(
        base: directory.resolving(base), ours: directory.resolving(ours), theirs: directory.resolving(theirs))
    } catch {
      Console.error(error.description)
      throw ExitCode(1)
    }
  }
}
