import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit status`: sets a finding's fix status.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract:
      "Set a finding's status (open, in-progress, fixed, verified, wont-fix, false-positive, accepted-risk).",
    discussion: """
      accepted-risk records that the team ships with the finding for now: --note gives the reason, --by who \
      accepts it and --until the last day it holds (YYYY-MM-DD, UTC). The first scan after that day reopens the \
      finding. Until then the finding does not fail --fail-on, and SARIF marks it suppressed.
      """)

  @Argument(help: "The finding's id, or a unique prefix of it.")
  var id: String

  @Argument(help: "The new status.")
  var status: FixStatus

  @Option(name: .long, help: "A note to keep with the change (for accepted-risk: the reason).")
  var note: String?

  @Option(name: .long, help: "accepted-risk: the last day the acceptance holds, YYYY-MM-DD (UTC).")
  var until: String?

  @Option(name: .long, help: "accepted-risk: who accepts the risk.")
  var by: String?

  @OptionGroup var storeOptions: StoreOptions

  func validate() throws {
    guard !id.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("the finding id is empty") }
    if status == .acceptedRisk {
      guard until != nil, by != nil, note != nil else {
        throw ValidationError("accepted-risk needs --note REASON, --by NAME and --until YYYY-MM-DD")
      }
    } else if until != nil || by != nil {
      throw ValidationError("--until and --by go with accepted-risk only")
    }
  }

  func run() throws {
    let session = try SessionFactory.session(store: storeOptions.store)
    if status == .acceptedRisk, let until, let by, let note {
      print(try session.acceptRisk(ofFinding: id, by: by, until: until, reason: note).statusSentence)
      return
    }
    print(try session.setStatus(status, ofFinding: id, note: note).statusSentence)
  }
}
