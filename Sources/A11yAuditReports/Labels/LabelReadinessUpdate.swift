import A11yAuditModel

extension LabelReadiness {
  /// Takes in findings whose triage changed in place: only the features whose rules found them change, each by the
  /// findings that changed. The result is the one ``make(document:rules:video:device:)`` gives for the store after
  /// the changes.
  ///
  /// - Parameters:
  ///   - changes: the findings that changed, as they were and as they are.
  ///   - screens: the store's screens.
  ///   - findingsByScreen: the store's findings by screen (`ScreenFindings(screens:records:)`).
  public mutating func update(
    with changes: [FindingChange], screens: [ScreenRecord], findingsByScreen: ScreenFindings
  ) {
    guard !changes.isEmpty else { return }
    let reviewable = screens.reviewable
    for index in features.indices {
      let bearing = features[index].feature.bearingRules
      let relevant = changes.filter { bearing.contains($0.new.finding.rule) }
      guard !relevant.isEmpty else { continue }
      let blocks = { (record: FindingRecord) in record.fails }
      var moved = false
      for change in relevant {
        if features[index].blocking.apply(change, belongs: blocks) { moved = true }
      }
      if moved {
        features[index].blockingByScreen = Self.blockingByScreen(
          features[index].blocking, screens: reviewable, findingsByScreen: findingsByScreen)
      }
      features[index].verdict = Self.verdict(of: features[index])
    }
  }

  /// Takes in the reviewers' conclusions of `document` on `device`, keeping what the findings and screens say.
  public mutating func update(declarationsOf document: StoreDocument, device: DeviceFamily) {
    self.device = device
    for index in features.indices {
      features[index].declaration = document.declaration(of: features[index].feature, on: device)
      features[index].verdict = Self.verdict(of: features[index])
    }
  }

  /// How many of `blocking` each of `screens` holds, the screens with none left out, most first.
  package static func blockingByScreen(
    _ blocking: [FindingRecord], screens: [ScreenRecord], findingsByScreen: ScreenFindings
  ) -> [FeatureReadiness.ScreenCount] {
    let ids = Set(blocking.map(\.id))
    return screens.compactMap { screen -> FeatureReadiness.ScreenCount? in
      let count = findingsByScreen.findings(ofScreen: screen.id).count(where: ids.contains)
      return count == 0 ? nil : FeatureReadiness.ScreenCount(screen: screen.screen.name, findings: count)
    }.sorted { ($1.findings, $0.screen) < ($0.findings, $1.screen) }
  }
}
