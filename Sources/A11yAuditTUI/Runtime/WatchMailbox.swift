import A11yAuditKit
import Foundation

/// Where the watcher's thread leaves the changes it saw for the loop: posting merges them and writes to ``pipe``,
/// which wakes the terminal's wait for a key (see ``TerminalInput/woken``).
final class WatchMailbox: Sendable {
  /// Written to on every post; the terminal waits on it together with stdin.
  let pipe: WakePipe
  private let pending = Locked<(change: RootChange, lastEvent: ContinuousClock.Instant)?>(nil)

  init?() {
    guard let pipe = WakePipe() else { return nil }
    self.pipe = pipe
  }

  /// Leaves `change` for the loop; its last event came one quiet period before now (when the watcher calls back).
  func post(_ change: RootChange) {
    let lastEvent = ContinuousClock.now - RootWatcher.quietPeriod
    pending.update { waiting in
      var merged = waiting?.change ?? RootChange()
      merged.merge(change)
      waiting = (merged, lastEvent)
    }
    pipe.wake()
  }

  /// The changes posted since the last take, and when the last of them happened; nil when there are none.
  func take() -> (change: RootChange, lastEvent: ContinuousClock.Instant)? {
    pipe.drain()
    return pending.update { waiting in
      defer { waiting = nil }
      return waiting
    }
  }
}
