import A11yAuditKit

/// Everything the TUI shows, as plain values. ``update(_:_:)`` changes it; ``render(_:)`` draws it.
struct AppState: Equatable, Sendable {
  /// Screens from the root tab to the one shown.
  var routes: [Route] = [.findings]
  /// Every finding of the store with what the lists order them by; ``findings`` are its records.
  private(set) var table = FindingTable()
  /// The app's screens from the store, with their review state.
  var screens: [ScreenRecord] = [] { didSet { refresh(.screens) } }
  /// The audit files read from the root.
  var audits = AuditSet() { didSet { refresh(.audits) } }
  /// What reviewers concluded about WCAG criteria, from the store.
  var criterionReviews: [CriterionReview] = [] { didSet { takeInReviews() } }
  /// What reviewers concluded about the Accessibility Nutrition Labels, from the store.
  var featureDeclarations: [FeatureDeclaration] = [] { didSet { takeInDeclarations() } }
  /// The device the labels screen shows.
  var labelsDevice = DeviceFamily.iPhone { didSet { takeInDeclarations() } }
  /// What the latest scan saw of video; nil until the TUI scans (Captions then say a rescan tells).
  var video: VideoPresence? { didSet { cache.labelsAreStale = true } }
  /// Who records conclusions on the labels screen (`A11Y_AUDIT_USER`, else git's `user.name`, else the login).
  var reviewer = ""
  /// The rules the configuration enables, which decide what the conformance screen counts as tested.
  var enabledRules: [String] {
    didSet {
      cache.conformanceIsStale = true
      cache.labelsAreStale = true
    }
  }
  /// What the findings list shows.
  var filter = FindingFilter() { didSet { refresh(.filter) } }
  /// How the findings list is ordered and grouped.
  var sort = SortOrder.severity { didSet { refresh(.order) } }
  /// The last search typed after `/`, for `n` and `N`.
  var search = ""
  /// Findings marked for a bulk change (`m`, `M`), by id: the status keys of the list apply to all of them.
  var marked: Set<String> = []
  /// Whether false positive, won't fix and accepted risk ask for the reason (`.a11y-audit.yml` `require_reason`).
  var requiresReason = true
  /// Selection and scroll of the findings list (an index into ``visibleFindings``).
  var list = ListPosition()
  /// Selection and scroll of the other lists, by tab.
  var dashboardList = ListPosition()
  var auditsList = ListPosition()
  var screensList = ListPosition()
  /// The area a screen review is for: `r` on the review screen marks the screen reviewed for it.
  var reviewArea = Category.reduceMotion { didSet { refresh(.reviewArea) } }
  /// Whether the review screen lists the findings of the areas not in focus (folded under one line otherwise).
  var reviewShowsOtherAreas = false
  var checklistList = ListPosition()
  var reviewList = ListPosition()
  var conformanceList = ListPosition()
  var labelsList = ListPosition()
  /// First line shown of the detail screen.
  var detailOffset = 0
  /// The file of the finding shown in detail, as read from disk (path relative to the root, lines).
  var source: SourceText?
  /// Layer over the screen, if open.
  var overlay: Overlay?
  /// The line being typed, if any.
  var input: InputLine?
  /// Changes `u` can take back, the latest last.
  var undo: [UndoEntry] = []
  /// What just happened, in words.
  var message: StatusMessage?
  var size: Size
  var prefs: DisplayPrefs
  /// Name of the audited folder, shown in the header.
  var rootName: String
  /// Lists, groups and dashboard rows derived from the fields above; recomputed when they change, never per frame.
  private(set) var cache = Cache()

  init(
    findings: [FindingRecord] = [], screens: [ScreenRecord] = [], audits: [AuditDocument] = [],
    criterionReviews: [CriterionReview] = [], enabledRules: [String] = RuleRegistry.all.map { $0.description.id },
    rootName: String, size: Size, prefs: DisplayPrefs, route: Route = .findings
  ) {
    self.enabledRules = enabledRules
    self.criterionReviews = criterionReviews
    self.rootName = rootName
    self.size = size
    self.prefs = prefs
    table = FindingTable(findings)
    self.screens = screens
    self.audits = AuditSet(audits)
    routes = [route]
    refresh(.findings)
    prepareForRender()
  }

  /// Every finding of the store, in the store's order (``visibleFindings`` is the list's order).
  var findings: [FindingRecord] { table.records }

  /// Takes in the store's findings and works out again only what their changes touch.
  ///
  /// A saved change of status, notes or history updates the records in place; the orders, filters and counts
  /// are passes over integers. Only findings that came, went or changed their site index everything again.
  mutating func setFindings(_ records: [FindingRecord]) {
    var table = self.table
    self.table = FindingTable()
    let replacement = table.replace(with: records)
    self.table = table
    switch replacement {
    case .unchanged: break
    case .updated(let changes): refresh(.statuses, changes: changes)
    case .rebuilt: refresh(.findings)
    }
  }

  /// The screen shown.
  var route: Route { routes.last ?? .findings }

