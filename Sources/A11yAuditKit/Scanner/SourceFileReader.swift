#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file with POSIX calls, reporting failures in words.
enum SourceFileReader {
  /// Why a file could not be read.
  struct Failure: Error {
    let message: String
  }

  /// The bytes of the file at `path`.
  ///
  /// Reads straight into a buffer sized by `fstat`, with no zeroed scratch chunk per file (with the trees of a scan
  /// kept, every fresh chunk cost page faults); a file that grew since is still read to its end.
  static func contents(ofPath path: String) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(Failure(message: currentError)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Failure(message: currentError)) }
    var bytes: [UInt8] = []
    var wanted = max(Int(status.st_size), 0) + 1
    while true {
      var failed = false
      var atEnd = false
      let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
        count = 0
        while count < buffer.count {
          let read = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
          if read < 0, errno == EINTR { continue }
          if read < 0 { failed = true }
          if read <= 0 {
            atEnd = true
            return
          }
          count += read
        }
      }
      if failed { return .failure(Failure(message: currentError)) }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      if atEnd { return .success(bytes) }
      wanted = 64 * 1024
    }
  }

  private static var currentError: String { String(cString: strerror(errno)) }
}
