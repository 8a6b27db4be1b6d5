/// The accessibility setting or technology a rule protects.
public enum Category: String, Codable, CaseIterable, Sendable {
  case reduceMotion = "reduce-motion"
  case dynamicType = "dynamic-type"
  case voiceOver = "voiceover"
  case touchTarget = "touch-target"

  /// Human title, as the audits name it.
  public var title: String {
    switch self {
    case .reduceMotion: "Reduce Motion"
    case .dynamicType: "Dynamic Type"
    case .voiceOver: "VoiceOver"
    case .touchTarget: "Touch targets"
    }
  }
}
