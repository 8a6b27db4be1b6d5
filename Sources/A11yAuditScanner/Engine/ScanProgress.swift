import Foundation

/// How far a scan has come, reported while it runs: files parsed in the first pass, files checked by the rules in the
/// second. Workers advance it from any thread; the handler sees a snapshot at most every ``interval`` seconds.
public final class ScanProgress: @unchecked Sendable {
  /// The scan's two passes.
  public enum Phase: String, Sendable {
    case parsing
    case checking
  }

  /// Where the scan is.
  public struct Snapshot: Sendable, Equatable {
    public var phase: Phase
    public var done: Int
    public var total: Int
    /// Seconds since the scan started.
    public var elapsed: Double

    package init(phase: Phase, done: Int, total: Int, elapsed: Double) {
      self.phase = phase
      self.done = done
      self.total = total
      self.elapsed = elapsed
    }

    /// Files per second in this phase so far.
    public var rate: Double { elapsed > 0 ? Double(done) / elapsed : 0 }

    /// `Parsing 812 of 2,000 files · 1,234 files/s · 0.7 s`.
    public var text: String {
      let verb = phase == .parsing ? "Parsing" : "Checking"
      return "\(verb) \(done.formatted()) of \(total.formatted()) files · \(Int(rate).formatted()) files/s · "
        + String(format: "%.1f s", elapsed)
    }
  }

  private let lock = NSLock()
  private let handler: @Sendable (Snapshot) -> Void
  private let interval: Double
  private var start = Date()
  private var phaseStart = Date()
  private var lastReport = Date.distantPast
  private var snapshot = Snapshot(phase: .parsing, done: 0, total: 0, elapsed: 0)

  /// Progress that calls `handler` at most every `interval` seconds, and at each phase's start and end.
  public init(interval: Double = 0.1, _ handler: @escaping @Sendable (Snapshot) -> Void) {
    self.interval = interval
    self.handler = handler
  }

  /// A new phase over `total` files.
  package func begin(_ phase: Phase, total: Int) {
    lock.withLock {
      if phase == .parsing { start = Date() }
      phaseStart = Date()
      snapshot = Snapshot(phase: phase, done: 0, total: total, elapsed: 0)
      lastReport = Date()
      handler(snapshot)
    }
  }

  /// One more file done.
  package func advance() {
    lock.withLock {
      snapshot.done += 1
      let now = Date()
      guard now.timeIntervalSince(lastReport) >= interval || snapshot.done == snapshot.total else { return }
      lastReport = now
      snapshot.elapsed = now.timeIntervalSince(phaseStart)
      handler(snapshot)
    }
  }
}
