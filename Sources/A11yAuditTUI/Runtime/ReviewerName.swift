import Foundation

/// The name the labels screen records conclusions under: `A11Y_AUDIT_REVIEWER`, else git's `user.name` for the
/// audited folder, else the login name.
enum ReviewerName {
  static func current(folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let name = environment["A11Y_AUDIT_REVIEWER"]?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
      return name
    }
    if let name = gitUserName(folder: folder), !name.isEmpty { return name }
    return NSUserName()
  }

  /// `git config user.name` run in `folder`, nil when git is missing or has no name.
  private static func gitUserName(folder: URL) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "config", "user.name"]
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
