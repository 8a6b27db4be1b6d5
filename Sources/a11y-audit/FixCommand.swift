import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit fix`: applies the mechanical Reduce Motion fixes, then rescans into the store.
struct FixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fix",
    abstract: "Guard animations and transitions for Reduce Motion (adding the @Environment property where missing).",
    discussion: """
      Each fix gives the motion its Reduce Motion fallback: springs, scales and eases get no animation \
      (`reduceMotion ? nil : …`), fades become a 0.15 s crossfade, transitions fall back to `.opacity`, continuous \
      motion stops. Every other byte of each file is kept. After writing, the folder is rescanned into the store, so \
      fixed findings turn verified. Sites without a mechanical fix are listed for a person.
      """)

  @Argument(help: "Folder (or Swift file) to fix.", completion: .directory)
  var path: String = "."

  @Option(
    name: .long,
    help: "Only fix violations of this rule (its id); repeat for several. Default: every Reduce Motion rule.")
  var rule: [String] = []

  @Option(name: .long, help: "Only fix this file (relative to PATH or the current folder); repeat for several.")
  var file: [String] = []

  @Flag(name: .long, help: "Print the diff and write nothing (the store is not touched either).")
  var dryRun = false

  @OptionGroup var storeOptions: StoreOptions

  func run() throws {
    let workspace = try Workspace(path: path, storeOption: storeOptions.store)
    let ruleIDs = RuleRegistry.all.map { $0.description.id }
    for id in rule where !ruleIDs.contains(id) {
      throw CLIError("unknown rule \"\(id)\"; use one of \(ruleIDs.joined(separator: ", "))")
    }
    let files = try file.map(relativeToRoot(workspace))
    let selection = MotionFixer.Selection(
      rules: rule.isEmpty ? nil : Set(rule), files: files.isEmpty ? nil : Set(files))
    let rules = RuleRegistry.all.filter { rule in
      self.rule.isEmpty ? rule.description.category == .reduceMotion : self.rule.contains(rule.description.id)
    }
    let plan = try MotionFixer(rules: rules).plan(root: workspace.root, selection: selection)
    for (name, given) in zip(files, file) where !plan.scanned.contains(name) {
      throw CLIError("\(given): not a Swift file under \(workspace.root.path); pass a path inside the scanned folder")
    }
    for refused in plan.refused {
      Console.warning("\(refused): left unchanged, the fixed file would not parse cleanly")
    }
    let fixedCount = plan.fixedFindings.count
    if dryRun {
      for change in plan.changes { print(change.diff, terminator: "") }
      print(
        "Would fix \(fixedCount) finding\(fixedCount == 1 ? "" : "s") in \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s") (dry run: nothing written)."
      )
    } else {
      try MotionFixer.write(plan, root: workspace.root)
      for change in plan.changes {
        print("Fixed \(change.fixedFindings.count) in \(change.file)")
      }
      let (_, _, summary) = try workspace.scanIntoStore()
      print(
        "Fixed \(fixedCount) finding\(fixedCount == 1 ? "" : "s") in \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s")."
      )
      print(
        "Store \(workspace.store.path): \(summary.added) new, \(summary.verified) verified, \(summary.reopened) reopened."
      )
    }
    if !plan.manual.isEmpty {
      print(
        "\(plan.manual.count) selected violation\(plan.manual.count == 1 ? "" : "s") need a person (no mechanical fix):"
      )
      for finding in plan.manual {
        print("  \(finding.file):\(finding.line):\(finding.column)  \(finding.message)  [\(finding.rule)]")
      }
    }
  }

  /// `given` as a path relative to the workspace root (it may be relative to the root, to the current folder, or
  /// absolute).
  private func relativeToRoot(_ workspace: Workspace) -> (String) throws -> String {
    { given in
      let rootPath = workspace.root.standardizedFileURL.path
      let folder = workspace.isFolder ? rootPath : (rootPath as NSString).deletingLastPathComponent
      let candidates = [
        URL(fileURLWithPath: given, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)),
        URL(fileURLWithPath: given, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)),
      ].map { $0.standardizedFileURL.path }
      for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
        if candidate.hasPrefix(folder + "/") { return String(candidate.dropFirst(folder.count + 1)) }
      }
      throw CLIError("\(given): no such Swift file under \(rootPath)")
    }
  }
}
