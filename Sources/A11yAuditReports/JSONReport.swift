import A11yAuditModel
import Foundation

/// The machine-readable report: `{"version":1,"root":…,"summary":{…},"findings":[…]}`.
public struct JSONReport: Codable, Equatable, Sendable {
  /// Report format version.
  public static let formatVersion = 1

  public var version: Int
  /// Absolute path of the audited root.
  public var root: String
  public var summary: Summary
  public var findings: [Entry]
  /// Animation sites per file, as the audit's summary table lists them (reports of a scan only).
  public var inventory: [InventoryEntry]?
  /// The app's views in navigation-graph order, with their findings and review state (reports of a scan only).
  public var screens: [ScreenEntry]?
  /// The views and findings no screen reaches, reviewed as one group after the screens (reports of a scan only).
  public var notOnAnyScreen: Group?

  /// The ``NotOnAnyScreen`` group: every violation of the report is in a screen's findings or here.
  public struct Group: Codable, Equatable, Sendable {
    /// Names of the unplaced views and of the components no screen uses that hold findings, in graph order.
    public var views: [String]
    /// Ids of the violations no screen holds.
    public var findings: [String]
  }

  /// One view of the navigation graph.
  public struct ScreenEntry: Codable, Equatable, Sendable {
    public var name: String
    public var file: String
    public var line: Int
    /// Last line of its declaration, when known: its own findings are those from ``line`` to here.
    public var endLine: Int?
    /// Its extensions, whose findings are its own too.
    public var extensions: [SourceLines]?
    /// `screen`, `component` or `unplaced`.
    public var kind: ScreenKind
    /// What shows it, and how: the `App`, the screens presenting it, the coordinator handing it out.
    public var presentedBy: [Presenter]
    /// The components it uses, transitively through components.
    public var components: [String]
    /// Ids of its findings: those in its own declaration and in its components (violations of the report).
    public var findings: [String]
    /// Review state by area (`reduce-motion` → `reviewed`).
    public var review: [String: String]
  }

  /// One presenter of a screen.
  public struct Presenter: Codable, Equatable, Sendable {
    /// The presenting type (`HomeView`, `ProfileCoordinator`, `BreatheApp`).
    public var name: String
    /// How it shows the screen (`push`, `sheet`, `tab`, `cover`, `popover`, `hosting`, `coordinator`,
    /// `configured`, …); `presents` when a store written before styles were recorded does not say.
    public var style: String
  }

  /// Totals over the reported findings.
  public struct Summary: Codable, Equatable, Sendable {
    /// Swift files scanned (0 when the report comes from the store alone).
    public var files: Int
    /// Lines of Swift scanned.
    public var lines: Int
    /// Violations in the report.
    public var violations: Int
    /// Sites that respect the setting, when they were asked for.
    public var passing: Int
    /// Violations per severity, every severity present.
    public var severity: [String: Int]
    /// Violations per fix status, every status present.
    public var status: [String: Int]
    /// Code users never run that the scan left out, by kind (`tests`, `previews`, `generated`, `tools`); absent when
    /// nothing was.
    public var leftOut: [String: Int]?
    /// The opt-in rules that did not run (measured below 90% precision; `--all-rules` runs them); absent when every
    /// rule ran.
    public var optInRulesNotRun: [String]?
  }

  /// One finding, flattened for consumers.
  public struct Entry: Codable, Equatable, Sendable {
    public var id: String
    public var rule: String
    public var category: Category
    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var snippet: String
    public var message: String
    public var recommendation: String
    public var suggestedFix: String?
    public var passing: Bool
    /// Fix status; passing sites the store never tracked report `verified`.
    public var status: FixStatus
    /// `violation`, `passing` or `absent` (gone from the code), from the store's point of view.
    public var presence: Presence
    public var context: String
    public var kind: String?
    public var notes: [String]
    /// The WCAG 2.2 success criteria the finding fails, by number, sorted.
    public var wcag: [String]
    /// Who accepted the risk, why and until when, for an `accepted-risk` finding (absent otherwise).
    public var acceptance: Acceptance?
    /// Why and by whom the finding was set aside, for a `false-positive`, `wont-fix` or `accepted-risk` finding a
    /// person triaged (absent otherwise).
    public var reason: Reason? = nil

