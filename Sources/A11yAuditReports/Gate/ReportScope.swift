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
  /// How the person named what narrows the report, for the sentence on the violations it leaves out.
  public var names: Names

  /// What narrows a report, as the person named it: the baseline file, the git revision, the folders and files.
  public struct Names: Sendable, Equatable {
    /// The baseline file (`--baseline`).
    public var baseline: String?
    /// The git revision (`--changed-since`).
    public var changedSince: String?
    /// The folders and files (`--within`).
    public var within: [String]

    public init(baseline: String? = nil, changedSince: String? = nil, within: [String] = []) {
      self.baseline = baseline
      self.changedSince = changedSince
      self.within = within
    }
  }

  public init(
    baseline: Baseline? = nil, changed: ChangedLines? = nil, folders: [String]? = nil, files: Set<String>? = nil,
    names: Names = Names()
  ) {
    self.baseline = baseline
    self.changed = changed
    self.folders = folders?.map { $0.hasSuffix("/") || $0.isEmpty ? $0 : $0 + "/" }
    self.files = files
    self.names = names
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

  /// `2 other violations are not shown: in the baseline B or on lines unchanged since main.`: how many violations of
  /// `scan` its `report` (of `scan` narrowed to this scope) leaves out, and why in the words of ``names``; nil when it
  /// leaves none out.
  public func leftOutSentence(of scan: ScanResult, report: JSONReport) -> String? {
    let hidden = scan.violations.count - report.findings.count { !$0.passing }
    guard hidden > 0 else { return nil }
    let why = [
      names.baseline.map { "in the baseline \($0)" },
      names.changedSince.map { "on lines unchanged since \($0)" },
      names.within.isEmpty ? nil : "outside \(names.within.joined(separator: ", "))",
    ]
    return "\(hidden) other violation\(hidden == 1 ? " is" : "s are") not shown: "
      + "\(why.compactMap { $0 }.joined(separator: " or "))."
  }

  /// `scan` with only the findings this scope reports.
  public func narrowing(_ scan: ScanResult) -> ScanResult {
    guard baseline != nil || changed != nil || folders != nil || files != nil else { return scan }
    var narrowed = scan
    narrowed.findings = scan.findings.filter { admits($0, in: scan) }
    return narrowed
  }
}
