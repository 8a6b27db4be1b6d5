import A11yAuditModel

/// Every rule the tool knows, in report order.
public enum RuleRegistry {
  /// All rules; adding a rule means listing it here and giving it examples.
  public static let all: [any Rule.Type] = [
    WithAnimationReduceMotionRule.self,
    AnimationModifierReduceMotionRule.self,
    TransitionReduceMotionRule.self,
    AnimatedEffectReduceMotionRule.self,
    MatchedGeometryEffectReduceMotionRule.self,
    PhaseAnimatorReduceMotionRule.self,
    KeyframeAnimatorReduceMotionRule.self,
    SymbolEffectReduceMotionRule.self,
    ContentTransitionReduceMotionRule.self,
    TimelineViewReduceMotionRule.self,
    UIKitAnimationReduceMotionRule.self,
    FixedFontSizeRule.self,
    ScaledMetricStaticRule.self,
    DynamicTypeSizeCapRule.self,
    LineLimitTruncationRule.self,
    FixedHeightTextContainerRule.self,
    ImageMissingLabelRule.self,
    IconButtonMissingLabelRule.self,
    TapGestureMissingTraitRule.self,
    DeprecatedAccessibilityModifierRule.self,
    RedundantAccessibilityLabelRule.self,
    ProgressMissingValueRule.self,
    StepFlowFocusRule.self,
    MeaningfulSequenceRule.self,
    DecorativeImageReadTwiceRule.self,
    InitialsAvatarReadRule.self,
    LabelNotInNameRule.self,
    HiddenInteractiveContentRule.self,
    NestedInteractiveElementRule.self,
    EmptyAccessibilityLabelRule.self,
    TouchTargetSizeRule.self,
    TouchTargetIntrinsicSizeRule.self,
    HeadingMissingTraitRule.self,
    FormControlMissingLabelRule.self,
    TextFieldPlaceholderOnlyRule.self,
    InputPurposeMissingContentTypeRule.self,
    CredentialFieldAutofillRule.self,
    ChangeOnInputRule.self,
    RedundantEntryRule.self,
    VideoWithoutCaptionsRule.self,
    InsufficientContrastRule.self,
    ColorOnlyStateRule.self,
    LightOnlyInterfaceRule.self,
    OrientationLockedRule.self,
    DragWithoutAlternativeRule.self,
    ShakeWithoutAlternativeRule.self,
    AutoDismissTimerRule.self,
    ScreenMissingTitleRule.self,
    KeyboardShortcutWithoutModifierRule.self,
    FocusIndicatorHiddenRule.self,
    FlashingContentRule.self,
    AutoAdvancingContentRule.self,
    AudioAutoplayRule.self,
    StatusNotAnnouncedRule.self,
    CustomModalFocusRule.self,
    LinkPurposeRule.self,
    SensoryCharacteristicsRule.self,
    ChartMissingAccessibilityRule.self,
  ]

  /// What the areas know about the whole project, gathered during every scan's index walk whichever rules run (see
  /// ``ProjectFacts``); an area with facts lists them here.
  package static let facts: [any ProjectFacts.Type] = [
    ReduceMotionFacts.self,
    AccessibilityProjectIndex.self,
    MediaCaptionFacts.self,
    ColorConstants.self,
    ScreenTitleFacts.self,
    ViewUseFacts.self,
  ]

  /// The node collectors the registry's rules read (``Rule/nodeCollectors``), each once: what the index walk of a
  /// file parsed outside a scan's plan feeds (see ``IndexPlan``).
  package static let nodeCollectors: [any FileNodeCollector.Type] = IndexPlan.nodeCollectors(of: all)

  /// What the areas read from the project's files that are not Swift, during every folder scan whichever rules run
  /// (see ``ResourceFacts``); an area reading such files lists their facts here.
  package static let resources: [any ResourceFacts.Type] = [
    ColorAssetCatalog.self,
    InfoPropertyLists.self,
    XcodeBuildSettings.self,
    EnglishStrings.self,
  ]

  /// The areas at least one rule checks, in ``Category`` order: the dashboard's cards and the filters offer these.
  public static let categories: [Category] = Category.allCases.filter { category in
    all.contains { $0.description.category == category }
  }

  /// The rules whose violations `a11y-audit fix` rewrites (their ``RuleDescription/automaticFix``), in report order.
  public static var automaticallyFixed: [any Rule.Type] { all.filter { $0.description.hasAutomaticFix } }

  /// The rules `a11y-audit fix` fixes when no rule is named: the Reduce Motion rules (those without a mechanical fix
  /// list their violations for a person).
  public static var fixedByDefault: [any Rule.Type] { rules(in: .reduceMotion) }

  /// The rules with a mechanical fix that `a11y-audit fix` applies only when `--rule` names them, in report order.
  public static var fixedWhenNamed: [any Rule.Type] {
    let defaults = Set(fixedByDefault.map { $0.description.id })
    return automaticallyFixed.filter { !defaults.contains($0.description.id) }
  }

  /// The rules of one category, in report order.
  public static func rules(in category: Category) -> [any Rule.Type] {
    all.filter { $0.description.category == category }
  }

  /// The description of the rule with `id`, or nil when no rule has it.
  public static func description(for id: String) -> RuleDescription? {
    all.first { $0.description.id == id }?.description
  }
}
