/// One of the nine features the App Store's Accessibility Nutrition Labels declare, with what bears on it here: the
/// area a screen review covers it under (the rules that block it are named where the readiness is worked out).
///
/// What each feature asks is Apple's evaluation criteria (App Store Connect Help, "Overview of Accessibility
/// Nutrition Labels" and the criteria page of each label): people must be able to complete the app's common tasks
/// with the feature on, and a feature with significant bugs should not be claimed.
public enum AccessibilityFeature: String, Codable, CaseIterable, Sendable {
  case voiceOver = "voiceover"
  case voiceControl = "voice-control"
  case largerText = "larger-text"
  case darkInterface = "dark-interface"
  case differentiateWithoutColor = "differentiate-without-color"
  case sufficientContrast = "sufficient-contrast"
  case reducedMotion = "reduced-motion"
  case captions
  case audioDescriptions = "audio-descriptions"

  /// The label's name on the App Store.
  public var name: String {
    switch self {
    case .voiceOver: "VoiceOver"
    case .voiceControl: "Voice Control"
    case .largerText: "Larger Text"
    case .darkInterface: "Dark Interface"
    case .differentiateWithoutColor: "Differentiate Without Color Alone"
    case .sufficientContrast: "Sufficient Contrast"
    case .reducedMotion: "Reduced Motion"
    case .captions: "Captions"
    case .audioDescriptions: "Audio Descriptions"
    }
  }

  /// The attribute of an App Store Connect API accessibility declaration that claims the feature.
  public var appStoreConnectAttribute: String {
    switch self {
    case .voiceOver: "supportsVoiceover"
    case .voiceControl: "supportsVoiceControl"
    case .largerText: "supportsLargerText"
    case .darkInterface: "supportsDarkInterface"
    case .differentiateWithoutColor: "supportsDifferentiateWithoutColorAlone"
    case .sufficientContrast: "supportsSufficientContrast"
    case .reducedMotion: "supportsReducedMotion"
    case .captions: "supportsCaptions"
    case .audioDescriptions: "supportsAudioDescriptions"
    }
  }

  /// What Apple's evaluation criteria ask of the feature, in short.
  public var criteria: String {
    switch self {
    case .voiceOver:
      "Every common task can be done with VoiceOver: each element has a label, a role and a value, headings and "
        + "the reading order make sense, and nothing needs sight."
    case .voiceControl:
      "Every control can be activated by voice: each has a name people can say (the text it shows), and nothing "
        + "needs a touch gesture without another way."
    case .largerText:
      "Text grows to at least 200% and with every accessibility text size, without truncation, clipping or overlap."
    case .darkInterface:
      "With Dark Mode on, every screen is dark: no light screens, backgrounds or bright flashes."
    case .differentiateWithoutColor:
      "Nothing is told by colour alone: state, errors and meaning also show by a shape, a symbol or words."
    case .sufficientContrast:
      "Text and controls meet WCAG's contrast minimum (4.5:1 for text, 3:1 for large text and controls), also with "
        + "Increase Contrast on."
    case .reducedMotion:
      "With Reduce Motion on, no scaling, spinning, sliding, 3D or parallax motion and no auto-playing motion is "
        + "left; fades and small changes may stay."
    case .captions:
      "Every video with speech or meaningful sound offers captions (or subtitles for the deaf and hard of hearing)."
    case .audioDescriptions:
      "Every video whose picture tells what its sound does not offers an audio description."
    }
  }

  /// The screen-review area a reviewer marks screens reviewed under for this feature.
  public var reviewArea: Category {
    switch self {
    case .voiceOver, .voiceControl: .voiceOver
    case .largerText: .dynamicType
    case .darkInterface, .differentiateWithoutColor, .sufficientContrast: .color
    case .reducedMotion: .reduceMotion
    case .captions, .audioDescriptions: .media
    }
  }

  /// Whether the feature is about video: it applies only to apps that play some.
  public var isAboutVideo: Bool { self == .captions || self == .audioDescriptions }

  /// What a person has to check because code cannot show it.
  public var needsPerson: String {
    switch self {
    case .voiceOver:
      "Whether the reading order, the labels' wording and custom actions work through each common task."
    case .voiceControl:
      "Whether \"Show names\" and \"Show numbers\" reach every control, and that custom gestures have a control."
    case .largerText:
      "Whether every screen stays usable at the largest accessibility size: nothing truncated, clipped or overlapping."
    case .darkInterface:
      "Whether web content, images, PDFs and launch screens stay dark, and nothing flashes white between screens."
    case .differentiateWithoutColor:
      "Whether charts, maps, status dots and images tell their meaning without colour."
    case .sufficientContrast:
      "Whether text over images and gradients, and colours set at run time, meet the minimum, with Increase "
        + "Contrast on and off."
    case .reducedMotion:
      "Whether motion from third-party views, web content, video and Lottie files stops with Reduce Motion on."
    case .captions:
      "Whether every video (streams and web video too) has a caption track people can turn on."
    case .audioDescriptions:
      "Whether every video whose picture matters has an audio description track."
    }
  }
}
