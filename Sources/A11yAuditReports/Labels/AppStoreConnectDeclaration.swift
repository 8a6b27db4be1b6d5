import A11yAuditModel
import A11yAuditScanner

/// The App Store Connect API request body that declares the app's Accessibility Nutrition Labels on one device
/// family (`POST /v1/accessibilityDeclarations`, or `PATCH` with the declaration's id): every `supports…` attribute,
/// true for the features a reviewer confirmed and that are ready to claim.
public struct AppStoreConnectDeclaration: Encodable, Sendable {
  /// Why a payload cannot be written: a feature a reviewer marked supported is blocked.
  public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The blocked features a reviewer marked supported, with their blockers.
    public var blocked: [FeatureReadiness]

    public var description: String {
      "not declaring "
        + blocked.map { item in
          "\(item.feature.name) supported: it is blocked (\(item.evidence.first ?? "see a11y-audit labels"))"
        }.joined(separator: "; ")
    }
  }

  package struct Body: Encodable, Sendable {
    package var type = "accessibilityDeclarations"
    package var attributes: [String: AttributeValue]
    package var relationships: Relationships?
  }

  package struct Relationships: Encodable, Sendable {
    package struct App: Encodable, Sendable {
      package struct Reference: Encodable, Sendable {
        package var type = "apps"
        package var id: String
      }
      package var data: Reference
    }
    package var app: App
  }

  package enum AttributeValue: Encodable, Sendable, Equatable {
    case flag(Bool)
    case text(String)

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .flag(let value): try container.encode(value)
      case .text(let value): try container.encode(value)
      }
    }
  }

  package var data: Body

  /// The features the payload claims.
  public let claimed: [AccessibilityFeature]

  /// The declaration for `readiness`: a feature is claimed when it is Ready (a reviewer confirmed it); a feature a
  /// reviewer marked supported that is Blocked refuses the whole payload. `appID` adds the app relationship a
  /// create request needs.
  public static func make(
    _ readiness: LabelReadiness, appID: String? = nil
  ) throws(Refusal)
    -> AppStoreConnectDeclaration
  {
    let blocked = readiness.features.filter { $0.verdict == .blocked && $0.declaration?.claim == .supported }
    guard blocked.isEmpty else { throw Refusal(blocked: blocked) }
    let claimed = readiness.features.filter { $0.verdict == .ready }.map(\.feature)
    var attributes: [String: AttributeValue] = ["deviceFamily": .text(readiness.device.appStoreConnectValue)]
    for feature in AccessibilityFeature.allCases {
      attributes[feature.appStoreConnectAttribute] = .flag(claimed.contains(feature))
    }
    return AppStoreConnectDeclaration(
      data: Body(
        attributes: attributes,
        relationships: appID.map { Relationships(app: .init(data: .init(id: $0))) }),
      claimed: claimed)
  }

  private enum CodingKeys: String, CodingKey {
    case data
  }
}
