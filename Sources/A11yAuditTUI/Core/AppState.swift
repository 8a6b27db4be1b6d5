import A11yAuditKit

/// Everything the TUI shows, as plain values. ``update(_:_:)`` changes it; ``render(_:)`` draws it.
struct AppState: Equatable, Sendable {
  /// Screens from the root (always ``Route/findings``) to the one shown.
  var routes: [Route] = [.findings]
  /// The store's findings in display order: most severe first, then by place.
  var findings: [FindingRecord] = []
  /// Selection and scroll of the findings list.
  var list = ListPosition()
  /// First line shown of the detail screen.
  var detailOffset = 0
  /// Layer over the screen, if open.
  var overlay: Overlay?
  /// What just happened, in words.
  var message: StatusMessage?
  var size: Size
  var prefs: DisplayPrefs
  /// Name of the audited folder, shown in the header.
  var rootName: String

  init(findings: [FindingRecord] = [], rootName: String, size: Size, prefs: DisplayPrefs) {
    self.rootName = rootName
    self.size = size
    self.prefs = prefs
    self.findings = FindingOrder.sorted(findings)
  }

  /// The screen shown.
  var route: Route { routes.last ?? .findings }

  /// The scope keys are read in now.
  var scope: KeyScope {
    if size.isTooSmall { return .tooSmall }
    if overlay != nil { return .help }
    switch route {
    case .findings: return .findingsList
    case .detail: return .detail
    }
  }

  /// The finding selected in the list, if there is one.
  var selectedFinding: FindingRecord? {
    findings.indices.contains(list.selected) ? findings[list.selected] : nil
  }

  /// Index of the finding with `id` in ``findings``.
  func index(ofFinding id: String) -> Int? { findings.firstIndex { $0.id == id } }
}
