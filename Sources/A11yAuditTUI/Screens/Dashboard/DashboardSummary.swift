import A11yAuditKit

/// One row of the dashboard: an accessibility area of the scan, or an imported audit file.
struct DashboardRow: Equatable, Sendable {
  /// What the row summarises.
  enum Source: Equatable, Sendable {
    /// The scan's findings of one area.
    case category(A11yAuditKit.Category)
    /// An audit, plan or checklist file (path relative to the root).
    case auditFile(String)
  }

  var source: Source
  var title: String
  /// True when nothing is left open (no open or in-progress violation).
  var passed: Bool
  /// Open and in-progress findings per severity, every severity present.
  var open: [Severity: Int]
  /// Fixed plus verified findings.
  var fixed: Int
  /// All findings the row counts (violations of any status).
  var total: Int
  /// Checklist items ticked and in all.
  var checklist: (checked: Int, total: Int)
  /// App screens reviewed and in all.
  var screens: (reviewed: Int, total: Int)

  static func == (lhs: DashboardRow, rhs: DashboardRow) -> Bool {
    lhs.source == rhs.source && lhs.title == rhs.title && lhs.passed == rhs.passed && lhs.open == rhs.open
      && lhs.fixed == rhs.fixed && lhs.total == rhs.total && lhs.checklist == rhs.checklist
      && lhs.screens == rhs.screens
  }

  /// Open findings of every severity.
  var openCount: Int { open.values.reduce(0, +) }
}

/// The dashboard's figures, derived from the store and the audit files.
struct DashboardSummary: Equatable, Sendable {
  var rows: [DashboardRow]
  /// Open critical findings over the whole project: a release blocker while above zero.
  var openCritical: Int
  /// Findings the team ships with for now, and the acceptance that ends first.
  var acceptedRisks = 0
  var firstToEnd: RiskAcceptance?

  /// One row per area (always all four, so an area without rules or findings shows as passing) followed
  /// by one per audit file.
  ///
  /// One pass over the findings, copying none of them: the TUI computes this again after saved changes.
  static func make(document: StoreDocument, audits: [AuditDocument]) -> DashboardSummary {
    let screens = document.screens.filter(\.present)
    let screenCounts = (screens.filter { $0.review == .reviewed }.count, screens.count)
    let found = Set(document.findings.lazy.filter { !$0.isAuditOnly }.map(\.finding.category))
    let categories = A11yAuditKit.Category.allCases.filter {
      RuleRegistry.categories.contains($0) || found.contains($0)
    }
    var byCategory = [Tally](repeating: Tally(), count: categories.count)
    var byAudit = [Tally](repeating: Tally(), count: audits.count)
    var openCritical = 0
    var acceptedRisks = 0
    var firstToEnd: RiskAcceptance?
    // Through a buffer pointer, so that each record is read in place rather than copied.
    document.findings.withUnsafeBufferPointer { findings in
      for index in findings.indices {
        let (status, presence) = (findings[index].status, findings[index].presence)
        guard presence != .absent || status.isDone else { continue }
        let severity = findings[index].finding.severity
        if findings[index].finding.rule != AuditLinker.auditOnlyRule,
          let category = categories.firstIndex(of: findings[index].finding.category)
        {
          byCategory[category].add(status: status, presence: presence, severity: severity)
        }
        if let references = findings[index].audit, !references.isEmpty {
          for (number, audit) in audits.enumerated() where references.contains(where: { $0.path == audit.path }) {
            byAudit[number].add(status: status, presence: presence, severity: severity)
          }
        }
        if !status.isDone && presence == .violation && severity == .critical { openCritical += 1 }
        if status == .acceptedRisk {
          acceptedRisks += 1
          if let acceptance = findings[index].acceptance, firstToEnd.map({ acceptance.until < $0.until }) ?? true {
            firstToEnd = acceptance
          }
        }
      }
    }
    var rows: [DashboardRow] = []
    for (index, category) in categories.enumerated() {
      let checklists = audits.filter { $0.category == category }.flatMap(\.checklist)
      rows.append(
        byCategory[index].row(
          source: .category(category), title: category.title,
          checklist: (checklists.filter(\.checked).count, checklists.count), screens: screenCounts))
    }
    for (index, audit) in audits.enumerated() {
      let screenNames = Set(audit.screens.map(\.name))
      let auditScreens = screens.filter {
        screenNames.contains($0.screen.name) || screenNames.contains($0.screen.name + ".swift")
      }
      rows.append(
        byAudit[index].row(
          source: .auditFile(audit.path), title: audit.title, checklist: audit.checklistProgress,
          screens: (auditScreens.filter { $0.review == .reviewed }.count, auditScreens.count)))
    }
    return DashboardSummary(
      rows: rows, openCritical: openCritical, acceptedRisks: acceptedRisks, firstToEnd: firstToEnd)
  }

  /// The findings one row counts.
  private struct Tally {
    /// Open and in-progress violations, by ``Severity/rank``.
    var open = [Int](repeating: 0, count: Severity.allCases.count)
    var fixed = 0
    var total = 0

    mutating func add(status: FixStatus, presence: Presence, severity: Severity) {
      total += 1
      if !status.isDone && presence == .violation { open[severity.rank] += 1 }
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
