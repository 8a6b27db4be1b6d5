import A11yAuditModel
import Foundation

/// The git repository holding an audited folder, asked through the `git` command.
public struct GitRepository: Sendable {
  /// The folder the questions are asked from (paths in answers are relative to it).
  public let folder: URL
  /// The repository's top folder (`git rev-parse --show-toplevel`).
  public let top: URL

  /// The repository holding `folder`; refuses with one line when `folder` is not in one or git is missing.
  public init(containing folder: URL) throws(SessionError) {
    self.folder = folder
    let answer: (status: Int32, output: String, errors: String)
    do {
      answer = try Self.git(["rev-parse", "--show-toplevel"], in: folder)
    } catch {
      throw SessionError("cannot run git (\(error.localizedDescription)); --changed-since needs git installed")
    }
    guard answer.status == 0 else {
      throw SessionError("\(folder.path): not inside a git repository; --changed-since compares with a git revision")
    }
    top = URL(fileURLWithPath: answer.output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The lines added or changed since `ref` (a commit, branch or tag), and the files git does not track yet, by path
  /// relative to ``folder``.
  public func changedLines(since ref: String) throws(SessionError) -> ChangedLines {
    do {
      let verified = try Self.git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: folder)
      guard verified.status == 0 else {
        throw SessionError("unknown git revision \"\(ref)\" in \(top.path); give a commit, branch or tag")
      }
      let diff = try Self.git(
        [
          "-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames",
          "--relative", ref, "--", ".",
        ],
        in: folder)
      guard diff.status == 0 else {
        throw SessionError("git diff \(ref) failed: \(diff.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
      }
      let untracked = try Self.git(
        ["-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard"], in: folder)
      return ChangedLines(
        lines: ChangedLines.parse(diff: diff.output),
        wholeFiles: Set(untracked.output.split(separator: "\n").map(String.init)))
    } catch let error as SessionError {
      throw error
    } catch {
      throw SessionError("cannot run git (\(error.localizedDescription))")
    }
  }

  /// Runs `git ARGUMENTS` in `folder`.
  package static func git(
    _ arguments: [String], in folder: URL
  ) throws -> (status: Int32, output: String, errors: String) {
    let answer = try gitBytes(arguments, in: folder)
    return (answer.status, String(decoding: answer.output, as: UTF8.self), answer.errors)
  }

  /// Runs `git ARGUMENTS` in `folder`, its output as bytes (a file's contents as git stores them).
  package static func gitBytes(
    _ arguments: [String], in folder: URL
  ) throws -> (status: Int32, output: Data, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, out, String(decoding: err, as: UTF8.self))
  }
}

/// What changed since a git revision: line ranges per file, and whole files git does not track yet.
public struct ChangedLines: Sendable, Equatable {
  /// 1-based line ranges added or changed, by path relative to the audited folder.
  public var lines: [String: [ClosedRange<Int>]]
  /// Files new to the repository and not yet added: every line counts as changed.
  public var wholeFiles: Set<String>

  public init(lines: [String: [ClosedRange<Int>]], wholeFiles: Set<String> = []) {
    self.lines = lines
    self.wholeFiles = wholeFiles
  }

  /// Whether `finding`'s range meets a changed line.
  public func touches(_ finding: Finding) -> Bool {
    if wholeFiles.contains(finding.file) { return true }
    let site = finding.span.start.line...max(finding.span.start.line, finding.span.end.line)
    return lines[finding.file]?.contains { $0.overlaps(site) } ?? false
  }

  /// The added and changed lines of a `git diff --unified=0`: each `@@ -a,b +c,d @@` hunk of a file adds lines
  /// `c` to `c+d-1` (`d` is 1 when left out; a hunk with `d` 0 only removes lines). Deleted files have none.
  public static func parse(diff: String) -> [String: [ClosedRange<Int>]] {
    var result: [String: [ClosedRange<Int>]] = [:]
    var file: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        let path = line.dropFirst(4)
        file = path == "/dev/null" ? nil : String(path.hasPrefix("b/") ? path.dropFirst(2) : path)
      } else if line.hasPrefix("@@ "), let file, let range = addedLines(ofHunk: line) {
        result[file, default: []].append(range)
      }
    }
    return result
  }

  /// `c...c+d-1` of `@@ -a,b +c,d @@`, nil when the hunk adds nothing.
  private static func addedLines(ofHunk header: Substring) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
    let parts = plus.dropFirst().split(separator: ",", maxSplits: 1)
    guard let start = Int(parts.first ?? "") else { return nil }
    let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
    return count > 0 ? start...(start + count - 1) : nil
  }
}
