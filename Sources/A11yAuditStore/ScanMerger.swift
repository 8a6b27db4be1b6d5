import A11yAuditModel
import Foundation

/// What a merge changed, in counts a person can read.
public struct MergeSummary: Codable, Equatable, Sendable {
  /// Violations seen for the first time.
  public var added = 0
  /// Findings turned `verified` because the violation is gone or now passes.
  public var verified = 0
  /// Fixed or verified findings whose violation came back.
  public var reopened = 0
  /// Violations still there.
  public var unchanged = 0
  /// Accepted risks whose acceptance ended, reopened.
  public var expired = 0

  public init() {}
}

/// Folds a scan into the store: findings keep their status and notes across scans.
///
/// - An `open`, `in-progress` or `fixed` finding whose violation is gone or now passes becomes `verified`.
/// - A `fixed` or `verified` finding whose violation comes back (it was gone or passing) is reopened; one
///   the scan kept seeing keeps the status the user gave it.
/// - `wont-fix` and `false-positive` stay as the user set them.
/// - An `accepted-risk` finding whose violation is gone becomes `verified`; one whose acceptance has ended (the day
///   after its `until` date) is reopened.
/// - A record kept under the id a finding had before its rule changed what ids cover (``ScanResult/formerIDs``)
///   is carried over to the current id, status, notes and history included.
/// Every status change gets a history entry. Findings in files the scan did not cover are left alone.
public enum ScanMerger {
  /// Merges `scan` into `document` at time `now`. `unscannedFilesOnDisk` are the files, named as findings name them,
  /// that the scan did not cover but that are still there (excluded by the configuration, or beside a single-file
  /// root): their findings and screens are left as they are. Findings of any other file the scan did not cover are
  /// gone. The merge itself touches no file.
  @discardableResult
  public static func merge(
    _ scan: ScanResult, into document: inout StoreDocument, at now: Date, unscannedFilesOnDisk: Set<String> = []
  ) -> MergeSummary {
    var summary = MergeSummary()
    let scannedFiles = Set(scan.files + scan.resourceFiles)
    var indexByID: [String: Int] = [:]
    for (index, record) in document.findings.enumerated() { indexByID[record.id] = index }
    var seen = Set<String>()

    for finding in scan.findings {
      seen.insert(finding.id)
      if indexByID[finding.id] == nil, let former = scan.formerIDs[finding.id], let index = indexByID[former] {
        // The record of the same site under the id its rule gave it before: it takes the current id.
        indexByID[former] = nil
        indexByID[finding.id] = index
      }
      guard let index = indexByID[finding.id] else {
        guard !finding.passing else { continue }
        document.findings.append(
          FindingRecord(
            finding: finding, status: .open, presence: .violation,
            history: [HistoryEntry(at: now, from: nil, to: .open, by: .scan, reason: "found by scan")]))
        indexByID[finding.id] = document.findings.count - 1
        summary.added += 1
        continue
      }
      var record = document.findings[index]
      record.finding = finding
      if finding.passing {
        record.presence = .passing
        if verify(&record, reason: "the site now passes its rule", at: now) { summary.verified += 1 }
      } else {
        let cameBack = record.presence != .violation
        record.presence = .violation
        if cameBack && (record.status == .fixed || record.status == .verified) {
          record.setStatus(.open, by: .scan, reason: "violation found again by scan", at: now)
          summary.reopened += 1
        } else {
          summary.unchanged += 1
        }
      }
      document.findings[index] = record
    }

    for index in document.findings.indices
    where !seen.contains(document.findings[index].id) && !document.findings[index].isAuditOnly {
      let file = document.findings[index].finding.file
      guard scannedFiles.contains(file) || !unscannedFilesOnDisk.contains(file) else { continue }
      document.findings[index].presence = .absent
      if verify(&document.findings[index], reason: "no longer found by scan", at: now) { summary.verified += 1 }
    }

    summary.expired = document.reopenExpiredAcceptances(at: now)
    mergeScreens(scan.screens, scannedFiles: scannedFiles, stillOnDisk: unscannedFilesOnDisk, into: &document)
    return summary
  }

  /// Marks an open, in-progress, fixed or accepted record verified; returns whether it did.
  private static func verify(_ record: inout FindingRecord, reason: String, at now: Date) -> Bool {
    switch record.status {
    case .open, .inProgress, .fixed, .acceptedRisk:
      record.setStatus(.verified, by: .scan, reason: reason, at: now)
      return true
    case .verified, .wontFix, .falsePositive:
      return false
    }
  }

  private static func mergeScreens(
    _ screens: [Screen], scannedFiles: Set<String>, stillOnDisk: Set<String>, into document: inout StoreDocument
  ) {
    var indexByID: [String: Int] = [:]
    for (index, record) in document.screens.enumerated() { indexByID[record.id] = index }
    var seen = Set<String>()
    for screen in screens {
      seen.insert(screen.id)
      if let index = indexByID[screen.id] {
        document.screens[index].screen = screen
        document.screens[index].present = true
      } else {
        document.screens.append(ScreenRecord(screen: screen))
      }
    }
    for index in document.screens.indices
    where !seen.contains(document.screens[index].id) && !document.screens[index].screen.isNotOnAnyScreen {
      let file = document.screens[index].screen.file
      if scannedFiles.contains(file) || !stillOnDisk.contains(file) {
        document.screens[index].present = false
      }
    }
    document.updateNotOnAnyScreen()
  }
}
