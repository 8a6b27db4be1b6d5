/// A device family an App Store accessibility declaration applies to: App Store Connect asks for the Accessibility
/// Nutrition Labels once per device the app runs on.
public enum DeviceFamily: String, Codable, CaseIterable, Sendable {
  case iPhone = "iphone"
  case iPad = "ipad"
  case mac
  case watch
  case tv
  case vision

  /// `iPhone`, `Apple Watch`, as App Store Connect names the device.
  public var title: String {
    switch self {
    case .iPhone: "iPhone"
    case .iPad: "iPad"
    case .mac: "Mac"
    case .watch: "Apple Watch"
    case .tv: "Apple TV"
    case .vision: "Apple Vision Pro"
    }
  }

  /// The App Store Connect API's `DeviceFamily` value (`IPHONE`, `APPLE_WATCH`).
  public var appStoreConnectValue: String {
    switch self {
    case .iPhone: "IPHONE"
    case .iPad: "IPAD"
    case .mac: "MAC"
    case .watch: "APPLE_WATCH"
    case .tv: "APPLE_TV"
    case .vision: "VISION"
    }
  }
}
