import SwiftSyntax

/// Reports tap gestures on views VoiceOver does not announce as buttons or links.
public enum TapGestureMissingTraitRule: Rule {
  /// Files without any of these cannot hold a site: `.onTapGesture`, `.gesture(TapGesture())`.
  public static let sourceKeywords: [String]? = ["Gesture", "gesture"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "tap-gesture-missing-trait",
    title: "Give tappable views the button or link trait",
    summary: "A view made tappable with `.onTapGesture` is announced as plain text or an image, not as a button.",
    rationale: """
      `Button` tells VoiceOver, Switch Control and Full Keyboard Access that a view does something; \
      `Image(…).onTapGesture { … }` does not, so the action is invisible to people who cannot see the screen (WCAG \
      4.1.2 Name, Role, Value): use a native `Button` rather than an `Image` with `.onTapGesture`.

      Reported, medium, at the view the gesture is attached to: `.onTapGesture { … }` (no count or a count of 1) \
      and `.gesture(TapGesture()…)`, `.simultaneousGesture(…)`, `.highPriorityGesture(…)` with a single-tap \
      `TapGesture` or `SpatialTapGesture`, when the same chain (before or after the gesture) does not add \
      `.isButton` or `.isLink` with `.accessibilityAddTraits` (or the deprecated `.accessibility(addTraits:)`). \
      Passing: those traits, `.accessibilityRepresentation { Button(…) }`, or `.accessibilityHidden(true)` (a \
      scrim that dismisses is not content). Not sites: gestures on controls (`Button`, `Toggle`, `TextField`, …) \
      and multi-tap gestures (`count: 2`), which need an alternative rather than a trait. These are SwiftLint's \
      `accessibility_trait_for_button` examples' outcomes.

      The finding's id covers the tapped view's type and arguments and the gesture, not what the view contains, \
      the modifiers between the two (where the fix goes) or the action: editing those keeps the finding and its \
      triage, and adding the trait turns the same finding passing.

      Blind spots: a trait added on a container around the tappable view is not seen; `.accessibilityAction` alone \
      is still reported, because the view is then activatable but not announced as a button.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["4.1.2", "2.1.1"],
    message: "Tap gesture on a view without the button or link trait",
    passingMessage: "Tappable view has the button or link trait",
    recommendation: """
      Use a `Button` (with `.buttonStyle(.plain)` to keep the look), or add \
      `.accessibilityAddTraits(.isButton)` (`.isLink` when it opens a URL) to the tapped view.
      """,
    impact: "MEDIUM-HIGH",
    impactDescription: "VoiceOver users do not know the view can be activated",
    tags: ["voiceover", "accessibility", "gesture", "traits"],
    triggeringExamples: TapGestureMissingTraitRuleExamples.triggering,
    nonTriggeringExamples: TapGestureMissingTraitRuleExamples.nonTriggering
  )

  /// Every single-tap gesture of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for name in ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"] {
      for call in file.index.calls(named: name) where call.isSingleTapModifier && !call.isInPreview {
        let root = call.viewChainRoot
        if let type = root.as(FunctionCallExprSyntax.self)?.constructedTypeName, ControlKind.activatable.contains(type)
        {
          continue
        }
        let treatment = AccessibilityTreatment(call.wholeChainModifiers)
        let passing =
          !treatment.addedTraits.isDisjoint(with: ["isButton", "isLink"]) || treatment.isRepresented
          || treatment.isHidden
        var hit = RuleHit(node: call, severity: passing ? .none : .medium, passing: passing)
        hit.start = Syntax(root)
        hit.idExcludedRanges = call.tappedViewDetails(root: root)
        hits.append(hit)
      }
    }
    return hits
  }
}

extension FunctionCallExprSyntax {
  /// `.onTapGesture { … }` (no count, or 1), or a gesture modifier given a single-tap `TapGesture`.
  var isSingleTapModifier: Bool {
    switch viewModifierName {
    case "onTapGesture":
      guard let count = argument(labelled: "count") else { return true }
      return count.numericLiteralValue == 1
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      guard let gesture = arguments.first?.expression else { return false }
      return gesture.tapGestureCount.map { $0 == 1 } ?? false
    default:
      return false
    }
  }
}

extension ExprSyntax {
  /// The tap count of a `TapGesture(count:)` or `SpatialTapGesture(…)` at the start of a gesture chain; nil when
  /// the gesture is not a tap or its count is not a literal.
  fileprivate var tapGestureCount: Int?? {
    var current = self
    while true {
      guard let call = current.as(FunctionCallExprSyntax.self) else {
        guard let access = current.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        current = base
        continue
      }
      if let name = call.constructedTypeName, name == "TapGesture" || name == "SpatialTapGesture" {
        guard let count = call.argument(labelled: "count") else { return .some(1) }
        return .some(count.numericLiteralValue.map(Int.init))
      }
      guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else {
        return nil
      }
      current = base
    }
  }
}

extension FunctionCallExprSyntax {
  /// What the id of a tap gesture site leaves out, as UTF-8 ranges: the content of the tapped view (`HStack { … }`),
  /// the modifiers between it and the gesture (where the fix adds the trait), and the gesture's action closures. The
  /// id then keeps the view's type and arguments and the gesture, so editing what the view shows or does keeps the
  /// finding and its triage.
  fileprivate func tappedViewDetails(root: ExprSyntax) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    if let container = root.as(FunctionCallExprSyntax.self) {
      if let closure = container.trailingClosure { ranges.append(closure.trimmedUTF8Range) }
      ranges += container.additionalTrailingClosures.map(\.closure.trimmedUTF8Range)
    }
    let between = root.endPositionBeforeTrailingTrivia.utf8Offset..<modifierStart.utf8Offset
    if !between.isEmpty { ranges.append(between) }
    let actions =
      arguments.outermostClosures + (trailingClosure.map { [$0] } ?? [])
      + additionalTrailingClosures.map(\.closure)
    return ranges + actions.map(\.trimmedUTF8Range)
  }
}
