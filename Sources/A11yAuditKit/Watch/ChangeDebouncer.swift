/// Gathers changes until the root has been quiet for ``quiet``, then hands them over as one: an editor's save (a
/// temporary file, a rename, a write of metadata) or a branch switch becomes one rescan.
struct ChangeDebouncer {
  /// How long after the last change the batch is handed over.
  let quiet: Duration
  private(set) var pending = RootChange()
  private var lastChange: ContinuousClock.Instant?

  init(quiet: Duration) {
    self.quiet = quiet
  }

  /// Notes `change`, seen at `now`; an empty change does not restart the quiet period.
  mutating func note(_ change: RootChange, at now: ContinuousClock.Instant) {
    guard !change.isEmpty else { return }
    pending.merge(change)
    lastChange = now
  }

  /// How long to wait at `now` before the batch is due; nil when nothing is pending.
  func wait(at now: ContinuousClock.Instant) -> Duration? {
    guard let lastChange else { return nil }
    return max(.zero, lastChange + quiet - now)
  }

  /// The batch when it is due at `now` (and then nothing is pending), else nil.
  mutating func take(at now: ContinuousClock.Instant) -> RootChange? {
    guard let wait = wait(at: now), wait <= .zero else { return nil }
    defer {
      pending = RootChange()
      lastChange = nil
    }
    return pending
  }
}
