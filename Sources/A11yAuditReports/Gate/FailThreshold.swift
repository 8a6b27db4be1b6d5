import A11yAuditModel

/// `--fail-on SEVERITY`: the findings that fail a build.
///
/// A finding blocks when it is a violation the latest scan sees, its status is still to do (open or in progress) and
/// its severity is at or above the threshold. Won't-fix, false-positive, fixed and verified findings never block;
/// baselined and suppressed findings are not reported, so they never reach the check.
public struct FailThreshold: Sendable, Equatable {
  public var severity: Severity

  public init(_ severity: Severity) { self.severity = severity }

  /// The reported findings that block the build.
  public func blocking(_ entries: [JSONReport.Entry]) -> [JSONReport.Entry] {
    entries.filter { $0.isOpenViolation && $0.severity >= severity }
  }

  /// `2 findings at or above high are still open (1 critical, 1 high): Sources/A.swift:3 …`, or nil when none block.
  public func failure(_ entries: [JSONReport.Entry]) -> String? {
    let blocking = blocking(entries)
    guard !blocking.isEmpty else { return nil }
    let bySeverity = Severity.descending.compactMap { severity -> String? in
      let count = blocking.count { $0.severity == severity }
      return count == 0 ? nil : "\(count) \(severity.rawValue)"
    }
    let places = blocking.prefix(5).map { "\($0.file):\($0.line) [\($0.rule)]" }.joined(separator: ", ")
    let more = blocking.count > 5 ? " and \(blocking.count - 5) more" : ""
    return "\(blocking.count) finding\(blocking.count == 1 ? "" : "s") at or above \(severity.rawValue) "
      + "\(blocking.count == 1 ? "is" : "are") still to do (\(bySeverity.joined(separator: ", "))): \(places)\(more)"
  }
}
