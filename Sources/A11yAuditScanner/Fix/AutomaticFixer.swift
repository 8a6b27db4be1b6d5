import A11yAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Applies the mechanical fixes of a scan's violations, in memory: the edits of every rule with an automatic fix
/// (``RuleDescription/hasAutomaticFix``). For the Reduce Motion rules it gives each animation and transition its
/// fallback (no motion for springs, scales and moves; a short crossfade for fades; `.opacity` for transitions;
/// continuous motion stopped) and adds the `@Environment(\.accessibilityReduceMotion)` property to views that lack it;
/// other rules add a heading trait, a text content type, or rewrite a deprecated modifier. Every other byte of each
/// file is left as it was.
///
/// Fixes run in rounds over the whole project: first every rule but animated-effect-reduce-motion (guarding the
/// `withAnimation` that drives an effect usually makes the effect pass), then what is still failing, until nothing
/// changes. A file whose fixed version would no longer parse cleanly is left as it was.
public struct AutomaticFixer: Sendable {
  /// The rules whose violations may be fixed.
  public let rules: [any Rule.Type]
  /// Cross-file facts handed to every rule (merged with what the files themselves declare).
  public let project: ProjectContext
  /// Bytes of source whose trees each scan of the plan keeps between its passes (see ``Scanner``).
  package var treeBudget = Scanner.defaultTreeBudget
  /// Fixes the opt-in rules' violations too, whatever the project's configuration opts in (`--all-rules`).
  package var runsEveryRule = false

  /// Creates a fixer for `rules` (by default ``RuleRegistry/fixedByDefault``).
  public init(
    rules: [any Rule.Type] = RuleRegistry.fixedByDefault,
    project: ProjectContext = ProjectContext()
  ) {
    self.rules = rules
    self.project = project
  }

  /// What to fix: violations of these rules (all when nil) in these files (all when nil).
  public struct Selection: Sendable {
    public var rules: Set<String>?
    public var files: Set<String>?

    /// Creates a selection.
    public init(rules: Set<String>? = nil, files: Set<String>? = nil) {
      self.rules = rules
      self.files = files
    }

    package func contains(_ finding: Finding) -> Bool {
      (rules?.contains(finding.rule) ?? true) && (files?.contains(finding.file) ?? true)
    }
  }

  /// One file the fixes change.
  public struct FileChange: Sendable {
    /// Path relative to the root.
    public var file: String
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// The violations fixed, as the scan before the fix saw them.
    public var fixedFindings: [Finding]

    /// The change as a unified diff.
    public var diff: String {
      UnifiedDiff.make(file: file, diff: LineDiff(old: original, new: fixed))
    }
  }

  /// Everything a fix run would change.
  public struct Plan: Sendable {
    /// Changed files, sorted by path.
    public var changes: [FileChange]
    /// Selected violations left for a person: no mechanical fix, or a fix that did not make them pass.
    public var manual: [Finding]
    /// Files whose fixed version would not parse cleanly, left unchanged.
    public var refused: [String]
    /// Files scanned, relative to the root.
    public var scanned: [String]

    /// Every violation fixed.
    public var fixedFindings: [Finding] { changes.flatMap(\.fixedFindings) }
  }

  /// Plans the fixes of the Swift files under `root` (a folder or one `.swift` file); nothing is written.
  ///
  /// The root's `.a11y-audit.yml` applies as it does to a scan: excluded files are left alone, disabled rules fix
  /// nothing, opt-in rules fix only when opted in, named in the selection or ``runsEveryRule``.
  public func plan(root: AuditRoot, selection: Selection = Selection()) throws -> Plan {
    let listing = Scanner.listSources(root: root)
    var configuration = try Configuration.load(folder: root.folder)
    if runsEveryRule || selection.rules != nil { configuration.optInRules = nil }
    return plan(
      files: Scanner.read(listing.sources.filter { configuration.includes($0.file) }), root: listing.root,
      selection: selection, configuration: configuration)
  }

  /// Plans the fixes of in-memory sources (for tests and editors).
  public func plan(sources: [(file: String, text: String)], selection: Selection = Selection()) -> Plan {
    plan(files: sources.map { ($0.file, Array($0.text.utf8)) }, root: "", selection: selection)
  }

  /// Plans the fixes of the folder or `.swift` file at `root` (see ``plan(root:selection:)-(AuditRoot,_)``).
  public func plan(root: URL, selection: Selection = Selection()) throws -> Plan {
    try plan(root: try AuditRoot(url: root), selection: selection)
  }

