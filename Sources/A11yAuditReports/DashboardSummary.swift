import A11yAuditModel
import A11yAuditScanner
import A11yAuditStore

/// One row of the dashboard (and one card of the HTML report): an accessibility area of the scan, or an audit file.
public struct DashboardRow: Equatable, Sendable {
  /// What the row summarises.
  public enum Source: Equatable, Sendable {
    /// The scan's findings of one area.
    case category(Category)
    /// An audit, plan or checklist file (path relative to the root).
    case auditFile(String)
  }

  /// The area or audit file counted.
  public var source: Source
  /// The area's title or the audit file's.
  public var title: String
  /// True when nothing is left open (no open or in-progress violation); see ``verdict`` for what the row says.
  public var passed: Bool
  /// Open and in-progress findings per severity, every severity present.
  public var open: [Severity: Int]
  /// Fixed plus verified findings.
  public var fixed: Int
  /// All findings the row counts (violations of any status).
  public var total: Int
  /// Checklist items ticked and in all.
  public var checklist: (checked: Int, total: Int)
  /// App screens reviewed and in all.
  public var screens: (reviewed: Int, total: Int)

  /// A row with these counts.
  public init(
    source: Source, title: String, passed: Bool, open: [Severity: Int], fixed: Int, total: Int,
    checklist: (checked: Int, total: Int), screens: (reviewed: Int, total: Int)
  ) {
    self.source = source
    self.title = title
    self.passed = passed
    self.open = open
    self.fixed = fixed
    self.total = total
    self.checklist = checklist
    self.screens = screens
  }

  /// Rows are equal when every field is (the tuples keep the synthesized conformance from applying).
  public static func == (lhs: DashboardRow, rhs: DashboardRow) -> Bool {
    lhs.source == rhs.source && lhs.title == rhs.title && lhs.passed == rhs.passed && lhs.open == rhs.open
      && lhs.fixed == rhs.fixed && lhs.total == rhs.total && lhs.checklist == rhs.checklist
      && lhs.screens == rhs.screens
  }

  /// Open findings of every severity.
  public var openCount: Int { open.values.reduce(0, +) }

  /// What a row says of its area or audit file, in words (never by colour alone).
  public enum Verdict: String, Sendable {
    /// Something is open.
    case fail = "FAIL"
    /// Nothing is open, and something was found, or someone reviewed a screen or ticked a checklist item for it.
    case pass = "PASS"
    /// Nothing was found and nobody has reviewed a screen or ticked a checklist item for it: no evidence either way.
    case notReviewed = "Not reviewed"

    /// The words shown: `PASS`, `FAIL`, `Not reviewed`.
    public var title: String { rawValue }
  }

  /// FAIL while anything is open; Not reviewed when the scan found nothing and no screen was reviewed and no
  /// checklist item ticked for it (a rule that finds nothing is no proof of a pass); PASS otherwise.
  public var verdict: Verdict {
    if !passed { return .fail }
    if total == 0 && screens.reviewed == 0 && checklist.checked == 0 { return .notReviewed }
    return .pass
  }
}

/// The dashboard's figures, derived from the store and the audit files: what the dashboard and the HTML report's
/// cards show.
public struct DashboardSummary: Equatable, Sendable {
  /// One row per area, then one per audit file.
  public var rows: [DashboardRow]
  /// Open critical findings over the whole project: a release blocker while above zero.
  public var openCritical: Int
  /// Findings the team ships with for now, and the acceptance that ends first.
  public var acceptedRisks = 0
  public var firstToEnd: RiskAcceptance?
  /// Open and in-progress violations per severity over the whole project (or the narrowed area), every severity
  /// present: counted as the rows count them, so `open[.critical]` is ``openCritical``.
  public var open: [Severity: Int] = [:]
  /// The app's screens reviewed (for every area, or for the narrowed area) and in all.
  public var screensReviewed = 0
  public var screenCount = 0
  /// The area the summary was narrowed to, if any.
  public var area: Category?
  /// The accepted risks of each area, so that a summary narrowed to one area still names its own.
  package var acceptedByArea: [Category: AcceptedRisks] = [:]

  /// How many findings of an area the team ships with, and the acceptance that ends first.
  package struct AcceptedRisks: Equatable, Sendable {
    package var count = 0
    package var firstToEnd: RiskAcceptance?

    package init(count: Int = 0, firstToEnd: RiskAcceptance? = nil) {
      self.count = count
      self.firstToEnd = firstToEnd
    }

    package mutating func add(_ acceptance: RiskAcceptance?) {
      count += 1
      if let acceptance, firstToEnd.map({ acceptance.until < $0.until }) ?? true { firstToEnd = acceptance }
    }
  }

  /// A summary of these rows.
  public init(
    rows: [DashboardRow], openCritical: Int, acceptedRisks: Int = 0, firstToEnd: RiskAcceptance? = nil
  ) {
    self.rows = rows
    self.openCritical = openCritical
    self.acceptedRisks = acceptedRisks
    self.firstToEnd = firstToEnd
  }

