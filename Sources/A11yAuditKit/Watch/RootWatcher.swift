import A11yAuditModel
import A11yAuditScanner
import A11yAuditStore
import Foundation

/// Watches an audited root for changes a rescan would see (Swift files, the resources the rules read,
/// `.a11y-audit.yml`) and, optionally, its store file for saves by other processes; after ``quietPeriod`` without
/// another change it calls back once with everything that changed.
///
/// Linux uses inotify; other systems compare modification times every half second. The callback runs on the
/// watcher's own thread. The watch is in place when the initializer returns and ends with ``stop()`` (or when the
/// watcher is released).
public final class RootWatcher: Sendable {
  /// How long the root must be quiet after a change before the callback runs.
  public static let quietPeriod = Duration.milliseconds(300)

  private let stopPipe: WakePipe

  /// Starts watching `root`, and `store` when given. With `polling`, compares modification times even where the
  /// kernel's events are available.
  public init(
    root: AuditRoot, store: Store? = nil, quiet: Duration = RootWatcher.quietPeriod, polling: Bool = false,
    onChange: @escaping @Sendable (RootChange) -> Void
  ) throws(SessionError) {
    guard let stopPipe = WakePipe() else {
      throw SessionError("cannot watch \(root.path): no file descriptors left for the watch")
    }
    self.stopPipe = stopPipe
    let scope = WatchScope(root: root, store: store)
    var source: any FileEventSource = PollingSource(scope: scope, stop: stopPipe)
    #if canImport(Glibc)
      if !polling, let kernel = InotifySource(scope: scope, stop: stopPipe) { source = kernel }
    #endif
    let loop = WatchLoop(source: source, quiet: quiet, onChange: onChange)
    Thread.detachNewThread { loop.run() }
  }

  deinit {
    stop()
  }

  /// Ends the watch; the callback is not called again once the watcher's thread has seen this.
  public func stop() {
    stopPipe.wake()
  }
}

/// The watcher's thread: waits for changes, debounces them, reloads the configuration when it changed, calls back.
private final class WatchLoop: @unchecked Sendable {
  private let source: any FileEventSource
  private var debouncer: ChangeDebouncer
  private let onChange: @Sendable (RootChange) -> Void

  init(source: any FileEventSource, quiet: Duration, onChange: @escaping @Sendable (RootChange) -> Void) {
    self.source = source
    debouncer = ChangeDebouncer(quiet: quiet)
    self.onChange = onChange
  }

  func run() {
    let clock = ContinuousClock()
    while let change = source.next(waitingAtMost: debouncer.wait(at: clock.now)) {
      if change.files.contains(Configuration.fileName) { source.configurationChanged() }
      debouncer.note(change, at: clock.now)
      if let batch = debouncer.take(at: clock.now) { onChange(batch) }
    }
  }
}
