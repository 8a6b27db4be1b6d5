import A11yAuditModel
import A11yAuditReports
import A11yAuditScanner
import A11yAuditStore
import Foundation

/// The forms `a11y-audit report` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// A Markdown audit in the shape of a hand-written accessibility audit, of the whole app or of one area.
  case markdown
  /// The JSON report (``JSONReport``).
  case json
  /// SARIF 2.1.0, for code scanning.
  case sarif
  /// `path:line:col: level: message [rule]` lines, as compilers print them.
  case xcode
  /// An Accessibility Conformance Report in Markdown, in the shape of the VPAT 2.5 WCAG edition.
  case acr
  /// The same report as OpenACR YAML (catalog `2.5-edition-wcag-2.2-508-en`).
  case openacr
  /// One self-contained, accessible HTML page (``HTMLReport``): dashboard cards, a chart, the sortable and filterable
  /// findings table, and the audit files with their checklists.
  case html
}

/// What to report, and how.
public struct ReportRequest: Sendable {
  public var format: ReportFormat
  /// The area reported on; every area when nil (the Markdown audit is then the whole app's).
  public var category: Category?
  /// App name for the title of the Markdown audit, the conformance report and the HTML page (default: the root's name).
  public var appName: String?
  /// Whether the scan is merged into the store or only reads it (statuses and notes then come from it), or neither.
  public var store: StoreUse
  /// The date the Markdown audit is dated.
  public var date: Date
  /// The highest WCAG level a conformance report covers (A and AA by default).
  public var level: SuccessCriterion.Level
  /// The VPAT 2.5 edition a conformance report is written in (WCAG 2.2 alone by default).
  public var edition: ACREdition = .wcag
  /// Version, description, vendor and contact for a conformance report (its name is ``appName``).
  public var product: ProductInfo?
  /// Which findings the report covers (new since a baseline, on changed lines); the store keeps every finding.
  public var scope: ReportScope

  /// A request for `format`.
  public init(
    format: ReportFormat, category: Category? = nil, appName: String? = nil, store: StoreUse = .record,
    date: Date = Date(), level: SuccessCriterion.Level = .aa, edition: ACREdition = .wcag, product: ProductInfo? = nil,
    scope: ReportScope = ReportScope()
  ) {
    self.edition = edition
    self.scope = scope
    self.format = format
    self.category = category
    self.appName = appName
    self.store = store
    self.date = date
    self.level = level
    self.product = product
  }
}

/// A written report: its bytes, the scan it reports and the typed findings it was written from.
public struct ReportOutput: Sendable {
  /// The report in the request's format.
  public var data: Data
  public var outcome: ScanOutcome
  /// The JSON report of the scan narrowed to the request's scope, of every area (a report of one area writes a part
  /// of it): what the gate checks.
  public var report: JSONReport
}

extension AuditSession {
  /// Scans (into the store unless the request says not to) and writes the report; returns its bytes, the scan and
  /// the report it was written from.
  public func report(_ request: ReportRequest) throws -> ReportOutput {
    let outcome = try scan(request.store)
    let whole = outcome.report(scope: request.scope, includePassing: request.format == .markdown)
    var report = whole
    if let category = request.category, request.format != .markdown { report = report.filtered(to: category) }
    let data: Data
    switch request.format {
    case .markdown:
      let appName = request.appName ?? root.name
      let files = outcome.scan.files
      data = Data(
        (request.category.map {
          MarkdownAuditReport.render(report, category: $0, files: files, appName: appName, date: request.date)
        } ?? MarkdownAuditReport.render(report, files: files, appName: appName, date: request.date)).utf8)
    case .json: data = try report.encoded()
    case .sarif:
      data = try SARIFReport.make(
        report, toolVersion: ToolVersion.current, source: sourceRoot(),
        automationID: "a11y-audit/\(request.category?.rawValue ?? "all")/")
    case .xcode: data = Data(XcodeReport.render(report).utf8)
    case .html:
      let document = storeOrUnrecorded(outcome, at: request.date)
      var dashboard = DashboardSummary.make(document: document, audits: outcome.audits.documents)
      var audits = outcome.audits.documents
      if let category = request.category {
        audits.removeAll { $0.category != category }
        dashboard = dashboard.narrowed(to: category, audits: Set(audits.map(\.path)))
      }
      data = Data(
        HTMLReport.render(
          HTMLReport.Content(
            report: report, dashboard: dashboard, audits: audits, appName: request.appName ?? root.name,
            date: request.date,
            labels: LabelReadiness.make(
              document: document, rules: try enabledRuleIDs(), video: VideoPresence(scan: outcome.scan),
              device: .iPhone),
            trend: OpenFindingsTrend.make(document: document, category: request.category))
        ).utf8)
    case .acr, .openacr:
      var product = request.product ?? ProductInfo(name: root.name)
      product.name = request.appName ?? request.product?.name ?? root.name
      let evidence = try conformanceEvidence(
        document: storeOrUnrecorded(outcome, at: request.date), audits: outcome.audits,
        files: outcome.scan.files.count, level: request.level, product: product, edition: request.edition)
      data =
        request.format == .acr
        ? Data(ACRMarkdownReport.render(evidence, date: request.date).utf8)
        : Data(try OpenACRReport.render(evidence, date: request.date).utf8)
    }
    return ReportOutput(data: data, outcome: outcome, report: whole)
  }

