import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) held on a folder for one read-modify-write: the store's folder for a save,
/// an audit file's folder for a checklist tick, the audited root for a `fix`.
///
/// Locking the folder rather than the file means the atomic rename of the file never swaps the lock away,
/// and no lock file is left behind. The system lets go of the lock when its process ends, however it ends; a process
/// that holds it and never lets go (stopped in a debugger, hung) makes the next one give up after ``timeout``
/// with a message, rather than wait forever.
package struct FileLock {
  private let descriptor: Int32

  /// How long to wait for another process's lock: 10 s, or `A11Y_AUDIT_LOCK_TIMEOUT` seconds.
  package static var timeout: Double {
    ProcessInfo.processInfo.environment["A11Y_AUDIT_LOCK_TIMEOUT"].flatMap(Double.init).map { max(0, $0) } ?? 10
  }

  /// Locks `directory`; errors name `storePath` and call the lock `holding`.
  package init(
    directory: URL, storePath: String, holding name: String = "the store's lock", timeout: Double = FileLock.timeout
  ) throws(StoreError) {
    let fd = open(directory.path, O_RDONLY)
    guard fd >= 0 else {
      throw StoreError(path: storePath, reason: .io("cannot open \(directory.path) to lock it: \(errnoText())"))
    }
    let deadline = Date().addingTimeInterval(timeout)
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK, Date() < deadline else {
        let text = errnoText(code)
        close(fd)
        if code == EWOULDBLOCK {
          throw StoreError(
            path: storePath,
            reason: .io(
              "another process has held \(name) for \(Self.seconds(timeout)); nothing was changed "
                + "(set A11Y_AUDIT_LOCK_TIMEOUT to wait longer)"))
        }
        throw StoreError(path: storePath, reason: .io("cannot take \(name): \(text)"))
      }
      usleep(20_000)
    }
    descriptor = fd
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  package func unlock() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// `strerror` of `code`, by default the current `errno`.
package func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
