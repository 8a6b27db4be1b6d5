/// Which findings belong to which screen: those inside the screen's own declaration (its lines, not its whole file)
/// and those of the components it uses, transitively through components. A finding of a shared component belongs to
/// every screen using it.
public struct ScreenFindings: Sendable {
  /// Finding ids by screen id, in the findings' order.
  public private(set) var byScreen: [String: [String]] = [:]

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
  }

  /// Findings of `records` by screen id, in the records' order.
  public init(screens: [ScreenRecord], records: [FindingRecord]) {
    self.init(
      screens: screens.map(\.screen), findings: records.map { ($0.id, $0.finding.file, $0.finding.line) })
  }

  /// The finding ids of screen `id`.
  public func findings(ofScreen id: String) -> [String] { byScreen[id] ?? [] }
}
