/// One row of the dashboard: an accessibility area of the scan, or an imported audit file.
public struct DashboardRow: Equatable, Sendable {
  /// What the row summarises.
  public enum Source: Equatable, Sendable {
    /// The scan's findings of one area.
    case category(Category)
    /// An audit, plan or checklist file (path relative to the root).
    case auditFile(String)
  }

  public var source: Source
  public var title: String
  /// True when nothing is left open (no open or in-progress violation).
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

  public static func == (lhs: DashboardRow, rhs: DashboardRow) -> Bool {
    lhs.source == rhs.source && lhs.title == rhs.title && lhs.passed == rhs.passed && lhs.open == rhs.open
      && lhs.fixed == rhs.fixed && lhs.total == rhs.total && lhs.checklist == rhs.checklist
      && lhs.screens == rhs.screens
  }

  /// Open findings of every severity.
  public var openCount: Int { open.values.reduce(0, +) }
}

/// The dashboard's figures, derived from the store and the audit files.
public struct DashboardSummary: Equatable, Sendable {
  public var rows: [DashboardRow]
  /// Open critical findings over the whole project: a release blocker while above zero.
  public var openCritical: Int

  /// One row per area (always all four, so an area without rules or findings shows as passing) followed
  /// by one per audit file.
  public static func make(document: StoreDocument, audits: [AuditDocument]) -> DashboardSummary {
    let present = document.findings.filter { $0.presence != .absent || $0.status.isDone }
    let screens = document.screens.filter(\.present)
    let screenCounts = (screens.filter { $0.review == .reviewed }.count, screens.count)
    var rows: [DashboardRow] = []
    for category in Category.allCases {
      let records = present.filter { $0.finding.category == category && !$0.isAuditOnly }
      let checklists = audits.filter { $0.category == category }.flatMap(\.checklist)
      rows.append(
        row(
          source: .category(category), title: category.title, records: records,
          checklist: (checklists.filter(\.checked).count, checklists.count), screens: screenCounts))
    }
    for audit in audits {
      let records = present.filter { record in
        record.audit?.contains { $0.path == audit.path } ?? false
      }
      let screenNames = Set(audit.screens.map(\.name))
      let auditScreens = screens.filter {
        screenNames.contains($0.screen.name) || screenNames.contains($0.screen.name + ".swift")
      }
      rows.append(
        row(
          source: .auditFile(audit.path), title: audit.title, records: records,
          checklist: audit.checklistProgress,
          screens: (auditScreens.filter { $0.review == .reviewed }.count, auditScreens.count)))
    }
    let openCritical = present.filter {
      !$0.status.isDone && $0.presence == .violation && $0.finding.severity == .critical
    }
    .count
    return DashboardSummary(rows: rows, openCritical: openCritical)
  }

  private static func row(
    source: DashboardRow.Source, title: String, records: [FindingRecord], checklist: (Int, Int),
    screens: (Int, Int)
  ) -> DashboardRow {
    var open = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    for record in records where !record.status.isDone && record.presence == .violation {
      open[record.finding.severity, default: 0] += 1
    }
    let fixed = records.filter { $0.status == .fixed || $0.status == .verified }.count
    return DashboardRow(
      source: source, title: title, passed: open.values.allSatisfy { $0 == 0 }, open: open, fixed: fixed,
      total: records.count, checklist: checklist, screens: screens)
  }
}
