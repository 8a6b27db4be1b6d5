/// The area of accessibility a rule protects: a setting, an assistive technology, or a group of WCAG criteria.
public enum Category: String, Codable, CaseIterable, Sendable {
  case reduceMotion = "reduce-motion"
  case dynamicType = "dynamic-type"
  case voiceOver = "voiceover"
  case touchTarget = "touch-target"
  case headings
  case forms
  case gestures
  case timing
  case orientation
  case color
  case media
  case navigation
  case keyboard

  /// Every area's name as the command line, the store and `.a11y-audit.yml` spell it, in order, comma-separated:
  /// `reduce-motion, dynamic-type, …`; what help texts list.
  public static var nameList: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// Every area's title in order, comma-separated: `Reduce Motion, Dynamic Type, VoiceOver, …`.
  public static var titleList: String { allCases.map(\.title).joined(separator: ", ") }

  /// Human title, as the audits name it.
  public var title: String {
    switch self {
    case .reduceMotion: "Reduce Motion"
    case .dynamicType: "Dynamic Type"
    case .voiceOver: "VoiceOver"
    case .touchTarget: "Touch targets"
    case .headings: "Headings"
    case .forms: "Forms and input"
    case .gestures: "Gestures and motion"
    case .timing: "Timing"
    case .orientation: "Orientation"
    case .color: "Color and contrast"
    case .media: "Media"
    case .navigation: "Screen titles"
    case .keyboard: "Keyboard and focus"
    }
  }

  /// The WCAG 2.2 success criteria the area answers for, by number: what an audit file about the area addresses, and
  /// what its findings fail when nothing finer is known.
  public var criteria: [String] {
    switch self {
    case .reduceMotion: ["2.2.2", "2.3.1", "2.3.3"]
    case .dynamicType: ["1.4.4"]
    case .voiceOver:
      ["1.1.1", "1.3.1", "1.3.2", "1.3.3", "2.1.1", "2.4.3", "2.4.4", "2.4.6", "2.5.3", "4.1.2", "4.1.3"]
    case .touchTarget: ["2.5.5", "2.5.8"]
    case .headings: ["1.3.1", "2.4.6"]
    case .forms: ["1.3.1", "1.3.5", "3.2.2", "3.3.1", "3.3.2", "3.3.7", "3.3.8", "4.1.2"]
    case .gestures: ["2.5.1", "2.5.4", "2.5.7"]
    case .timing: ["2.2.1", "2.2.2"]
    case .orientation: ["1.3.4"]
    case .color: ["1.4.1", "1.4.3", "1.4.8", "1.4.11", "3.3.1"]
    case .media: ["1.2.1", "1.2.2", "1.2.3", "1.2.5", "1.4.2"]
    case .navigation: ["2.4.2"]
    case .keyboard: ["2.1.1", "2.1.4", "2.4.7"]
    }
  }
}