  /// The scope keys are read in now.
  var scope: KeyScope {
    if size.isTooSmall { return .tooSmall }
    if input != nil { return .input }
    switch overlay {
    case .help: return .help
    case .confirmFix: return .confirmFix
    case nil: break
    }
    switch route {
    case .dashboard: return .dashboard
    case .audits: return .audits
    case .findings: return .findingsList
    case .detail: return .detail
    case .screens: return .screens
    case .review: return .review
    case .checklists: return .checklists
    case .conformance: return .conformance
    case .labels: return .labels
    }
  }

  /// Findings the filter lets through, in list order.
  var visibleFindings: FindingList { FindingList(records: table.records, order: cache.visible) }

  /// The finding selected in the list, if there is one.
  var selectedFinding: FindingRecord? {
    cache.visible.indices.contains(list.selected) ? table.records[cache.visible[list.selected]] : nil
  }

  /// Index of the finding with `id` in ``findings``.
  func index(ofFinding id: String) -> Int? { table.position[id] }

  /// Position of the finding with `id` in ``visibleFindings``.
  func visiblePosition(ofFinding id: String) -> Int? {
    guard let index = table.position[id], cache.visiblePosition.indices.contains(index) else { return nil }
    let position = cache.visiblePosition[index]
    return position < 0 ? nil : position
  }

  /// Findings in the file at `path`, in list order (filtered or not).
  func findings(inFile path: String) -> [FindingRecord] {
    guard let file = table.fileNumbers[path] else { return [] }
    let members = table.byPlace[table.placesOfFile[file]]
    return members.sorted { cache.rank[$0] < cache.rank[$1] }.map { table.records[$0] }
  }

  /// Open findings in the file at `path`, as the screens list counts them.
  func openCount(inFile path: String) -> Int {
    table.fileNumbers[path].map { cache.openByFile[$0] } ?? 0
  }

  /// The finding with `id`.
  func record(_ id: String) -> FindingRecord? { index(ofFinding: id).map { findings[$0] } }

  // MARK: - Derived data

  /// Derived lists. Equal whenever compared: they are a function of the state's other fields.
  struct Cache: Equatable, Sendable {
    /// Every record (an index into ``findings``) in the order of ``sort``.
    var order: [Int] = []
    /// For each record, its position in ``order``.
    var rank: [Int] = []
    /// The records the filter lets through, in the order of ``sort``.
    var visible: [Int] = []
    /// For each record, its position in ``visible``, or -1 when the filter hides it.
    var visiblePosition: [Int] = []
    var layout = FindingsListLayout(findings: FindingList(), sort: .severity)
    var dashboard = DashboardSummary.make(document: StoreDocument(), audits: [])
    /// Open violations per file, by the file's number in the table.
    var openByFile: [Int] = []
    var screenRows: [ScreenRow] = []
    /// The views and findings (ids of ``findings``) no screen reaches, reviewed as one group after the screens.
    var notOnAnyScreen = NotOnAnyScreen()
    /// The findings of each screen: a function of the screens and the findings' sites, not of their triage.
    var findingsByScreen = ScreenFindings(screens: [], findings: [])
    var checklistRows: [ChecklistRow] = []
    /// Whether ``dashboard`` must be computed again before the dashboard is shown.
    var dashboardIsStale = true
    /// Where the app stands on each criterion of Levels A and AA: computed again after the store's findings,
    /// screens or audit files change (``conformanceIsStale``), changed row by row when findings change their triage.
    var conformance = ConformanceAssessment(criteria: [])
    var conformanceIsStale = true
    /// Which labels the app can claim on ``labelsDevice``, kept up to date as ``conformance`` is.
    var labels = LabelReadiness(device: .iPhone, features: [])
    var labelsAreStale = true
    var counts = FindingCounts(total: 0, open: 0)
    var statusCounts = ""

    static func == (lhs: Cache, rhs: Cache) -> Bool { true }
  }

  /// Computes what the last message left stale: the conformance assessment and the labels' readiness after the
  /// store's findings, screens or audit files changed (whichever screen is shown, so that switching to them costs
  /// nothing), and the dashboard rows when the dashboard is shown. ``update(_:_:)`` calls it after every message.
  mutating func prepareForRender() {
    if cache.conformanceIsStale {
      var cache = self.cache
      self.cache = Cache()
      cache.conformance = ConformanceAssessment.make(
        document: StoreDocument(findings: findings, screens: screens, criterionReviews: criterionReviews),
        audits: audits.documents, rules: enabledRules)
      cache.conformanceIsStale = false
      self.cache = cache
      if route == .conformance {
        conformanceList = ListNavigation.fit(
          conformanceList, in: ConformanceLayout.make(self), height: PageLayout.bodyHeight(size))
      }
    }
    if cache.labelsAreStale {
      var cache = self.cache
      self.cache = Cache()
      cache.labels = LabelReadiness.make(
        document: StoreDocument(findings: findings, screens: screens, featureDeclarations: featureDeclarations),
        rules: enabledRules, video: video, device: labelsDevice)
      cache.labelsAreStale = false
      self.cache = cache
      if route == .labels {
        labelsList = ListNavigation.fit(labelsList, in: LabelsLayout.make(self), height: PageLayout.bodyHeight(size))
      }
    }
    guard route == .dashboard, cache.dashboardIsStale else { return }
    var cache = self.cache
    self.cache = Cache()
    cache.dashboard = DashboardSummary.make(
      document: StoreDocument(findings: findings, screens: screens), audits: audits.documents)
    cache.dashboardIsStale = false
    self.cache = cache
    dashboardList = ListNavigation.fit(
      dashboardList, in: DashboardLayout.make(self), height: PageLayout.bodyHeight(size))
  }

