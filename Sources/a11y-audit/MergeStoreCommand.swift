import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit merge-store BASE OURS THEIRS`: git's merge driver for `.a11y-audit/store.json`; with `--resolve`, the
/// repair of a store git merged as text.
struct MergeStoreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-store",
    abstract: "Merge two stores by finding id, screen and checklist item (git's merge driver: %O %A %B).",
    usage: """
      a11y-audit merge-store BASE OURS THEIRS
      a11y-audit merge-store --resolve [FILE]
      """,
    discussion: """
      Notes and history are joined; for other fields the branch that changed them wins, and when both did, the \
      later change (the other stays in the history, with both people's names, and a line on stderr says how many \
      findings were decided). The result is written over OURS. A store that cannot be read exits 1, so git reports \
      a conflict and keeps both versions. `a11y-audit init --git-config` installs it.

      A clone without the driver lets git merge the store as text, leaving conflict markers that every command \
      refuses. `--resolve` then merges the three versions git keeps in its index while the merge is stopped \
      (common ancestor, ours, theirs) as the driver would have and writes the result over FILE. It stages \
      nothing: check the result, then `git add` it and commit. A file changed since the merge stopped is left as \
      it is.
      """)

  @Flag(name: .long, help: "Resolve a store git left with conflict markers, from the versions in git's index.")
  var resolve = false

  @Argument(
    help: ArgumentHelp(
      "BASE OURS THEIRS as git hands them (%O %A %B; the merge is written over OURS); with --resolve, the "
        + "conflicted store (default: .a11y-audit/store.json).",
      valueName: "file"),
    completion: .file())
  var files: [String] = []

  func validate() throws {
    if resolve {
      guard files.count <= 1 else { throw ValidationError("--resolve takes at most one store file") }
    } else {
      guard files.count == 3 else {
        throw ValidationError("give BASE OURS THEIRS (git's %O %A %B), or --resolve [FILE]")
      }
    }
  }

  func run() throws {
    let directory = SessionFactory.currentDirectory
    guard !resolve else { return try resolveConflict(in: directory) }
    do {
      let outcome = try StoreMerge.mergeFiles(
        base: directory.resolving(files[0]), ours: directory.resolving(files[1]),
        theirs: directory.resolving(files[2]))
      if let summary = outcome.summary { Console.note(summary) }
    } catch {
      Console.error(error.description)
      throw ExitCode(1)
    }
  }

  private func resolveConflict(in directory: URL) throws {
    let store = files.first.map { Store(url: directory.resolving($0)) } ?? Store(root: directory)
    switch try StoreConflictResolver.resolve(store) {
    case .resolved(let outcome):
      if let summary = outcome.summary { Console.note(summary) }
      print(
        "Resolved \(store.path) from git's three versions (\(outcome.document.findings.count.counted("finding"))); "
          + "check it, then `git add` it and commit.")
    case .alreadyResolved:
      print("\(store.path) already holds the merge of git's three versions; `git add` it and commit.")
    }
  }
}