  /// One row per area a rule checks or the store has findings of (so an area without findings shows, as Not
  /// reviewed until a screen is reviewed for it), followed by one per audit file.
  ///
  /// One pass over the findings, copying none of them: the TUI computes this again after saved changes.
  public static func make(document: StoreDocument, audits: [AuditDocument]) -> DashboardSummary {
    // Components are reviewed within the screens using them; each area counts the screens reviewed for it.
    let screens = document.reviewableScreens
    let screenCounts = { (area: Category?) in
      (screens.count { (area.map($0.review(for:)) ?? $0.review) == .reviewed }, screens.count)
    }
    let found = Set(document.findings.lazy.filter { !$0.isAuditOnly }.map(\.finding.category))
    let categories = Category.allCases.filter {
      RuleRegistry.categories.contains($0) || found.contains($0)
    }
    var byCategory = [Tally](repeating: Tally(), count: categories.count)
    var byAudit = [Tally](repeating: Tally(), count: audits.count)
    var openCritical = 0
    var open = Tally()
    var acceptedRisks = 0
    var firstToEnd: RiskAcceptance?
    var acceptedByArea: [Category: AcceptedRisks] = [:]
    // Through a buffer pointer, so that each record is read in place rather than copied.
    document.findings.withUnsafeBufferPointer { findings in
      for index in findings.indices {
        let (status, presence) = (findings[index].status, findings[index].presence)
        guard presence != .absent || status.isDone else { continue }
        let severity = findings[index].finding.severity
        if findings[index].finding.rule != FindingRecord.auditOnlyRule,
          let category = categories.firstIndex(of: findings[index].finding.category)
        {
          byCategory[category].add(status: status, presence: presence, severity: severity)
        }
        if let references = findings[index].audit, !references.isEmpty {
          for (number, audit) in audits.enumerated() where references.contains(where: { $0.path == audit.path }) {
            byAudit[number].add(status: status, presence: presence, severity: severity)
          }
        }
        open.add(status: status, presence: presence, severity: severity)
        if FindingRecord.isOpenViolation(status: status, presence: presence) && severity == .critical {
          openCritical += 1
        }
        if status == .acceptedRisk {
          acceptedRisks += 1
          if let acceptance = findings[index].acceptance, firstToEnd.map({ acceptance.until < $0.until }) ?? true {
            firstToEnd = acceptance
          }
          acceptedByArea[findings[index].finding.category, default: AcceptedRisks()].add(findings[index].acceptance)
        }
      }
    }
    var rows: [DashboardRow] = []
    for (index, category) in categories.enumerated() {
      let checklists = audits.filter { $0.category == category }.flatMap(\.checklist)
      rows.append(
        byCategory[index].row(
          source: .category(category), title: category.title,
          checklist: (checklists.filter(\.checked).count, checklists.count), screens: screenCounts(category)))
    }
    for (index, audit) in audits.enumerated() {
      let screenNames = Set(audit.screens.map(\.name))
      let auditScreens = screens.filter {
        screenNames.contains($0.screen.name) || screenNames.contains($0.screen.name + ".swift")
      }
      rows.append(
        byAudit[index].row(
          source: .auditFile(audit.path), title: audit.title, checklist: audit.checklistProgress,
          screens: (
            auditScreens.count { (audit.category.map($0.review(for:)) ?? $0.review) == .reviewed },
            auditScreens.count
          )))
    }
    var summary = DashboardSummary(
      rows: rows, openCritical: openCritical, acceptedRisks: acceptedRisks, firstToEnd: firstToEnd)
    summary.open = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, open.open[$0.rank]) })
    (summary.screensReviewed, summary.screenCount) = (screens.count(where: \.isReviewedForEveryArea), screens.count)
    summary.acceptedByArea = acceptedByArea
    return summary
  }

  /// The row of `category` and those of the audit files at `audits`; the release blocker and the accepted risks count
  /// that area only.
  public func narrowed(to category: Category, audits: Set<String>) -> DashboardSummary {
    let kept = rows.filter { row in
      switch row.source {
      case .category(let area): area == category
      case .auditFile(let path): audits.contains(path)
      }
    }
    let area = kept.first { $0.source == .category(category) }
    let accepted = acceptedByArea[category] ?? AcceptedRisks()
    var summary = DashboardSummary(
      rows: kept, openCritical: area?.open[.critical] ?? 0, acceptedRisks: accepted.count,
      firstToEnd: accepted.firstToEnd)
    summary.open = area?.open ?? Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    (summary.screensReviewed, summary.screenCount) = area.map { $0.screens } ?? (0, screenCount)
    summary.area = category
    summary.acceptedByArea = acceptedByArea.filter { $0.key == category }
    return summary
  }

  /// `307 open: 0 critical, 58 high, 200 medium, 49 low · 0 of 61 screens reviewed`: the open findings by severity,
  /// most severe first, then the screens reviewed (for the narrowed area, when narrowed).
  public var sentence: String {
    let total = open.values.reduce(0, +)
    let severities = Severity.descending.filter { $0 != .none || (open[.none] ?? 0) > 0 }
    let counts =
      total == 0
      ? "No finding open"
      : "\(total) open: " + severities.map { "\(open[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
    let screens =
      screenCount == 0
      ? "no screen recorded to review"
      : "\(screensReviewed) of \(screenCount) screen\(screenCount == 1 ? "" : "s") reviewed"
        + (area.map { " for \($0.title)" } ?? "")
    return "\(counts) · \(screens)"
  }

  /// The findings one row counts.
  private struct Tally {
    /// Open and in-progress violations, by ``Severity/rank``.
    var open = [Int](repeating: 0, count: Severity.allCases.count)
    var fixed = 0
    var total = 0

    mutating func add(status: FixStatus, presence: Presence, severity: Severity) {
      total += 1
      if FindingRecord.isOpenViolation(status: status, presence: presence) { open[severity.rank] += 1 }
      if status == .fixed || status == .verified { fixed += 1 }
    }

    func row(
      source: DashboardRow.Source, title: String, checklist: (Int, Int), screens: (Int, Int)
    ) -> DashboardRow {
      let open = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, self.open[$0.rank]) })
      return DashboardRow(
        source: source, title: title, passed: self.open.allSatisfy { $0 == 0 }, open: open, fixed: fixed,
        total: total, checklist: checklist, screens: screens)
    }
  }
}
