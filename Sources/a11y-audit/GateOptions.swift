import A11yAuditKit
import ArgumentParser
import Foundation

/// `--fail-on`: the exit code of a build.
struct FailOnOption: ParsableArguments {
  @Option(
    name: .long,
    help: "Exit 1 when a finding at or above this severity (critical, high, medium, low) is still open or in progress.")
  var failOn: Severity?

  /// The gate it asks for, with `scope`'s `--strict-baseline`.
  func gate(_ scope: ScopeOptions? = nil) -> Gate {
    Gate(failOn: failOn, strictBaseline: scope?.strictBaseline ?? false)
  }
}

/// `--baseline`, `--strict-baseline` and `--changed-since`: which findings a report covers.
struct ScopeOptions: ParsableArguments {
  @Option(
    name: .long, help: "Report only findings not in this baseline file (`a11y-audit baseline create` writes one).",
    completion: .file())
  var baseline: String?

  @Flag(
    name: .long, help: "With --baseline: also exit 1 when a baselined finding is gone, so the baseline only shrinks.")
  var strictBaseline = false

  @Option(
    name: .long,
    help: "Report only findings on lines added or changed since this git revision (and in files git does not track).")
  var changedSince: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Report only findings in files under this folder, or in this file (repeatable); the whole PATH is still scanned.",
      valueName: "folder-or-file"), completion: .file())
  var within: [String] = []

  func validate() throws {
    if strictBaseline && baseline == nil { throw ValidationError("--strict-baseline needs --baseline FILE") }
  }

  /// The scope of `session`'s report, paths relative to the current directory.
  func scope(_ session: AuditSession) throws -> ReportScope {
    try session.reportScope(
      ReportScope.Names(baseline: baseline, changedSince: changedSince, within: within),
      relativeTo: SessionFactory.currentDirectory)
  }
}

/// Prints each of the verdict's failures on stderr and exits with its code when the build fails.
func exitOnFailure(_ verdict: GateVerdict) throws {
  for failure in verdict.failures { Console.error(failure) }
  if !verdict.passes { throw ExitCode(verdict.exitCode) }
}