    package init(
      id: String, rule: String, category: Category, severity: Severity, file: String, line: Int, column: Int,
      endLine: Int, endColumn: Int, snippet: String, message: String, recommendation: String,
      suggestedFix: String? = nil, passing: Bool, status: FixStatus, presence: Presence, context: String,
      kind: String? = nil, notes: [String],
      wcag: [String], acceptance: Acceptance? = nil, reason: Reason? = nil
    ) {
      self.id = id
      self.rule = rule
      self.category = category
      self.severity = severity
      self.file = file
      self.line = line
      self.column = column
      self.endLine = endLine
      self.endColumn = endColumn
      self.snippet = snippet
      self.message = message
      self.recommendation = recommendation
      self.suggestedFix = suggestedFix
      self.passing = passing
      self.status = status
      self.presence = presence
      self.context = context
      self.kind = kind
      self.notes = notes
      self.wcag = wcag
      self.acceptance = acceptance
      self.reason = reason
    }
  }

  /// Why a person set a finding aside, and who (nil in stores written before names were kept).
  public struct Reason: Codable, Equatable, Sendable {
    public var text: String
    public var by: String?

    /// `Decorative (Ana Ruiz)`.
    public var summary: String { text + (by.map { " (\($0))" } ?? "") }

    package init(text: String, by: String? = nil) {
      self.text = text
      self.by = by
    }
  }

  /// An accepted risk as reports show it: who, until which day (`yyyy-MM-dd`, UTC) and why.
  public struct Acceptance: Codable, Equatable, Sendable {
    public var by: String
    public var until: String
    public var reason: String

    package init(by: String, until: String, reason: String) {
      self.by = by
      self.until = until
      self.reason = reason
    }
  }

  /// A report of one scan, with statuses from the store when there is one.
  public static func make(scan: ScanResult, document: StoreDocument?, includePassing: Bool) -> JSONReport {
    let records = Dictionary((document?.findings ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let entries = scan.findings.filter { includePassing || !$0.passing }.map { finding in
      let record = records[finding.id]
      let status = record?.status ?? (finding.passing ? .verified : .open)
      return Entry(
        finding, status: status, presence: finding.passing ? .passing : .violation, notes: record?.notes ?? [],
        acceptance: record?.acceptance, reason: record?.setAsideReason)
    }
    var summary = summarize(entries, files: scan.files.count, lines: scan.lines)
    if !scan.leftOut.isEmpty {
      summary.leftOut = Dictionary(uniqueKeysWithValues: scan.leftOut.counts.map { ($0.key.rawValue, $0.value) })
    }
    if !scan.optInRulesNotRun.isEmpty { summary.optInRulesNotRun = scan.optInRulesNotRun }
    let violations = entries.filter { !$0.passing }
    let byScreen = ScreenFindings(screens: scan.screens, findings: violations.map { ($0.id, $0.file, $0.line) })
    return JSONReport(
      version: formatVersion, root: scan.root, summary: summary, findings: entries,
      inventory: MotionInventory.make(scan), screens: screenEntries(scan: scan, byScreen: byScreen, document: document),
      notOnAnyScreen: Group(views: byScreen.notOnAnyScreen.views, findings: byScreen.notOnAnyScreen.findings))
  }

  /// The scan's views in graph order, each with its findings in `byScreen` and its review state from `document`.
  package static func screenEntries(
    scan: ScanResult, byScreen: ScreenFindings, document: StoreDocument?
  ) -> [ScreenEntry] {
    let stored = Dictionary(
      (document?.screens ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return scan.screens.sorted { ($0.order ?? 0, $0.id) < ($1.order ?? 0, $1.id) }.map { screen in
      let record = stored[screen.id] ?? ScreenRecord(screen: screen)
      return ScreenEntry(
        name: screen.name, file: screen.file, line: screen.line, endLine: screen.endLine, extensions: screen.extensions,
        kind: screen.kind ?? .unplaced,
        presentedBy: screen.presenters.map { Presenter(name: $0.name, style: $0.style?.rawValue ?? "presents") },
        components: screen.components ?? [],
        findings: byScreen.findings(ofScreen: screen.id),
        review: Dictionary(uniqueKeysWithValues: record.reviewByArea.map { ($0.key.rawValue, $0.value.rawValue) }))
    }
  }

  /// A report of the store's findings (no scan), in severity order.
  public static func make(root: String, records: [FindingRecord]) -> JSONReport {
    let entries = records.sorted(by: FindingOrder.bySeverity).map {
      Entry($0)
    }
    return JSONReport(
      version: formatVersion, root: root, summary: summarize(entries, files: 0, lines: 0), findings: entries)
  }

  /// The same report limited to one accessibility area, totals recomputed.
  public func filtered(to category: Category) -> JSONReport {
    let entries = findings.filter { $0.category == category }
    let ids = Set(entries.map(\.id))
    return JSONReport(
      version: version, root: root, summary: JSONReport.summarize(entries, files: summary.files, lines: summary.lines),
      findings: entries, inventory: category == .reduceMotion ? inventory : nil,
      screens: screens?.map { screen in
        var kept = screen
        kept.findings = screen.findings.filter(ids.contains)
        return kept
      },
      notOnAnyScreen: notOnAnyScreen.map { Group(views: $0.views, findings: $0.findings.filter(ids.contains)) })
  }

  /// Pretty, key-sorted JSON with a trailing newline.
  public func encoded() throws -> Data { try JSONOutput.encode(self) }

  package static func summarize(_ entries: [Entry], files: Int, lines: Int) -> Summary {
    let violations = entries.filter { !$0.passing }
    var severity = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, 0) })
    var status = Dictionary(uniqueKeysWithValues: FixStatus.allCases.map { ($0.rawValue, 0) })
    for entry in violations {
      severity[entry.severity.rawValue, default: 0] += 1
      status[entry.status.rawValue, default: 0] += 1
    }
    return Summary(
      files: files, lines: lines, violations: violations.count, passing: entries.count - violations.count,
      severity: severity, status: status)
  }

  package init(
    version: Int, root: String, summary: Summary, findings: [Entry], inventory: [InventoryEntry]? = nil,
    screens: [ScreenEntry]? = nil, notOnAnyScreen: Group? = nil
  ) {
    self.version = version
    self.root = root
    self.summary = summary
    self.findings = findings
    self.inventory = inventory
    self.screens = screens
    self.notOnAnyScreen = notOnAnyScreen
  }
}

extension JSONReport.Entry {
  /// A stored finding as the store's listing reports it.
  public init(_ record: FindingRecord) {
    self.init(
      record.finding, status: record.status, presence: record.presence, notes: record.notes,
      acceptance: record.acceptance, reason: record.setAsideReason)
  }

