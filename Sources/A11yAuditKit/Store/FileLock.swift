import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) held on the store's folder for one read-modify-write.
///
/// Locking the folder rather than the file means the atomic rename of the file never swaps the lock away,
/// and no lock file is left behind.
struct FileLock {
  private let descriptor: Int32

  init(directory: URL, storePath: String) throws(StoreError) {
    let fd = open(directory.path, O_RDONLY)
    guard fd >= 0 else {
      throw StoreError(path: storePath, reason: .io("cannot open \(directory.path) to lock it: \(errnoText())"))
    }
    while flock(fd, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let text = errnoText()
      close(fd)
      throw StoreError(path: storePath, reason: .io("cannot lock the store: \(text)"))
    }
    descriptor = fd
  }

  func unlock() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// `strerror` of the current `errno`.
func errnoText() -> String { String(cString: strerror(errno)) }
