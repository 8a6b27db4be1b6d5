import A11yAuditModel
import A11yAuditReports

extension AuditSession {
  /// Scans (into the store, or reading it as `use` says) and works out which Accessibility Nutrition Labels the app
  /// can claim on `device`.
  public func labelReadiness(device: DeviceFamily, store use: StoreUse = .record) throws -> LabelReadiness {
    let outcome = try scan(use)
    return LabelReadiness.make(
      document: storeOrUnrecorded(outcome, at: clock()), rules: try enabledRuleIDs(),
      video: VideoPresence(scan: outcome.scan), device: device)
  }

  /// Records a reviewer's conclusion about `feature` on `device`: `supported` needs a name and a note, since the
  /// label is a public claim; returns the readiness as saved (from the store as the last scan left it).
  public func declare(
    _ feature: AccessibilityFeature, on device: DeviceFamily, claim: FeatureClaim?, by person: String, note: String
  ) throws -> LabelReadiness {
    let document = try apply(.declaration(feature, device: device, claim: claim, by: person, note: note))
    return LabelReadiness.make(document: document, rules: try enabledRuleIDs(), video: nil, device: device)
  }
}
