/// The part of a scan a report covers: findings not in a baseline, findings on lines changed since a git revision.
/// The whole tree is still scanned (cross-file facts hold, and the store keeps every finding); only the report is
/// narrowed.
public struct ReportScope: Sendable {
  /// Findings it holds are left out (`--baseline`).
  public var baseline: Baseline?
  /// Only findings meeting a changed line are kept (`--changed-since`).
  public var changed: ChangedLines?
  /// Only findings in files under one of these root-relative folders are kept (`--within`, the build-tool plugin's
  /// one target).
  public var folders: [String]?

  public init(baseline: Baseline? = nil, changed: ChangedLines? = nil, folders: [String]? = nil) {
    self.baseline = baseline
    self.changed = changed
    self.folders = folders?.map { $0.hasSuffix("/") || $0.isEmpty ? $0 : $0 + "/" }
  }

  /// Whether `finding` of `scan` is reported.
  public func admits(_ finding: Finding, in scan: ScanResult) -> Bool {
    if let baseline, baseline.contains(finding, formerIDs: scan.formerIDs) { return false }
    if let changed, !changed.touches(finding) { return false }
    if let folders, !folders.contains(where: { $0.isEmpty || finding.file.hasPrefix($0) }) { return false }
    return true
  }

  /// `scan` with only the findings this scope reports.
  public func narrowing(_ scan: ScanResult) -> ScanResult {
    guard baseline != nil || changed != nil || folders != nil else { return scan }
    var narrowed = scan
    narrowed.findings = scan.findings.filter { admits($0, in: scan) }
    return narrowed
  }
}
