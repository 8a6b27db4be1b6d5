import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces files that a person may be editing at the same time (`fix` on the sources): each file is replaced only
/// while it still holds the bytes the new ones were made from, and an edit that lands while the replacement is under
/// way is never lost.
///
/// The temporary files are written and flushed first; then every file is opened and read again, and compared with
/// what the plan was made from, size and modification time and every byte; only then are the temporary files renamed
/// into place, at once. An edit made before that last check stops the run with nothing written. A write into the old
/// file in the microseconds between the check and the rename (an `>>` append, an editor that writes in place) is seen
/// afterwards, on the old file still held open: that file is put back as it now is, and the run says so.
public struct GuardedReplacement: Sendable {
  /// The new bytes of a file, and the bytes they were made from.
  public struct File: Sendable {
    public var url: URL
    public var original: [UInt8]
    public var replacement: Data

    public init(url: URL, original: [UInt8], replacement: Data) {
      self.url = url
      self.original = original
      self.replacement = replacement
    }
  }

  public var files: [File]
  /// Runs once the temporary files are flushed, before the last check: where an edit lands in a slow write.
  package var afterFlush: (@Sendable () -> Void)?

  public init(_ files: [File]) {
    self.files = files
  }

  /// A file checked just before the rename, held open so that a write into it after the check is seen.
  private struct Checked {
    var descriptor: Int32
    var size: Int
    var modified: timespec
  }

  /// Replaces every file, or none when one changed before the last check; throws naming the file that changed.
  public func write() throws(StoreError) {
    var temporaries: [String] = []
    var checked: [Checked] = []
    defer { for file in checked { close(file.descriptor) } }
    do throws(StoreError) {
      for file in files { temporaries.append(try AtomicFile.writeTemporary(file.replacement, for: file.url)) }
      afterFlush?()
      for file in files { checked.append(try check(file)) }
      for (temporary, file) in zip(temporaries, files) where rename(temporary, file.url.path) != 0 {
        throw StoreError(path: file.url.path, reason: .io("cannot rename into place: \(errnoText())"))
      }
    } catch {
      for temporary in temporaries { unlink(temporary) }
      throw error
    }
    AtomicFile.flushFolders(of: files.map(\.url))
    var restored: [String] = []
    for (file, held) in zip(files, checked) where Self.changed(held) {
      guard let edited = Self.contents(of: held.descriptor) else { continue }
      try AtomicFile.write(Data(edited), to: file.url)
      restored.append(file.url.path)
    }
    if let first = restored.first {
      throw StoreError(
        path: first,
        reason: .io(
          "changed while the fix was being written; it was put back as edited, with no fix (plan the fix again)"))
    }
  }

  /// The file opened and read again: its bytes must be the original ones.
  private func check(_ file: File) throws(StoreError) -> Checked {
    let changed = StoreError(
      path: file.url.path, reason: .io("changed since the fix was planned; nothing was written (plan the fix again)"))
    let descriptor = open(file.url.path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw changed }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == file.original.count,
      Self.contents(of: descriptor) == file.original
    else {
      close(descriptor)
      throw changed
    }
    return Checked(descriptor: descriptor, size: Int(info.st_size), modified: Self.modified(info))
  }

  /// Whether the file held open was written since it was checked.
  private static func changed(_ file: Checked) -> Bool {
    var info = stat()
    guard fstat(file.descriptor, &info) == 0 else { return false }
    let modified = Self.modified(info)
    return Int(info.st_size) != file.size || modified.tv_sec != file.modified.tv_sec
      || modified.tv_nsec != file.modified.tv_nsec
  }

  private static func modified(_ info: stat) -> timespec {
    #if os(Linux)
      info.st_mtim
    #else
      info.st_mtimespec
    #endif
  }

  /// Every byte of the open file, from its start.
  private static func contents(of descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(bytes.count)) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes += buffer[0..<count]
    }
  }
}
