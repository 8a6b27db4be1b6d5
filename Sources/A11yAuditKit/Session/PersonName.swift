import Foundation

/// Who is making a change: the name every front end records in history, notes and conclusions.
///
/// In order: the name given on the command line (`--by`), `A11Y_AUDIT_USER`, git's `user.name` for the audited folder
/// (the e-mail address is never read), the login name.
public enum PersonName {
  /// The environment variable that names the person when no `--by` is given.
  public static let variable = "A11Y_AUDIT_USER"

  /// The person making changes in `folder`: `given` when it is not blank, else the first name the environment, git
  /// and the login provide.
  public static func current(
    given: String? = nil, folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    for candidate in [given, environment[variable]] {
      if let name = candidate?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty { return name }
    }
    if let name = gitUserName(folder: folder), !name.isEmpty { return name }
    return NSUserName()
  }

  /// `git config user.name` run in `folder`, nil when git is missing or has no name.
  private static func gitUserName(folder: URL) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "config", "user.name"]
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
    process.currentDirectoryURL = exists && isFolder.boolValue ? folder : folder.deletingLastPathComponent()
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
