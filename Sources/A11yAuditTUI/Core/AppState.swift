import A11yAuditKit

/// Everything the TUI shows, as plain values. ``update(_:_:)`` changes it; ``render(_:)`` draws it.
struct AppState: Equatable, Sendable {
  /// Screens from the root tab to the one shown.
  var routes: [Route] = [.findings]
  /// Every finding of the store, in the order of ``sort``.
  var findings: [FindingRecord] = [] { didSet { refresh(.findings) } }
  /// The app's screens from the store, with their review state.
  var screens: [ScreenRecord] = [] { didSet { refresh(.screens) } }
  /// The audit files read from the root.
  var audits = AuditSet() { didSet { refresh(.audits) } }
  /// What the findings list shows.
  var filter = FindingFilter() { didSet { refresh(.filter) } }
  /// How the findings list is ordered and grouped.
  var sort = SortOrder.severity {
    didSet {
      findings = FindingOrder.sorted(findings, by: sort)
    }
  }
  /// The last search typed after `/`, for `n` and `N`.
  var search = ""
  /// Selection and scroll of the findings list (an index into ``visibleFindings``).
  var list = ListPosition()
  /// Selection and scroll of the other lists, by tab.
  var dashboardList = ListPosition()
  var auditsList = ListPosition()
  var screensList = ListPosition()
  var checklistList = ListPosition()
  var reviewList = ListPosition()
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
    findings: [FindingRecord] = [], screens: [ScreenRecord] = [], audits: [AuditDocument] = [], rootName: String,
    size: Size, prefs: DisplayPrefs, route: Route = .findings
  ) {
    self.rootName = rootName
    self.size = size
    self.prefs = prefs
    self.findings = FindingOrder.sorted(findings)
    self.screens = screens
    self.audits = AuditSet(audits)
    routes = [route]
    refresh(.findings)
    prepareForRender()
  }

  /// Replaces every finding (sorted by ``sort``) and recomputes what derives from them.
  ///
  /// When only statuses, notes or history changed (a saved change), the order is kept without sorting again.
  mutating func setFindings(_ records: [FindingRecord]) {
    if sort != .status, records.count == findings.count {
      var position: [String: Int] = [:]
      position.reserveCapacity(records.count)
      for index in records.indices { position[records[index].id] = index }
      var reordered: [FindingRecord] = []
      reordered.reserveCapacity(records.count)
      for index in findings.indices {
        guard let new = position[findings[index].id], records[new].finding == findings[index].finding else { break }
        reordered.append(records[new])
      }
      if reordered.count == records.count {
        findings = reordered
        return
      }
    }
    findings = FindingOrder.sorted(records, by: sort)
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
    }
  }

  /// Findings the filter lets through, in list order.
  var visibleFindings: [FindingRecord] { cache.visible }

  /// The finding selected in the list, if there is one.
  var selectedFinding: FindingRecord? {
    cache.visible.indices.contains(list.selected) ? cache.visible[list.selected] : nil
  }

  /// Index of the finding with `id` in ``findings``.
  func index(ofFinding id: String) -> Int? { cache.findingIndex[id] }

  /// Position of the finding with `id` in ``visibleFindings``.
  func visiblePosition(ofFinding id: String) -> Int? { cache.visiblePosition[id] }

  /// The finding with `id`.
  func record(_ id: String) -> FindingRecord? { index(ofFinding: id).map { findings[$0] } }

  // MARK: - Derived data

  /// Derived lists. Equal whenever compared: they are a function of the state's other fields.
  struct Cache: Equatable, Sendable {
    var visible: [FindingRecord] = []
    var ids: [String] = []
    var findingIndex: [String: Int] = [:]
    var visiblePosition: [String: Int] = [:]
    var layout = FindingsListLayout(findings: [], sort: .severity)
    var dashboard = DashboardSummary.make(document: StoreDocument(), audits: [])
    var openByFile: [String: Int] = [:]
    var findingsByFile: [String: [Int]] = [:]
    var screenRows: [ScreenRow] = []
    var checklistRows: [ChecklistRow] = []
    /// Whether ``dashboard`` must be computed again before the dashboard is shown.
    var dashboardIsStale = true
    var counts = FindingCounts([FindingRecord]())
    var statusCounts = ""

    static func == (lhs: Cache, rhs: Cache) -> Bool { true }
  }

  /// Computes what the shown screen needs and is not kept up to date on every change (the dashboard rows,
  /// which only the dashboard shows). ``update(_:_:)`` calls it after every message.
  mutating func prepareForRender() {
    guard route == .dashboard, cache.dashboardIsStale else { return }
    var cache = self.cache
    self.cache = Cache()
    cache.dashboard = DashboardSummary.make(
      document: StoreDocument(findings: findings, screens: screens), audits: audits.documents)
    cache.dashboardIsStale = false
    self.cache = cache
  }

  /// What changed, so only what depends on it is computed again.
  private enum Change {
    case findings
    case filter
    case screens
    case audits
  }

  private mutating func refresh(_ change: Change) {
    var cache = self.cache
    self.cache = Cache()
    if change == .findings {
      let sameIDs =
        cache.ids.count == findings.count && zip(cache.ids, findings).allSatisfy { $0 == $1.id }
      if !sameIDs {
        cache.ids = findings.map(\.id)
        cache.findingIndex = [:]
        cache.findingIndex.reserveCapacity(findings.count)
        cache.findingsByFile = [:]
        for (index, record) in findings.enumerated() {
          cache.findingIndex[record.id] = index
          cache.findingsByFile[record.finding.file, default: []].append(index)
        }
      }
      cache.openByFile = [:]
      for record in findings where !record.status.isDone && record.presence == .violation {
        cache.openByFile[record.finding.file, default: 0] += 1
      }
      cache.counts = FindingCounts(findings)
      cache.statusCounts = ChromeView.statusCounts(findings)
    }
    if change == .findings || change == .filter {
      if filter.isEmpty {
        cache.visible = findings
        cache.visiblePosition = cache.findingIndex
      } else {
        cache.visible = findings.filter(filter.admits)
        cache.visiblePosition = [:]
        for (position, record) in cache.visible.enumerated() { cache.visiblePosition[record.id] = position }
      }
      cache.layout = FindingsListLayout(findings: cache.visible, sort: sort)
    }
    if change != .filter { cache.dashboardIsStale = true }
    if change == .findings || change == .screens {
      cache.screenRows = ScreenRow.rows(screens, openByFile: cache.openByFile)
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
