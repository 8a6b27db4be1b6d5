import A11yAuditModel
import A11yAuditScanner

extension AccessibilityFeature {
  /// The ids of the rules whose open findings block claiming the feature.
  public var bearingRules: [String] {
    let inAreas = { (areas: [Category]) in
      RuleRegistry.all.map { $0.description }.filter { areas.contains($0.category) }.map(\.id)
    }
    switch self {
    case .voiceOver:
      return inAreas([.voiceOver, .headings])
        + ["form-control-missing-label", "text-field-placeholder-only", "screen-missing-title"]
    case .voiceControl:
      return [
        "icon-button-missing-label", "form-control-missing-label", "label-not-in-name", "empty-accessibility-label",
        "tap-gesture-missing-trait", "nested-interactive-element", "hidden-interactive-content",
      ]
    case .largerText: return inAreas([.dynamicType])
    case .darkInterface: return ["light-only-interface"]
    case .differentiateWithoutColor: return ["color-only-state"]
    case .sufficientContrast: return ["insufficient-contrast"]
    case .reducedMotion: return inAreas([.reduceMotion]) + ["auto-advancing-content"]
    case .captions, .audioDescriptions: return ["video-without-captions"]
    }
  }

}
