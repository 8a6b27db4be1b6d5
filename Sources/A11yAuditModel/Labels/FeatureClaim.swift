/// What a reviewer concluded about an accessibility feature on a device, after trying the app with it.
public enum FeatureClaim: String, Codable, CaseIterable, Sendable {
  /// People can rely on the feature for all common tasks: the label may be claimed once nothing blocks it.
  case supported
  /// The feature does not work well enough to claim.
  case notSupported = "not-supported"

  /// `supported`, `not supported`.
  public var title: String {
    switch self {
    case .supported: "supported"
    case .notSupported: "not supported"
    }
  }
}
