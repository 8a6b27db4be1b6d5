import A11yAuditModel
import A11yAuditStore

/// The part of a scan a report covers: findings not in a baseline, findings on lines changed since a git revision.
/// The whole tree is still scanned (cross-file facts hold, and the store keeps every finding); only the report is
/// narrowed.
public struct ReportScope: Sendable {
  /// Findings it holds are left out (`--baseline`).
  public var baseline: Baseline?
  /// Only findings meeting a changed line are kept (`--changed-since`).
  public var changed: ChangedLines?
  /// Only findings in files under one of these root-relative folders, or in one of ``files``, are kept (`--within`,
  /// the build-tool plugin's one target).
  public var folders: [String]?
  /// Root-relative files whose findings are kept beside those of ``folders`` (`--within FILE`, an Xcode target's
  /// files).
  public var files: Set<String>?

  public init(
    baseline: Baseline? = nil, changed: ChangedLines? = nil, folders: [String]? = nil, files: Set<String>? = nil
  ) {
    self.baseline = baseline
    self.changed = changed
    self.folders = folders?.map { $0.hasSuffix("/") || $0.isEmpty ? $0 : $0 + "/" }
    self.files = files
  }

  /// Whether `file` is within the folders and files the report is narrowed to (true when it is not narrowed).
  public func covers(file: String) -> Bool {
    guard folders != nil || files != nil else { return true }
    return files?.contains(file) == true || folders?.contains(where: { $0.isEmpty || file.hasPrefix($0) }) == true
  }

  /// Whether `finding` of `scan` is reported.
  public func admits(_ finding: Finding, in scan: ScanResult) -> Bool {
    if let baseline, baseline.contains(finding, formerIDs: scan.formerIDs) { return false }
    if let changed, !changed.touches(finding) { return false }
    if !covers(file: finding.file) { return false }
    return true
  }

  /// `scan` with only the findings this scope reports.
  public func narrowing(_ scan: ScanResult) -> ScanResult {
    guard baseline != nil || changed != nil || folders != nil || files != nil else { return scan }
    var narrowed = scan
    narrowed.findings = scan.findings.filter { admits($0, in: scan) }
    return narrowed
  }
}
