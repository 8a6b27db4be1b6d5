import A11yAuditModel

/// Which of the App Store's Accessibility Nutrition Labels a team can honestly claim on one device, from the scan,
/// the triage, the screen reviews and the reviewers' conclusions.
///
/// A feature is:
/// 1. **Blocked** while a finding of a rule that bears on it (``AccessibilityFeature/bearingRules``) still counts
///    against the app (``FindingRecord/fails``), or when a reviewer recorded it as not supported on the device.
/// 2. Otherwise **Ready to claim** once every screen is reviewed for the feature's area
///    (``AccessibilityFeature/reviewArea``) and a reviewer confirmed it supported with a name and a note.
/// 3. Otherwise **Needs review**, with what is missing. Automation alone never makes a feature ready: Apple asks that
///    people can do every common task with the feature, which code cannot show.
public struct LabelReadiness: Sendable, Equatable {
  public var device: DeviceFamily
  /// One per feature, in the App Store's order.
  public var features: [FeatureReadiness]

  public init(device: DeviceFamily, features: [FeatureReadiness]) {
    self.device = device
    self.features = features
  }

  /// The readiness of `feature`.
  public func readiness(of feature: AccessibilityFeature) -> FeatureReadiness? {
    features.first { $0.feature == feature }
  }

  /// The readiness of every feature on `device`.
  ///
  /// - Parameters:
  ///   - document: the store: findings with their triage, screens with their reviews, reviewers' conclusions.
  ///   - rules: the ids of the rules the configuration enables.
  ///   - video: what the scan saw of video, nil when the readiness is worked out from the store alone.
  public static func make(
    document: StoreDocument, rules: [String], video: VideoPresence?, device: DeviceFamily
  ) -> LabelReadiness {
    let screens = document.reviewableScreens
    let findingsByScreen = ScreenFindings(screens: document.screens, records: document.findings)
    let failing = document.findings.filter(\.fails)
    let enabled = Set(rules)
    let features = AccessibilityFeature.allCases.map { feature -> FeatureReadiness in
      let bearingRules = feature.bearingRules
      let bearing = Set(bearingRules)
      let blocking = failing.filter { bearing.contains($0.finding.rule) }.sorted(by: FindingRecord.byLocationThenID)
      let byScreen = blockingByScreen(blocking, screens: screens, findingsByScreen: findingsByScreen)
      var readiness = FeatureReadiness(
        feature: feature, verdict: .needsReview, blocking: blocking, blockingByScreen: byScreen,
        screens: screens.count,
        screensNotReviewed: screens.filter { $0.review(for: feature.reviewArea) != .reviewed }.map(\.screen.name),
        declaration: document.declaration(of: feature, on: device),
        rulesNotRun: bearingRules.filter { !enabled.contains($0) },
        applicable: feature.isAboutVideo ? video.map { $0.playerSites > 0 } : video.map { _ in true })
      readiness.verdict = verdict(of: readiness)
      return readiness
    }
    return LabelReadiness(device: device, features: features)
  }

  /// The verdict the rules of ``LabelReadiness`` give `readiness`.
  package static func verdict(of readiness: FeatureReadiness) -> LabelVerdict {
    if readiness.declaration?.claim == .notSupported || !readiness.blocking.isEmpty { return .blocked }
    guard let declaration = readiness.declaration, declaration.claim == .supported,
      !declaration.by.isEmpty, !declaration.note.isEmpty,
      readiness.screens > 0, readiness.screensNotReviewed.isEmpty
    else { return .needsReview }
    return .ready
  }
}
