import A11yAuditKit
import ArgumentParser
import Foundation

/// `--fail-on`: the exit code of a build.
struct FailOnOption: ParsableArguments {
  @Option(
    name: .long,
    help: "Exit 1 when a finding at or above this severity (critical, high, medium, low) is still open or in progress.")
  var failOn: Severity?

  /// The failure sentence for `report`'s findings, or nil.
  func failure(_ report: JSONReport) -> String? {
    failOn.flatMap { FailThreshold($0).failure(report.findings) }
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

  /// The scope of `session`'s report: the baseline read, the changed lines asked of git.
  func scope(_ session: AuditSession) throws -> ReportScope {
    ReportScope(
      baseline: try baseline.map { try Baseline.load(SessionFactory.currentDirectory.resolving($0)) },
      changed: try changedSince.map { try GitRepository(containing: session.root.folder).changedLines(since: $0) },
      folders: try within.isEmpty ? nil : within.filter { !isFile($0) }.map { try place($0, in: session) },
      files: try within.isEmpty ? nil : Set(within.filter(isFile).map { try place($0, in: session) }))
  }

  /// Whether `path` (relative to the current directory) names a file rather than a folder.
  private func isFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: SessionFactory.currentDirectory.resolving(path).path, isDirectory: &isFolder)
    return exists && !isFolder.boolValue
  }

  /// `path` (relative to the current directory) as a folder or file relative to the scanned root.
  private func place(_ path: String, in session: AuditSession) throws -> String {
    let url = SessionFactory.currentDirectory.resolving(path)
    guard let relative = session.root.relativePath(of: url.path, orFolder: true) else {
      throw CLIError("\(path): --within names a place outside \(session.root.folder.path)")
    }
    return relative
  }

  /// The failure sentence of `--strict-baseline` for `scan`, or nil.
  func failure(_ scope: ReportScope, scan: ScanResult) -> String? {
    guard strictBaseline, let baseline = scope.baseline else { return nil }
    let gone = baseline.gone(from: scan)
    guard !gone.isEmpty else { return nil }
    let places = gone.prefix(5).map { "\($0.file):\($0.line) [\($0.rule)]" }.joined(separator: ", ")
    return "\(gone.count) baselined finding\(gone.count == 1 ? " is" : "s are") gone (\(places)"
      + "\(gone.count > 5 ? " and \(gone.count - 5) more" : "")); run `a11y-audit baseline update` so the baseline shrinks"
  }
}

/// Prints each failure on stderr and exits 1 when there is any.
func exitOnFailures(_ failures: [String?]) throws {
  let failures = failures.compactMap { $0 }
  guard !failures.isEmpty else { return }
  for failure in failures { Console.error(failure) }
  throw ExitCode(1)
}
