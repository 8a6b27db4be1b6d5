import A11yAuditScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Walks the folders a ``WatchScope`` follows, as the scan's walk does (no symbolic links, no hidden or excluded
/// folders).
enum WatchedTree {
  /// Calls `folder` with every followed folder's absolute and root-relative path (the root's own is `""`), from
  /// `start` down, and `file` with every regular file in them.
  static func walk(
    _ start: String, relative: String, scope: WatchScope, folder: (String, String) -> Void,
    file: (String, String) -> Void = { _, _ in }
  ) {
    folder(start, relative)
    guard let directory = opendir(start) else { return }
    var subfolders: [(String, String)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = start + "/" + name
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      switch EntryType(type: entry.pointee.d_type, path: path) {
      case .folder where !scope.skipsFolder(relativePath, name: name): subfolders.append((path, relativePath))
      case .file: file(path, relativePath)
      case .folder, .link, .other: continue
      }
    }
    closedir(directory)
    for (path, relativePath) in subfolders {
      walk(path, relative: relativePath, scope: scope, folder: folder, file: file)
    }
  }
}

/// A pipe one thread waits on (with `poll`) and another writes to, to end the wait at once: how a watch is stopped,
/// and how the dashboard's loop learns of a change while it waits for a key.
public final class WakePipe: Sendable {
  /// The end to wait on.
  public let readEnd: Int32
  private let writeEnd: Int32

  /// A new pipe, both ends non-blocking and closed on `exec`; nil when the process has no descriptors left.
  public init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    readEnd = ends[0]
    writeEnd = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Wakes the waiting thread (safe from any thread; a full pipe already wakes it).
  public func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe after a wake.
  public func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &buffer, buffer.count) > 0 {}
  }
}