  /// Takes the reviewers' levels into the conformance assessment, row by row.
  private mutating func takeInReviews() {
    guard !cache.conformanceIsStale else { return }
    cache.conformance.update(reviewsOf: StoreDocument(criterionReviews: criterionReviews))
  }

  /// Takes the reviewers' conclusions on ``labelsDevice`` into the labels' readiness, feature by feature.
  private mutating func takeInDeclarations() {
    guard !cache.labelsAreStale else { return }
    cache.labels.update(declarationsOf: StoreDocument(featureDeclarations: featureDeclarations), device: labelsDevice)
  }

  /// What changed, so only what depends on it is computed again.
  private enum Change {
    /// Findings came, went or changed their site.
    case findings
    /// Statuses, notes, history or presence changed in place.
    case statuses
    case order
    case filter
    case screens
    /// The area the review screen is for.
    case reviewArea
    case audits
  }

  /// Works out again what `change` touches; `changes` are the findings a ``Change/statuses`` change changed.
  private mutating func refresh(_ change: Change, changes: [FindingChange] = []) {
    var cache = self.cache
    self.cache = Cache()
    let records = table.records
    if change == .findings || change == .statuses {
      var open = [Int](repeating: 0, count: table.files.count)
      var byStatus = [Int](repeating: 0, count: FixStatus.allCases.count)
      var openCount = 0
      records.withUnsafeBufferPointer { records in
        for index in records.indices {
          let status = records[index].status
          byStatus[FindingOrder.statusRank(status)] += 1
          if status == .open { openCount += 1 }
          if records[index].isOpenViolation { open[table.fileOfRecord[index]] += 1 }
        }
      }
      cache.openByFile = open
      cache.counts = FindingCounts(total: records.count, open: openCount)
      cache.statusCounts = ChromeView.statusCounts(byStatus: byStatus)
    }
    let reorder = change == .findings || change == .order || (change == .statuses && sort == .status)
    if reorder {
      cache.order = table.order(by: sort)
      cache.rank = [Int](repeating: 0, count: records.count)
      for (position, record) in cache.order.enumerated() { cache.rank[record] = position }
    }
    if reorder || change == .statuses || change == .filter {
      if filter.isEmpty {
        cache.visible = cache.order
      } else {
        let filter = self.filter
        cache.visible = records.withUnsafeBufferPointer { records in
          cache.order.filter { filter.admits(records.baseAddress! + $0) }
        }
      }
      cache.visiblePosition = [Int](repeating: -1, count: records.count)
      for (position, record) in cache.visible.enumerated() { cache.visiblePosition[record] = position }
      cache.layout = FindingsListLayout(records: records, order: cache.visible, sort: sort)
    }
    if change == .findings || change == .statuses || change == .screens || change == .audits {
      cache.dashboardIsStale = true
    }
    if change == .findings || change == .screens {
      cache.findingsByScreen = ScreenFindings(screens: screens, records: records)
    }
    if change == .findings || change == .screens || change == .audits {
      cache.conformanceIsStale = true
      cache.labelsAreStale = true
    }
    if change == .statuses {
      if !cache.conformanceIsStale {
        cache.conformance.update(with: changes, screens: screens, findingsByScreen: cache.findingsByScreen)
      }
      if !cache.labelsAreStale {
        cache.labels.update(with: changes, screens: screens, findingsByScreen: cache.findingsByScreen)
      }
    }
    if change == .findings || change == .statuses || change == .screens || change == .reviewArea {
      // Open violations of each screen: its own declaration's and its components' (see ``ScreenFindings``); what no
      // screen holds is the Not on any screen group's.
      let byScreen = cache.findingsByScreen
      let open = Set(records.lazy.filter(\.isOpenViolation).map(\.id))
      cache.notOnAnyScreen = byScreen.notOnAnyScreen
      cache.screenRows = ScreenRow.rows(
        screens, openByScreen: byScreen.byScreen.mapValues { $0.count(where: open.contains) }, area: reviewArea)
    }
    if change == .audits || cache.checklistRows.isEmpty {
      cache.checklistRows = ChecklistRow.rows(audits.checklistItems)
    }
    self.cache = cache
  }
}

/// A source file as read from disk for the detail screen.
struct SourceText: Equatable, Sendable {
  /// Path relative to the root, as the finding names it.
  var file: String
  var lines: [String]
}
