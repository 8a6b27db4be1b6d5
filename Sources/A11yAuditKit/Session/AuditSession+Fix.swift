import A11yAuditModel
import A11yAuditScanner
import Foundation

extension AuditSession {
  /// Plans the mechanical fixes of the violations of `ruleIDs` (default: every Reduce Motion rule) in `files`
  /// (relative to the root's folder; default: every file). The whole project is scanned, so cross-file facts hold,
  /// and `.a11y-audit.yml` applies as it does to a scan. Nothing is written.
  public func planFix(rules ruleIDs: [String] = [], files: [String] = []) throws -> AutomaticFixer.Plan {
    try RuleRegistry.requireKnown(ruleIDs)
    let rules =
      ruleIDs.isEmpty
      ? RuleRegistry.fixedByDefault : RuleRegistry.all.filter { ruleIDs.contains($0.description.id) }
    var fixer = AutomaticFixer(rules: rules)
    fixer.treeBudget = scanner.treeBudget
    fixer.runsEveryRule = scanner.runsEveryRule
    let selection = AutomaticFixer.Selection(
      rules: ruleIDs.isEmpty ? nil : Set(ruleIDs), files: files.isEmpty ? nil : Set(files))
    let plan = try fixer.plan(root: root, selection: selection)
    for file in files where !plan.scanned.contains(file) {
      throw SessionError("\(file): not a Swift file under \(root.path); pass a path inside the scanned folder")
    }
    return plan
  }

  /// The fix the dashboard's `F` offers for a finding: the plan of `a11y-audit fix --rule RULE --file FILE` for the
  /// finding's rule and file.
  public func planFix(forFinding id: String) throws -> AutomaticFixer.Plan {
    guard let record = try loadStore().record(id: id) else {
      throw SessionError("the finding is no longer in the store")
    }
    return try planFix(rules: [record.finding.rule], files: [record.finding.file])
  }

  /// Writes the changed files of `plan`, then scans into the store, so that the fixed findings turn verified.
  /// A store that cannot be read (git's conflict markers, damage) is refused before any file is written, so that no
  /// fix lands without its scan.
  public func apply(_ plan: AutomaticFixer.Plan) throws -> ScanOutcome {
    _ = try loadStore()
    try write(plan)
    return try scan()
  }

  /// Writes the changed files of `plan` (no scan).
  public func write(_ plan: AutomaticFixer.Plan) throws {
    try AutomaticFixer.write(plan, to: root)
  }

  /// A source file named on the command line (relative to the root's folder or to `currentDirectory`, or absolute)
  /// as a path relative to the root's folder.
  public func sourceFile(named given: String, currentDirectory: URL) throws(SessionError) -> String {
    let candidates = [root.folder.resolving(given).path, currentDirectory.resolving(given).path]
    for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
      if let relative = root.relativePath(of: candidate) { return relative }
    }
    throw SessionError("\(given): no such Swift file under \(root.path)")
  }
}

extension AutomaticFixer.Plan {
  /// The unified diff of every changed file, in path order: what `fix --dry-run` prints and the dashboard shows.
  public var diff: String { changes.map(\.diff).joined() }
}
