import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit status`: sets the status of one finding, or of every finding a filter selects.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract:
      "Set the status of a finding, or of every finding of a rule, file, area, severity or search "
      + "(open, in-progress, fixed, verified, wont-fix, false-positive, accepted-risk).",
    discussion: """
      One finding: `status [PATH] ID STATUS`. Many: `status [PATH] --rule RULE [--file GLOB] [--area A] \
      [--severity S] [--search TEXT] [--from S] STATUS`, which prints how many findings it changed and exits 2 when \
      the filter selects none; --dry-run lists them without changing anything. PATH, the audited folder whose store \
      changes (default: the current folder; --store names another store), is the word before ID STATUS, or before \
      STATUS with a filter: one word more than the form needs.

      false-positive, wont-fix and accepted-risk need the reason (--note) unless .a11y-audit.yml says \
      `require_reason: false`. Every change records who made it: --by, else A11Y_AUDIT_USER, else git's \
      user.name, else the login name.

      accepted-risk records that the team ships with the finding for now: --note gives the reason, --by who \
      accepts it and --until the last day it holds (YYYY-MM-DD, UTC). The first scan after that day reopens the \
      finding. Until then the finding does not fail --fail-on, and SARIF marks it suppressed.
      """)

  @Argument(
    help: "The audited folder (default: the current folder); give it before ID STATUS, or before STATUS with a filter.",
    completion: .directory)
  var path: String?

  @Argument(help: "The finding's id or a unique prefix of it (leave it out when a filter selects the findings).")
  var id: String?

  @Argument(help: "The new status.")
  var status: String?

  @Option(name: .long, help: "Only findings of these rules; comma-separated or repeated.")
  var rule: [String] = []

  @Option(name: .long, help: "Only findings in files matching this pattern (Views/Settings/**, *Card.swift).")
  var file: String?

  @Option(name: .long, help: "Only these areas; comma-separated or repeated.")
  var area: [ValueList<A11yAuditKit.Category>] = []

  @Option(name: .long, help: "Only these severities (critical, high, medium, low, none).")
  var severity: [ValueList<Severity>] = []

  @Option(name: .long, help: "Only findings whose message, file, rule id or rule title contains this text.")
  var search: String?

  @Option(name: .long, help: "Only findings whose status is now one of these (open, …, todo, done).")
  var from: [ValueList<StatusGroup>] = []

  @Flag(name: .long, help: "List the findings the filter selects; change nothing.")
  var dryRun = false

  @Option(name: .long, help: "The reason, kept as a note with each change (required for the statuses above).")
  var note: String?

  @Option(name: .long, help: "accepted-risk: the last day the acceptance holds, YYYY-MM-DD (UTC).")
  var until: String?

  @Option(name: .long, help: "Who makes the change (default: A11Y_AUDIT_USER, git's user.name, the login name).")
  var by: String?

  @OptionGroup var storeOptions: StoreOptions

  /// The filter the options give; nil when none is given.
  var query: FindingQuery? {
    let query = FindingQuery(
      severities: Set(severity.flatMap(\.values)), statuses: Set(from.flatMap(\.values).flatMap(\.statuses)),
      categories: Set(area.flatMap(\.values)),
      rules: Set(rule.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }),
      file: file.map(GlobPattern.init), search: search)
    return query.isEmpty ? nil : query
  }

  /// The words given, in order: PATH, ID and STATUS fill the positions from the left whatever they are.
  var words: [String] { [path, id, status].compactMap { $0 } }

  /// The words the form needs: ID STATUS, or STATUS alone with a filter.
  var wordsNeeded: Int { query == nil ? 2 : 1 }

  /// The audited folder: the first word when there is one word more than the form needs.
  var folder: String? { words.count > wordsNeeded ? words.first : nil }

  /// The finding's id: the word before the status, without a filter.
  var findingID: String? { query == nil && words.count >= 2 ? words[words.count - 2] : nil }

  /// The new status: the last word.
  var newStatus: FixStatus? { words.last.flatMap(FixStatus.init(userInput:)) }

  func validate() throws {
    guard let word = words.last, !word.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ValidationError("give a finding id and a status, or a filter (--rule, --file, …) and a status")
    }
    guard FixStatus(userInput: word) != nil else {
      let known = FixStatus.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("\"\(word)\" is not a status (\(known))")
    }
    if query != nil && words.count > 2 {
      throw ValidationError("give a finding id or a filter, not both")
    }
    if query != nil, let folder, !FileManager.default.fileExists(atPath: folder) {
      throw ValidationError(
        "\"\(folder)\" is not a folder; with a filter give [PATH] STATUS (a finding id and a filter exclude each other)"
      )
    }
    if query == nil && words.count < 2 {
      throw ValidationError("give the finding id before the status, or a filter (--rule, --file, …)")
    }
    if until != nil && newStatus != .acceptedRisk { throw ValidationError("--until goes with accepted-risk only") }
    if newStatus == .acceptedRisk && until == nil {
      throw ValidationError("accepted-risk needs --note REASON and --until YYYY-MM-DD (--by NAME: who accepts it)")
    }
    for known in rule.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) })
    where !Configuration.knownRuleIDs.contains(known) && known != FindingRecord.auditOnlyRule {
      throw ValidationError("\"\(known)\" is not a rule id (`a11y-audit rules` lists them)")
    }
  }

  func run() throws {
    var session = try SessionFactory.session(path: folder, store: storeOptions.store)
    if let by { session.person = by }
    guard let newStatus else { return }
    guard let query else {
      try changeOne(findingID ?? "", to: newStatus, in: session)
      return
    }
    let selected = try session.findings(in: .query(query))
    guard !selected.isEmpty else {
      Console.error("no finding in \(session.store.path) matches the filter; nothing changed")
      throw ExitCode(2)
    }
    if dryRun {
      print("Would mark \(selected.count.counted("finding")) \(newStatus.title):")
      for record in selected { print("  " + record.listLine) }
      return
    }
    let changed = try session.setStatus(newStatus, of: .query(query), note: note, until: until)
    let unchanged = selected.count - changed.count
    print(
      "Marked \(changed.count.counted("finding")) \(newStatus.title)"
        + (unchanged > 0 ? " (\(unchanged) already \(unchanged == 1 ? "was" : "were"))" : "")
        + (changed.isEmpty ? "" : ":"))
    for record in changed { print("  " + record.listLine) }
  }

  private func changeOne(_ id: String, to status: FixStatus, in session: AuditSession) throws {
    if status == .acceptedRisk, let until {
      let by = session.actingPerson
      print(try session.acceptRisk(ofFinding: id, by: by, until: until, reason: note ?? "").statusSentence)
      return
    }
    try session.checkReason(for: status, note: note)
    print(try session.setStatus(status, ofFinding: id, note: note).statusSentence)
  }
}

extension FindingRecord {
  /// `1a2b3c4d high Views/Card.swift:12 message`: a finding on one line of a list.
  fileprivate var listLine: String {
    "\(id.prefix(8)) \(finding.severity.rawValue) \(finding.file):\(finding.line) \(finding.message)"
  }
}
