import Foundation

/// A reviewer's conclusion about one Accessibility Nutrition Label on one device: what they found, who they are and
/// why. ``LabelReadiness`` never calls a feature ready to claim without one.
public struct FeatureDeclaration: Codable, Hashable, Sendable {
  public var feature: AccessibilityFeature
  public var device: DeviceFamily
  public var claim: FeatureClaim
  /// Who tried the app with the feature.
  public var by: String
  /// What they checked and found, in their words.
  public var note: String
  public var at: Date

  public init(
    feature: AccessibilityFeature, device: DeviceFamily, claim: FeatureClaim, by: String, note: String, at: Date
  ) {
    self.feature = feature
    self.device = device
    self.claim = claim
    self.by = by
    self.note = note
    self.at = at
  }

  /// The one declaration a device has per feature: `iphone/voiceover`.
  public var key: String { "\(device.rawValue)/\(feature.rawValue)" }
}
