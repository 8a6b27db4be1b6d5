#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a watch's changes come from: the kernel's file events (``InotifySource`` on Linux), or a comparison of
/// modification times every half second (``PollingSource``, on macOS and wherever the kernel's events fail).
protocol FileEventSource: AnyObject {
  /// Which folders and files the source follows.
  var scope: WatchScope { get }
  /// Waits at most `timeout` (nil: until something happens) for changes; returns what changed (possibly nothing),
  /// or nil once `stop` was woken.
  func next(waitingAtMost timeout: Duration?) -> RootChange?
  /// Reads `.a11y-audit.yml` again and follows the folders it no longer excludes.
  func configurationChanged()
}

extension Duration {
  /// Whole milliseconds, rounded up, for `poll`.
  var pollMilliseconds: Int32 {
    let (seconds, attoseconds) = components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds))
  }
}

/// Waits for `descriptors` to be readable for at most `milliseconds` (-1: forever); returns which are, or nil when
/// `poll` failed other than by a signal.
func waitForReading(_ descriptors: [Int32], milliseconds: Int32) -> [Bool]? {
  var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
  let ready = poll(&polled, nfds_t(polled.count), milliseconds)
  if ready < 0 { return errno == EINTR ? descriptors.map { _ in false } : nil }
  return polled.map { $0.revents != 0 }
}

/// Compares the modification time, size and inode of every file that counts (plus the configuration and the store)
/// with the last look, every ``interval``.
final class PollingSource: FileEventSource {
  static let interval = Duration.milliseconds(500)

  private(set) var scope: WatchScope
  private let stop: WakePipe
  private var stamps: [String: FileStamp] = [:]

  init(scope: WatchScope, stop: WakePipe) {
    self.scope = scope
    self.stop = stop
    stamps = look()
  }

  func next(waitingAtMost timeout: Duration?) -> RootChange? {
    let wait = min(timeout ?? Self.interval, Self.interval)
    guard let ready = waitForReading([stop.readEnd], milliseconds: wait.pollMilliseconds), !ready[0] else {
      return nil
    }
    let now = look()
    var change = RootChange()
    for path in Set(now.keys).union(stamps.keys) where now[path] != stamps[path] {
      if let found = scope.change(at: path) { change.merge(found) }
    }
    stamps = now
    return change
  }

  func configurationChanged() {
    scope.reloadConfiguration()
  }

  private func look() -> [String: FileStamp] {
    var found: [String: FileStamp] = [:]
    let scope = self.scope
    WatchedTree.walk(
      scope.folder, relative: "", scope: scope, folder: { _, _ in },
      file: { path, relative in
        if scope.counts(relative) { found[path] = FileStamp(path: path) }
      })
    for path in [scope.folder + "/" + Configuration.fileName, scope.storePath].compactMap({ $0 }) {
      found[path] = FileStamp(path: path)
    }
    return found
  }
}

/// What tells one version of a file from the next without reading it.
struct FileStamp: Equatable {
  var seconds: Int
  var nanoseconds: Int
  var size: Int64
  var inode: UInt64

  /// The stamp of `path`, nil when there is no such file.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      seconds = Int(info.st_mtimespec.tv_sec)
      nanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int(info.st_mtim.tv_sec)
      nanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
    size = Int64(info.st_size)
    inode = UInt64(info.st_ino)
  }
}
