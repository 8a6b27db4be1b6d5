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
  var status: FixStatus

  @Option(name: .long, help: "A note to keep with the change.")
  var note: String?

  @OptionGroup var storeOptions: StoreOptions

  func validate() throws {
    guard !id.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("the finding id is empty") }
  }

  func run() throws {
    let session = try SessionFactory.session(store: storeOptions.store)
    print(try session.setStatus(status, ofFinding: id, note: note).statusSentence)
  }
}
