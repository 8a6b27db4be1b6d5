/// Which findings belong to which screen: those inside the screen's own declaration (its lines, not its whole file)
/// and those of the components it uses, transitively through components. A finding of a shared component belongs to
/// every screen using it. What no screen holds forms the ``NotOnAnyScreen`` group, listed under its reserved id too.
public struct ScreenFindings: Sendable {
  /// Finding ids by screen id, in the findings' order.
  public private(set) var byScreen: [String: [String]] = [:]
  /// The views and findings no screen reaches.
  public private(set) var notOnAnyScreen = NotOnAnyScreen()

  /// Assigns `findings` (id, file and line of each) to `screens`.
  public init(screens: [Screen], findings: [(id: String, file: String, line: Int)]) {
    var declarations: [String: [Screen]] = [:]
    for screen in screens {
      for file in Set(screen.spans.map(\.file)) { declarations[file, default: []].append(screen) }
    }
    let spans = Dictionary(
      uniqueKeysWithValues: declarations.map { ($0.key, ScreenSpanIndex(file: $0.key, screens: $0.value)) })
    var own: [String: [String]] = [:]
    for finding in findings {
      guard let owner = spans[finding.file]?.owner(of: finding.line) else { continue }
      own[owner.id, default: []].append(finding.id)
    }
    var byName: [String: Screen] = [:]
    for screen in screens {
      if byName[screen.name] == nil || screen.kind == .component { byName[screen.name] = screen }
    }
    for screen in screens {
      var ids = own[screen.id] ?? []
      for name in screen.components ?? [] {
        guard let component = byName[name] else { continue }
        ids += own[component.id] ?? []
      }
      var seen: Set<String> = []
      byScreen[screen.id] = ids.filter { seen.insert($0).inserted }
    }
    notOnAnyScreen = Self.group(screens: screens, findings: findings.map(\.id), own: own, byScreen: byScreen)
    byScreen[NotOnAnyScreen.id] = notOnAnyScreen.findings
  }

  /// The findings of no screen, and the views they and the unplaced views are in.
  private static func group(
    screens: [Screen], findings: [String], own: [String: [String]], byScreen: [String: [String]]
  ) -> NotOnAnyScreen {
    let onScreens = Set(screens.filter(\.isScreen).flatMap { byScreen[$0.id] ?? [] })
    let left = findings.filter { !onScreens.contains($0) }
    let leftSet = Set(left)
    let views = screens.filter { screen in
      switch screen.kind {
      case .unplaced: true
      case .component: (own[screen.id] ?? []).contains(where: leftSet.contains)
      case .screen, nil: false
      }
    }
    var seen: Set<String> = []
    let names = views.sorted { ($0.order ?? Int.max, $0.id) < ($1.order ?? Int.max, $1.id) }.map(\.name)
      .filter { seen.insert($0).inserted }
    return NotOnAnyScreen(views: names, findings: left)
  }

  /// Findings of `records` by id of the present `screens`, in the records' order.
  public init(screens: [ScreenRecord], records: [FindingRecord]) {
    self.init(
      screens: screens.filter(\.present).map(\.screen),
      findings: records.map { ($0.id, $0.finding.file, $0.finding.line) })
  }

  /// The finding ids of screen `id`.
  public func findings(ofScreen id: String) -> [String] { byScreen[id] ?? [] }
}
