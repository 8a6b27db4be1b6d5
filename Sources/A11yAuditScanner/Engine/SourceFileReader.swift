import A11yAuditModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file with POSIX calls, reporting failures in words.
package enum SourceFileReader {
  /// Why a file could not be read.
  package struct Failure: Error {
    package let message: String
  }

  /// The largest Swift file the scanner reads: 8 MiB. Hand-written SwiftUI files are a few kilobytes; anything near
  /// this is generated code, and a file of hundreds of thousands of views would hold the scan for minutes.
  package static let maximumSourceSize = 8 << 20

  /// The bytes of the Swift file at `path`, when it is at most ``maximumSourceSize`` and valid UTF-8; otherwise why
  /// not, in words a scan problem can show.
  package static func swiftSource(ofPath path: String) -> Result<[UInt8], Failure> {
    contents(ofPath: path, limit: maximumSourceSize).flatMap { bytes in
      bytes.isValidUTF8 ? .success(bytes) : .failure(Failure(message: "not valid UTF-8; skipped"))
    }
  }

  /// The bytes of the file at `path`; with `limit`, a file larger than `limit` bytes is refused before it is read.
  ///
  /// Reads straight into a buffer sized by `fstat`, with no zeroed scratch chunk per file (with the trees of a scan
  /// kept, every fresh chunk costs page faults); a file that grew since is still read to its end.
  package static func contents(ofPath path: String, limit: Int = .max) -> Result<[UInt8], Failure> {
    // Non-blocking, so that a FIFO put where a file was listed cannot hold the scan waiting for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(readFailure) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(readFailure) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(Failure(message: "cannot read: \(String(cString: strerror(EISDIR)))"))
    default: return .failure(Failure(message: EntryType.notRegularFileMessage))
    }
    guard Int(status.st_size) <= limit else { return .failure(tooLarge(Int(status.st_size), limit: limit)) }
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
      if failed { return .failure(readFailure) }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      guard bytes.count <= limit else { return .failure(tooLarge(bytes.count, limit: limit)) }
      if atEnd { return .success(bytes) }
      wanted = 64 * 1024
    }
  }

  private static func tooLarge(_ size: Int, limit: Int) -> Failure {
    let megabytes = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) }
    return Failure(
      message: "\(megabytes(size)), larger than the \(megabytes(limit)) a11y-audit reads (generated code?); skipped")
  }

  /// The failure the current `errno` describes.
  private static var readFailure: Failure { Failure(message: "cannot read: \(errnoText())") }
}
