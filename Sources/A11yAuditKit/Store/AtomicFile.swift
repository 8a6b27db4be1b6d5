import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents all at once: a temporary file in the same folder, `fsync`, `rename`.
/// A reader sees the old bytes or the new ones, never a mix; a crash leaves the old file whole.
public enum AtomicFile {
  /// Writes `data` to `url` atomically. Errors name `url`.
  public static func write(_ data: Data, to url: URL) throws(StoreError) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else {
      throw StoreError(path: url.path, reason: .io("cannot create \(temporary.path): \(errnoText())"))
    }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = "cannot write: \(errnoText())"
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = "cannot fsync: \(errnoText())" }
    close(fd)
    if failure == nil, rename(temporary.path, url.path) != 0 { failure = "cannot rename into place: \(errnoText())" }
    if let failure {
      unlink(temporary.path)
      throw StoreError(path: url.path, reason: .io(failure))
    }
    let folderDescriptor = open(folder.path, O_RDONLY)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }
}

#if canImport(Glibc)
  private func Glibc_write(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, pointer, count)
  }
#else
  private func Glibc_write(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, pointer, count)
  }
#endif
