import A11yAuditModel

/// The CI gate over a report: `--fail-on SEVERITY` (``FailThreshold``) and `--strict-baseline` (a baselined finding
/// that is gone fails the build, so the baseline only shrinks).
public struct Gate: Sendable, Equatable {
  /// Open findings at or above it fail the build; nil: none do.
  public var failOn: Severity?
  /// Whether a baselined violation the scan no longer sees fails the build.
  public var strictBaseline: Bool

  public init(failOn: Severity? = nil, strictBaseline: Bool = false) {
    self.failOn = failOn
    self.strictBaseline = strictBaseline
  }

  /// The gate's verdict on `report`, built from `scan` narrowed to `scope`: its open findings at or above
  /// ``failOn``, then (``strictBaseline``) the baselined violations `scan` no longer sees.
  public func verdict(
    on report: JSONReport, scope: ReportScope = ReportScope(), scan: ScanResult? = nil
  )
    -> GateVerdict
  {
    var failures: [String] = []
    if let failOn, let failure = FailThreshold(failOn).failure(report.findings) { failures.append(failure) }
    if strictBaseline, let baseline = scope.baseline, let scan, let failure = baseline.goneFailure(from: scan) {
      failures.append(failure)
    }
    return GateVerdict(failures: failures)
  }
}

/// Whether a build passes the gate: the sentences that fail it, to print on stderr, and the exit code.
public struct GateVerdict: Sendable, Equatable {
  /// One sentence per reason the build fails, in the order the gate checks them; empty when it passes.
  public var failures: [String]

  public init(failures: [String] = []) { self.failures = failures }

  /// Whether nothing fails the build.
  public var passes: Bool { failures.isEmpty }

  /// The process's exit code: 0 when the build passes, 1 when it fails.
  public var exitCode: Int32 { passes ? 0 : 1 }
}
