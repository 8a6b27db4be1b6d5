import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit status`: sets a finding's fix status.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Set a finding's status (open, in-progress, fixed, verified, wont-fix, false-positive).")

  @Argument(help: "The finding's id, or a unique prefix of it.")
  var id: String

  @Argument(help: "The new status.")
  var status: String

  @Option(name: .long, help: "A note to keep with the change.")
  var note: String?

  @OptionGroup var storeOptions: StoreOptions

  func run() throws {
    guard let newStatus = FixStatus(userInput: status) else {
      throw CLIError(
        "unknown status \"\(status)\"; use one of \(FixStatus.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let prefix = id.lowercased()
    guard !prefix.isEmpty else { throw CLIError("the finding id is empty") }
    let workspace = try Workspace(path: nil, storeOption: storeOptions.store)
    guard workspace.store.exists else {
      throw CLIError("\(workspace.store.path): no store yet; run `a11y-audit scan` first")
    }
    let record = try workspace.store.update { document -> FindingRecord in
      let matches = document.findings.filter { $0.id.hasPrefix(prefix) }
      guard let match = matches.first else {
        throw CLIError("no finding with id \"\(id)\" in \(workspace.store.path)")
      }
      guard matches.count == 1 else {
        let ids = matches.prefix(5).map { String($0.id.prefix(12)) }.joined(separator: ", ")
        throw CLIError("\"\(id)\" matches \(matches.count) findings (\(ids)…); give more of the id")
      }
      document.setStatus(newStatus, forFinding: match.id, note: note, at: Workspace.now())
      return document.record(id: match.id)!
    }
    let finding = record.finding
    print("Marked \(finding.id.prefix(8)) \(newStatus.title): \(finding.file):\(finding.line) \(finding.message)")
  }
}
