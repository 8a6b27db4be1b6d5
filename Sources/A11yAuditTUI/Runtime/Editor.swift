import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `$EDITOR +LINE FILE` through `/bin/sh` and waits for it.
enum Editor {
  static func open(path: String, line: Int, editor: String?) -> Int32 {
    let command = "\(editor ?? "vi") +\(line) '\(path.replacingOccurrences(of: "'", with: "'\\''"))'"
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else { return 127 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status >> 8) & 0xFF
  }
}
