import A11yAuditModel
import Foundation

/// Installs `a11y-audit merge-store` as git's merge driver for the store (`a11y-audit init`).
public enum StoreMergeDriver {
  /// The driver's name in `.gitattributes` and git's config.
  public static let name = "a11y-audit"
  /// The `.gitattributes` line that sends the store to the driver.
  public static let attribute = "\(Store.folderName)/\(Store.fileName) merge=\(name)"
  /// What git runs, found on each person's PATH: a config shared or copied between machines names no absolute path.
  public static let driverCommand = "a11y-audit merge-store %O %A %B"
  /// The command that installs the driver in a clone with git alone.
  public static let gitConfigCommand = "git config merge.\(name).driver \"\(driverCommand)\""
  /// The line `init` prints for the rest of the team: each clone installs the driver once.
  public static let teammateLine =
    "Each teammate runs once in their clone: `\(StoreError.installDriverCommand)` (or `\(gitConfigCommand)`)"

  /// Adds ``attribute`` to `folder/.gitattributes` unless a line already says it; returns whether the file changed.
  /// Every other byte of an existing file is kept.
  @discardableResult
  public static func writeAttributes(in folder: URL) throws(SessionError) -> Bool {
    let url = folder.appendingPathComponent(".gitattributes")
    var text = ""
    if FileManager.default.fileExists(atPath: url.path) {
      guard let data = try? Data(contentsOf: url), let existing = String(data: data, encoding: .utf8) else {
        throw SessionError("\(url.path): cannot read it as UTF-8 text; left unchanged")
      }
      text = existing
    }
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard !lines.contains(attribute) else { return false }
    if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
    text += attribute + "\n"
    do {
      try AtomicFile.write(Data(text.utf8), to: url)
    } catch {
      throw SessionError(error.description)
    }
    return true
  }

  /// Writes ``driverCommand`` into the local config of the repository holding `folder`.
  public static func configure(repositoryOf folder: URL) throws(SessionError) {
    for (key, value) in [
      ("merge.\(name).name", "a11y-audit store merge (by finding id, screen and checklist item)"),
      ("merge.\(name).driver", driverCommand),
    ] {
      let answer: (status: Int32, output: String, errors: String)
      do {
        answer = try GitRepository.git(["config", "--local", key, value], in: folder)
      } catch {
        throw SessionError("cannot run git (\(error.localizedDescription))")
      }
      guard answer.status == 0 else {
        let reason = answer.errors.split(separator: "\n").first.map(String.init) ?? "git config failed"
        throw SessionError("\(folder.path): cannot configure the merge driver (\(reason))")
      }
    }
  }
}