  /// The store the scan was recorded in or read from; without one, the scan as a new store would record it (every
  /// violation open, every screen unreviewed).
  func storeOrUnrecorded(_ outcome: ScanOutcome, at date: Date) -> StoreDocument {
    if let document = outcome.document { return document }
    var unrecorded = StoreDocument()
    ScanMerger.merge(outcome.scan, into: &unrecorded, at: date)
    return unrecorded
  }

  /// Where the app stands against WCAG 2.2 by the store and the audit files as they are now (no scan).
  public func conformance(upTo level: SuccessCriterion.Level = .aa) throws -> ConformanceAssessment {
    ConformanceAssessment.make(
      document: try loadStore(), audits: audits().documents, rules: try enabledRuleIDs(), upTo: level)
  }

  /// The ids of the rules `.a11y-audit.yml` lets run.
  public func enabledRuleIDs() throws -> [String] {
    try scanner.projectConfiguration(folder: root.folder).enabled(scanner.rules).map { $0.description.id }
  }

  private func conformanceEvidence(
    document: StoreDocument, audits: AuditCatalog, files: Int, level: SuccessCriterion.Level, product: ProductInfo,
    edition: ACREdition
  ) throws -> ConformanceEvidence {
    let rules = try enabledRuleIDs()
    let screens = document.reviewableScreens
    let assessment = ConformanceAssessment.make(
      document: document, audits: audits.documents, rules: rules, upTo: max(level, .aa))
    var evidence = ConformanceEvidence(
      assessment: ConformanceAssessment(criteria: assessment.criteria.filter { $0.criterion.level <= level }),
      product: product, ruleCount: rules.count, fileCount: files, auditFiles: audits.documents.map(\.path),
      screens: screens.count,
      screensReviewed: screens.count(where: \.isReviewedForEveryArea),
      level: level, toolVersion: ToolVersion.current)
    evidence.reviewedByArea = Category.allCases.compactMap { area in
      let reviewed = screens.count { $0.review(for: area) == .reviewed }
      return reviewed == 0 ? nil : (area, reviewed)
    }
    evidence.edition = edition
    evidence.chapters = ChapterAssessment.make(edition: edition, assessment: assessment, document: document)
    return evidence
  }

  /// The repository the root is in (its top folder and the path down to the root's folder), for repository-relative
  /// paths in SARIF; the root's folder itself outside a git repository.
  func sourceRoot() -> SARIFReport.SourceRoot {
    guard let repository = try? GitRepository(containing: root.folder) else {
      return SARIFReport.SourceRoot(folder: root.folder)
    }
    let top = repository.top.resolvingSymlinksInPath().standardizedFileURL.path
    let folder = root.folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard let prefix = AuditRoot.relativePath(of: folder, inside: top, orFolder: true) else {
      return SARIFReport.SourceRoot(folder: root.folder)
    }
    return SARIFReport.SourceRoot(folder: repository.top, prefix: prefix)
  }

  /// The store's counts by status, severity and area; zero counts when there is no store yet.
  public func storeSummary() throws -> StoreSummary {
    StoreSummary(root: root.path, store: store, document: try loadStore())
  }

  /// Every file's animation sites (the store is neither read nor written).
  public func inventory() throws -> InventoryReport {
    InventoryReport(try scan(.ignore).scan)
  }
}

extension MergeSummary {
  /// `Store PATH: 3 new, 1 verified, 0 reopened.`
  public func sentence(store: Store) -> String {
    "Store \(store.path): \(added) new, \(verified) verified, \(reopened) reopened"
      + (expired == 0 ? "." : ", \(expired) accepted risk\(expired == 1 ? "" : "s") expired and reopened.")
  }
}
