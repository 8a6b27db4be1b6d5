#if canImport(Glibc)
  import Glibc

  /// The kernel's file events through inotify: one watch per followed folder, added for new folders as they appear
  /// (the files already in them count as changed, since they were made before the watch), plus the store's folder.
  final class InotifySource: FileEventSource {
    private static let mask = UInt32(
      IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ONLYDIR | IN_DONT_FOLLOW
        | IN_EXCL_UNLINK)
    /// The size of `struct inotify_event` before its name.
    private static let headerSize = 16

    private(set) var scope: WatchScope
    private let stop: WakePipe
    private let descriptor: Int32
    /// Watch descriptors and the absolute paths of their folders.
    private var folders: [Int32: String] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Watches `scope`'s folders; nil when inotify is unavailable or refuses the root's folder (no watches left).
    init?(scope: WatchScope, stop: WakePipe) {
      self.scope = scope
      self.stop = stop
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      var ignored = RootChange()
      follow(scope.folder, relative: "", counting: &ignored)
      guard folders.values.contains(scope.folder) else { return nil }
      if let store = scope.storePath, let slash = store.lastIndex(of: "/") {
        addWatch(String(store[..<slash]))
      }
    }

    deinit {
      close(descriptor)
    }

    func next(waitingAtMost timeout: Duration?) -> RootChange? {
      guard
        let ready = waitForReading([descriptor, stop.readEnd], milliseconds: timeout?.pollMilliseconds ?? -1),
        !ready[1]
      else { return nil }
      return ready[0] ? readEvents() : RootChange()
    }

    func configurationChanged() {
      scope.reloadConfiguration()
      var ignored = RootChange()
      follow(scope.folder, relative: "", counting: &ignored)
    }

    private func addWatch(_ path: String) {
      let watch = inotify_add_watch(descriptor, path, Self.mask)
      if watch >= 0 { folders[watch] = path }
    }

    /// Watches `path` and the folders under it that the scope follows; the files in them that count go into `change`.
    private func follow(_ path: String, relative: String, counting change: inout RootChange) {
      let scope = self.scope
      var found = RootChange()
      WatchedTree.walk(
        path, relative: relative, scope: scope, folder: { folder, _ in addWatch(folder) },
        file: { file, _ in
          if let counted = scope.change(at: file) { found.merge(counted) }
        })
      change.merge(found)
    }

    private func readEvents() -> RootChange {
      var change = RootChange()
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        for event in Self.events(in: buffer, count: count) { handle(event, into: &change) }
      }
      return change
    }

    private static func events(in buffer: [UInt8], count: Int) -> [(watch: Int32, mask: UInt32, name: String)] {
      buffer.withUnsafeBytes { raw in
        var events: [(watch: Int32, mask: UInt32, name: String)] = []
        var offset = 0
        while offset + headerSize <= count {
          let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
          let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
          let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let end = min(offset + headerSize + length, count)
          let name = String(decoding: raw[(offset + headerSize)..<end].prefix { $0 != 0 }, as: UTF8.self)
          events.append((watch, mask, name))
          offset = end
        }
        return events
      }
    }

    private func handle(_ event: (watch: Int32, mask: UInt32, name: String), into change: inout RootChange) {
      if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
        change.merge(RootChange(lostTrack: true))
        return
      }
      if event.mask & UInt32(IN_IGNORED) != 0 {
        folders[event.watch] = nil
        return
      }
      guard let folder = folders[event.watch], !event.name.isEmpty else { return }
      let path = folder + "/" + event.name
      guard event.mask & UInt32(IN_ISDIR) != 0 else {
        if let counted = scope.change(at: path) { change.merge(counted) }
        return
      }
      guard let relative = scope.relativePath(of: path), !scope.skipsFolder(relative, name: event.name) else { return }
      if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
        follow(path, relative: relative, counting: &change)
      } else if event.mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
        change.merge(RootChange(files: [relative]))
      }
    }
  }
#endif