  /// Writes the changed files of `plan` into `root`: all of them or none, and only when each still holds the bytes the
  /// plan was made from, checked again just before the files are renamed into place, so that an edit made since is
  /// never overwritten (see ``GuardedReplacement``). Two runs on one root wait for each other.
  public static func write(_ plan: Plan, to root: AuditRoot) throws {
    try write(plan, to: root, afterFlush: nil)
  }

  /// ``write(_:to:)``, with `afterFlush` run where a slow write leaves room for an edit (for tests).
  package static func write(_ plan: Plan, to root: AuditRoot, afterFlush: (@Sendable () -> Void)?) throws {
    guard !plan.changes.isEmpty else { return }
    let lock = try FileLock(directory: root.folder, storePath: root.folder.path, holding: "the fix lock")
    defer { lock.unlock() }
    var replacement = GuardedReplacement(
      plan.changes.map { .init(url: root.url(of: $0.file), original: $0.original, replacement: Data($0.fixed)) })
    replacement.afterFlush = afterFlush
    try replacement.write()
  }

  private func plan(
    files: [(file: String, bytes: [UInt8])], root: String, selection: Selection, configuration: Configuration? = nil
  ) -> Plan {
    var scanner = Scanner(rules: rules, project: project, configuration: configuration)
    scanner.treeBudget = treeBudget
    let originals = Dictionary(files.map { ($0.file, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    var contents = originals
    var order = files.map(\.file)
    order.sort()
    var fixed: [String: [Finding]] = [:]
    var refused: Set<String> = []
    var fixedIDs: Set<String> = []
    var last = scanner.run(
      on: scanner.parse(files: order.map { ($0, contents[$0]!) }), root: root,
      problems: []
    ).outcome
    for _ in 0..<4 {
      let candidates = last.result.violations.filter { finding in
        selection.contains(finding) && !refused.contains(finding.file) && !fixedIDs.contains(finding.id)
          && last.edits[finding.file]?[finding.id] != nil
      }
      let primary = candidates.filter { $0.rule != AnimatedEffectReduceMotionRule.description.id }
      let chosen = primary.isEmpty ? candidates : primary
      guard !chosen.isEmpty else { break }
      for (file, findings) in Dictionary(grouping: chosen, by: \.file) {
        let edits = findings.flatMap { last.edits[file]?[$0.id] ?? [] }
        let applied = Set(TextEdit.compatible(edits))
        let done = findings.filter { finding in (last.edits[file]?[finding.id] ?? []).allSatisfy(applied.contains) }
        let next = TextEdit.apply(Array(applied), to: contents[file]!)
        guard Self.parsesCleanly(next) || !Self.parsesCleanly(originals[file]!) else {
          refused.insert(file)
          continue
        }
        contents[file] = next
        fixed[file, default: []] += done
        fixedIDs.formUnion(done.map(\.id))
      }
      last =
        scanner.run(
          on: scanner.parse(files: order.map { ($0, contents[$0]!) }), root: root,
          problems: []
        ).outcome
    }
    let stillFailing = Set(last.result.violations.map(\.id))
    let changes = order.compactMap { file -> FileChange? in
      guard let new = contents[file], new != originals[file] else { return nil }
      return FileChange(file: file, original: originals[file]!, fixed: new, fixedFindings: fixed[file] ?? [])
    }
    let manual =
      last.result.violations.filter { selection.contains($0) && !fixedIDs.contains($0.id) }
      + fixed.values.flatMap { $0 }.filter { stillFailing.contains($0.id) }
    return Plan(
      changes: changes, manual: manual.sorted(by: Finding.byLocation), refused: refused.sorted(), scanned: order)
  }

  /// Whether `bytes` parse without a syntax error (never true of a file the parser cannot get through in reasonable
  /// time, see ``ParserHazard``).
  package static func parsesCleanly(_ bytes: [UInt8]) -> Bool {
    ParserHazard.reason(in: bytes) == nil && !bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }.hasError
  }
}

extension Scanner {
  /// `files` parsed and indexed as this scanner's first pass does: trees kept within its budget, the others checked
  /// before their tree is let go.
  fileprivate func parse(files: [(file: String, bytes: [UInt8])]) -> [ParsedSource] {
    Scanner.parse(files: files, treeBudget: treeBudget, speculating: speculativeCheck(resources: ProjectResources()))
  }
}
