import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit fix`: applies the mechanical fixes (the Reduce Motion rules' by default), then rescans into the store.
struct FixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fix",
    abstract:
      "Apply the mechanical fixes: guard animations and transitions for Reduce Motion (the default), and with --rule "
      + "also \(ids(RuleRegistry.fixedWhenNamed)).",
    discussion: """
      By default the Reduce Motion rules are fixed (\(ids(defaultFixes))): springs, scales and eases get no \
      animation (`reduceMotion ? nil : …`), fades become a 0.15 s crossfade, transitions fall back to `.opacity`, \
      continuous motion stops, and the @Environment property is added where missing.

      Fixed when --rule names them:
      \(namedFixes)

      Every other byte of each file is kept. After writing, the folder is rescanned into the store, so fixed \
      findings turn verified. Sites without a mechanical fix are listed for a person. `a11y-audit rules RULE` shows \
      what a rule's fix rewrites.
      """)

  /// The Reduce Motion rules that have a mechanical fix.
  static var defaultFixes: [any Rule.Type] {
    RuleRegistry.fixedByDefault.filter { $0.description.hasAutomaticFix }
  }

  /// `  heading-missing-trait: Appends …`, one line per rule fixed only when named.
  static var namedFixes: String {
    RuleRegistry.fixedWhenNamed.map { "  \($0.description.id): \($0.description.automaticFix ?? "")" }
      .joined(separator: "\n")
  }

  /// `a, b and c`: the ids of `rules`.
  static func ids(_ rules: [any Rule.Type]) -> String {
    let ids = rules.map { $0.description.id }
    guard let last = ids.last, ids.count > 1 else { return ids.joined() }
    return ids.dropLast().joined(separator: ", ") + " and " + last
  }

  @Argument(help: "Folder (or Swift file) to fix.", completion: .directory)
  var path: String = "."

  @Option(
    name: .long,
    help: """
      Only fix violations of this rule (its id); repeat for several. Default: every Reduce Motion rule. Other rules \
      with a mechanical fix: \(ids(RuleRegistry.fixedWhenNamed)).
      """)
  var rule: [String] = []

  @Option(name: .long, help: "Only fix this file (relative to PATH or the current folder); repeat for several.")
  var file: [String] = []

  @Flag(name: .long, help: "Print the diff and write nothing (the store is not touched either).")
  var dryRun = false

  @OptionGroup var storeOptions: StoreOptions

  func validate() throws {
    do {
      try RuleRegistry.requireKnown(rule)
    } catch {
      throw ValidationError(error.description)
    }
  }

  @OptionGroup var quietOption: QuietOption
  @OptionGroup var scanOptions: ScanOptions

  func run() throws {
    let session = try SessionFactory.session(
      path: path, store: storeOptions.store, quiet: quietOption.quiet, scanOptions: scanOptions)
    let files = try file.map { try session.sourceFile(named: $0, currentDirectory: SessionFactory.currentDirectory) }
    let plan = try session.planFix(rules: rule, files: files)
    for refused in plan.refused {
      Console.warning("\(refused): left unchanged, the fixed file would not parse cleanly")
    }
    let fixed = plan.fixedFindings.count
    let counts =
      "\(fixed) finding\(fixed == 1 ? "" : "s") in \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s")"
    if dryRun {
      print(plan.diff, terminator: "")
      print("Would fix \(counts) (dry run: nothing written).")
    } else {
      let outcome = try session.apply(plan)
      SessionFactory.warn(outcome.problems)
      for change in plan.changes { print("Fixed \(change.fixedFindings.count) in \(change.file)") }
      print("Fixed \(counts).")
      if let summary = outcome.summary { print(summary.sentence(store: session.store)) }
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
}