  package init(
    _ finding: Finding, status: FixStatus, presence: Presence, notes: [Note], acceptance: RiskAcceptance?,
    reason: JSONReport.Reason?
  ) {
    self.init(
      id: finding.id, rule: finding.rule, category: finding.category, severity: finding.severity,
      file: finding.file, line: finding.span.start.line, column: finding.span.start.column,
      endLine: finding.span.end.line, endColumn: finding.span.end.column, snippet: finding.snippet,
      message: finding.message, recommendation: finding.recommendation, suggestedFix: finding.suggestedFix,
      passing: finding.passing, status: status, presence: presence, context: finding.context,
      kind: finding.kind, notes: notes.map(\.text), wcag: finding.criteria,
      acceptance: status == .acceptedRisk
        ? acceptance.map { JSONReport.Acceptance(by: $0.by, until: $0.until, reason: $0.reason) } : nil,
      reason: reason)
  }
}

extension FindingRecord {
  /// Why the finding is set aside (``FixStatus/needsReason``) and who did it: the note kept with the person's change
  /// that gave it its status; nil for other statuses, or when the change came with no note.
  package var setAsideReason: JSONReport.Reason? {
    guard status.needsReason, let change = history.last(where: { $0.to == status && $0.by == .user }) else {
      return nil
    }
    if status == .acceptedRisk, let acceptance { return JSONReport.Reason(text: acceptance.reason, by: acceptance.by) }
    guard let note = notes.last(where: { $0.at == change.at }) else { return nil }
    return JSONReport.Reason(text: note.text, by: note.by ?? change.person)
  }
}

extension JSONReport.Entry {
  /// ``FindingRecord/isOpenViolation`` of the entry's finding: a violation the latest scan sees whose status is not
  /// done.
  public var isOpenViolation: Bool {
    !passing && FindingRecord.isOpenViolation(status: status, presence: presence)
  }
}

extension JSONReport.Summary {
  /// ``leftOut`` as the scan counted it.
  public var leftOutCode: LeftOutCode {
    LeftOutCode(
      counts: Dictionary(
        (leftOut ?? [:]).compactMap { key, value in UnshippedCode(rawValue: key).map { ($0, value) } },
        uniquingKeysWith: +))
  }
}
