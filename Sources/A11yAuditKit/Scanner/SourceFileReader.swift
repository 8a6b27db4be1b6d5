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
  static func contents(ofPath path: String) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(Failure(message: currentError)) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(message: currentError))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return .success(bytes)
  }

  private static var currentError: String { String(cString: strerror(errno)) }
}
