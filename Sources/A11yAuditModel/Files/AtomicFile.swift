import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents all at once: a temporary file in the same folder, `fsync`, `rename`.
/// A reader sees the old bytes or the new ones, never a mix; a crash, a full disk or a refused write leaves the old
/// file whole and no temporary file behind.
///
/// Only a regular file the user may write (or nothing) is replaced: a folder or a symbolic link where the file should
/// be is refused, so that a link is never swapped for a copy of what it pointed to, and so is a read-only file, which
/// a rename in a writable folder would otherwise replace. A replaced file keeps its permissions.
public enum AtomicFile {
  /// Writes `data` to `url` atomically. Errors name `url`.
  public static func write(_ data: Data, to url: URL) throws(StoreError) {
    try write([(data, url)])
  }

  /// Writes each file atomically, and all of them or none: every temporary file is written and flushed before the
  /// first is renamed into place, so a full disk or a refused folder changes no file.
  public static func write(_ files: [(data: Data, url: URL)]) throws(StoreError) {
    var pending: [(temporary: String, url: URL)] = []
    do throws(StoreError) {
      for (data, url) in files {
        pending.append((try writeTemporary(data, for: url), url))
      }
      for (temporary, url) in pending where rename(temporary, url.path) != 0 {
        throw StoreError(path: url.path, reason: .io("cannot rename into place: \(errnoText())"))
      }
    } catch {
      for (temporary, _) in pending { unlink(temporary) }
      throw error
    }
    flushFolders(of: files.map(\.url))
  }

  /// Flushes the folders of `urls`, so that the renames into them survive a power cut.
  package static func flushFolders(of urls: [URL]) {
    for folder in Set(urls.map { $0.deletingLastPathComponent().path }) {
      let folderDescriptor = open(folder, O_RDONLY)
      if folderDescriptor >= 0 {
        fsync(folderDescriptor)
        close(folderDescriptor)
      }
    }
  }

  /// How the names of the temporary files written for `url` begin: `.NAME.tmp-` in its folder.
  public static func temporaryPrefix(for url: URL) -> String { ".\(url.lastPathComponent).tmp-" }

  /// Why `url` cannot be read as a file, or with `writing` replaced (a folder, a link, another kind of file, a
  /// read-only file is there), or nil when it can.
  public static func refusal(for url: URL, writing: Bool = true) -> String? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return !writing || access(url.path, W_OK) == 0 ? nil : "is not writable (\(errnoText()))"
    case S_IFDIR: return "is a folder, not a file"
    case S_IFLNK:
      return "is a symbolic link; a11y-audit only reads and replaces regular files (put the file itself there)"
    default: return "is not a regular file"
    }
  }

  /// Writes and flushes `data` into a new temporary file beside `url`, with the permissions of the file it replaces.
  package static func writeTemporary(_ data: Data, for url: URL) throws(StoreError) -> String {
    if let refusal = refusal(for: url) {
      throw StoreError(path: url.path, reason: .io("\(refusal); nothing was written"))
    }
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      temporaryPrefix(for: url) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else {
      throw StoreError(
        path: url.path, reason: .io("cannot write in \(folder.path): \(errnoText()); nothing was written"))
    }
    var existing = stat()
    if stat(url.path, &existing) == 0 { fchmod(fd, existing.st_mode & 0o7777) }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = "cannot write: \(errnoText()); the file was left as it was"
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = "cannot flush to disk: \(errnoText()); the file was left as it was" }
    close(fd)
    if let failure {
      unlink(temporary)
      throw StoreError(path: url.path, reason: .io(failure))
    }
    return temporary
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
