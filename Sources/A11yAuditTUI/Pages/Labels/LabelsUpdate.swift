import A11yAuditKit

extension AppState {
  /// Keys on the labels screen: Space cycles the reviewer's conclusion, `n` writes what they checked, Enter lists the
  /// findings of the feature's rules, `d` changes the device.
  mutating func handleLabels(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.labelsList, action, LabelsLayout.make(self), noun: "feature") { return [] }
    if action == .cycleDevice {
      let devices = DeviceFamily.allCases
      labelsDevice = devices[((devices.firstIndex(of: labelsDevice) ?? 0) + 1) % devices.count]
      message = .info("Labels for \(labelsDevice.title)")
      return []
    }
    guard let item = LabelsLayout.feature(at: labelsList.selected, self) else {
      message = .info("Nothing selected: no features to show")
      return []
    }
    let feature = item.feature
    switch action {
    case .open:
      var filter = FindingFilter()
      filter.label = feature
      openFindings(filter, what: "the rules that bear on \(feature.name)")
    case .cycleClaim:
      guard !reviewer.isEmpty else {
        message = .error("No reviewer name: set A11Y_AUDIT_USER or git's user.name, then reopen")
        return []
      }
      let next = Self.claim(after: item.declaration?.claim)
      let note = item.declaration?.note ?? ""
      message = .info(
        next.map { claim in
          "\(reviewer) found \(feature.name) \(claim.title) on \(labelsDevice.title)"
            + (note.isEmpty ? "; n adds what you checked" : "")
        } ?? "Conclusion about \(feature.name) on \(labelsDevice.title) removed")
      return [.declareFeature(feature, device: labelsDevice, claim: next, by: reviewer, note: note)]
    case .addNote:
      guard item.declaration != nil else {
        message = .info("Record a conclusion first: Space marks \(feature.name) supported or not")
        return []
      }
      input = InputLine(purpose: .labelNote(feature))
    default:
      break
    }
    return []
  }

  /// Saves what the reviewer checked and found about `feature`, keeping their conclusion.
  mutating func noteLabel(_ feature: AccessibilityFeature, _ text: String) -> [Effect] {
    guard !text.isEmpty else {
      message = .info("Empty note not saved")
      return []
    }
    guard let declaration = featureDeclarations.first(where: { $0.feature == feature && $0.device == labelsDevice })
    else {
      message = .error("No conclusion about \(feature.name) to add the note to")
      return []
    }
    message = .info("Note on \(feature.name) saved: \"\(text)\"")
    return [
      .declareFeature(
        feature, device: labelsDevice, claim: declaration.claim, by: reviewer.isEmpty ? declaration.by : reviewer,
        note: text)
    ]
  }

  /// The conclusion Space moves to: none, supported, not supported, none.
  static func claim(after claim: FeatureClaim?) -> FeatureClaim? {
    let cycle: [FeatureClaim?] = [nil, .supported, .notSupported]
    return cycle[((cycle.firstIndex { $0 == claim } ?? 0) + 1) % cycle.count]
  }
}
