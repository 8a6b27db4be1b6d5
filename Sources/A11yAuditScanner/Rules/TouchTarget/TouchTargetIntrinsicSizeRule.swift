import SwiftSyntax

/// Reports borderless buttons and tappable glyphs without a frame whose tap area is only as large as their SF Symbol
/// or short word.
public enum TouchTargetIntrinsicSizeRule: Rule {
  /// Files without any of these cannot hold a site: the controls and the tap modifier.
  public static let sourceKeywords: [String]? = ["Button", "Link", "onTapGesture"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "touch-target-intrinsic-size",
    title: "Grow borderless icon buttons to 44×44 points",
    summary: "A plain button drawn as only an SF Symbol or a short word is as small as its glyph, often under 24 pt.",
    rationale: """
      A `Button { } label: { Image(systemName: "xmark") }` with `.buttonStyle(.plain)` (or `.borderless`, or the \
      default style in a custom bar) takes taps only on its glyph: about 17×17 pt in the body font. People with \
      tremors or limited dexterity miss it. Apple's Human Interface Guidelines ask for 44×44 pt; WCAG 2.5.8 Target \
      Size (Minimum) (AA) sets 24×24 and 2.5.5 Target Size (Enhanced) (AAA) 44×44.

      Sites: a `Button` or `Link` whose label is only an `Image(systemName:)` or a text of at most 2 characters \
      (also as the title, `Button("OK")`), and an `Image(systemName:)` or such text with `.onTapGesture`, with \
      no `.frame`, `.contentShape` or `.resizable()` (explicit frames are `touch-target-size`'s), inside a stack \
      or an `.overlay` of the same view. A button counts when it is styled `.plain` or `.borderless` (on itself \
      or a container) or has no style at all outside a `List`, `Form` or `Section`. The size is estimated from the font \
      reaching the glyph (text styles at the default Large size: `.largeTitle` 34, `.title` 28, `.title2` 22, \
      `.title3` 20, `.body` and `.headline` 17, `.callout` 16, `.subheadline` 15, `.footnote` 13, `.caption` 12, \
      `.caption2` 11; `.system(size:)`; body when none is set), `.imageScale` (small 0.78, large 1.29), a line \
      height of 1.2 em for text, and the button's padding (`.padding()` 16 pt a side). Reported medium below \
      24 pt, low from 24 to 44 pt. Passing: the same controls padded or set large enough to reach 44 pt, and \
      `.bordered`/`.borderedProminent` buttons, which the system sizes.

      Not sites: system-sized controls (toolbar and navigation bar items, `Menu`s, alerts and confirmation \
      dialogs, `List` and `Form` rows, tab items, `.swipeActions`, `.contextMenu`), buttons with a custom \
      `ButtonStyle`, views named `…Row` or `…Cell` without a style (their row is the target), a font read from \
      a variable or set by the app's own modifier (`.adaptiveFont(…)`), padding of an amount read from a \
      variable, and code for the Mac alone.

      Blind spots: WCAG 2.5.8's exceptions are not checked: an undersized target passes when a 24 pt circle \
      centred on it overlaps no other target (spacing), when it sits inline in text, or when an equivalent \
      control of sufficient size is elsewhere on the screen; the finding's size is an estimate (a wide symbol is \
      wider); a view placed in a toolbar, `List` row or sized frame by another view is judged as written; \
      hit areas grown by an overlay or a background are not measured.
      """,
    category: .touchTarget,
    severity: .medium,
    criteria: ["2.5.8"],
    message: "Borderless control is about {size} pt, its glyph's size",
    passingMessage: "Borderless control reaches 44×44 pt",
    recommendation: """
      Grow the target, not the glyph: `.frame(minWidth: 44, minHeight: 44)` or `.padding(12)` on the label, then \
      `.contentShape(Rectangle())` so the whole area takes taps.
      """,
    impactDescription: "people with tremors or limited dexterity miss the control",
    tags: ["touch-target", "accessibility", "hit-area", "motor"],
    variants: [
      RuleVariant(
        id: "below-minimum", when: "the estimated size is below 24 pt",
        message: "Borderless control is about {size} pt, below the 24×24 pt minimum",
        recommendation: """
          Grow the target to at least 24×24 pt (WCAG 2.5.8), better 44×44 pt (Apple HIG): \
          `.frame(minWidth: 44, minHeight: 44)` or `.padding(12)` on the label, then `.contentShape(Rectangle())`. \
          Leave it only when nothing else is tappable within 24 pt of it (WCAG 2.5.8's spacing exception) or an \
          equivalent larger control is on the same screen.
          """, criteria: ["2.5.8"]),
      RuleVariant(
        id: "below-recommended", when: "the estimated size is 24 pt or more but below 44 pt",
        message: "Borderless control is about {size} pt, smaller than 44×44 pt",
        recommendation: """
          Grow the target to 44×44 pt (WCAG 2.5.5, Apple HIG): `.frame(minWidth: 44, minHeight: 44)` or \
          `.padding(10)` on the label, then `.contentShape(Rectangle())` so the whole area takes taps.
          """, criteria: ["2.5.5"]),
    ],
    triggeringExamples: TouchTargetIntrinsicSizeRuleExamples.triggering,
    nonTriggeringExamples: TouchTargetIntrinsicSizeRuleExamples.nonTriggering
  )

  /// Controls whose label is the whole tap target.
  package static let controls = ["Button", "Link"]

  /// Every glyph-sized control and tappable glyph of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for name in controls {
      for control in file.index.calls(named: name) where control.constructedTypeName == name {
        if let hit = hit(forControl: control) { hits.append(hit) }
      }
    }
    for tap in file.index.calls(named: "onTapGesture") where tap.viewModifierName == "onTapGesture" {
      if let hit = hit(forTap: tap) { hits.append(hit) }
    }
    return hits
  }

  /// The hit for a `Button` or `Link` drawn as one glyph, nil when it is no site.
  private static func hit(forControl control: FunctionCallExprSyntax) -> RuleHit? {
    guard let glyph = control.glyphLabel, !control.isInPreview, !control.isInMacOnlyBranch,
      !control.isInSystemSizedContainer, control.isInStackOrOverlay
    else { return nil }
    let modifiers = glyph.modifiers + ExprSyntax(control).appliedModifiers
    guard !modifiers.contains(where: { sizingModifiers.contains($0.viewModifierName ?? "") }) else { return nil }
    switch control.buttonStyleKind {
    case .system:
      return RuleHit(node: control, severity: .none, passing: true)
    case .custom:
      return nil
    case .none:
      if control.isInListOrForm || control.enclosingDeclarationNames.type.isRowTypeName { return nil }
    case .borderless:
      break
    }
    guard var size = glyph.size(control: control) else { return nil }
    for modifier in modifiers where modifier.viewModifierName == "padding" {
      // Padding of an unknown amount (`.padding(.grid(5))`) may reach 44 pt.
      guard let padding = modifier.paddingAmount else { return nil }
      size = size.padded(by: padding)
    }
    return hit(node: control, size: size)
  }

  /// The hit for an `.onTapGesture` on a bare glyph, nil when it is no site.
  private static func hit(forTap tap: FunctionCallExprSyntax) -> RuleHit? {
    guard let root = tap.viewChainRoot.as(FunctionCallExprSyntax.self), let glyph = GlyphLabel(root),
      !tap.isInPreview, !tap.isInMacOnlyBranch, !tap.isInSystemSizedContainer, root.isInStackOrOverlay,
      !tap.enclosingCalls.contains(where: \.isControlLabel)
    else { return nil }
    // Padding or a background below the tap may or may not take taps; a frame is the other rule's.
    let below = tap.modifiersBelow
    guard !below.contains(where: { tapSizingModifiers.contains($0.viewModifierName ?? "") }),
      let size = glyph.size(control: tap)
    else { return nil }
    return hit(node: root, size: size)
  }

  /// Modifiers that set a control's size or hit area themselves: not this rule's to estimate.
  package static let sizingModifiers: Set<String> = [
    "frame", "contentShape", "resizable", "labelStyle", "scaledToFit", "scaledToFill", "aspectRatio", "fixedSize",
    "controlSize",
  ]

  /// Modifiers that may grow a tapped view's hit area (a padded background takes taps).
  package static let tapSizingModifiers = sizingModifiers.union(["padding", "background", "overlay", "border"])

  /// A violation or passing hit for a target of `size`.
  private static func hit(node: some SyntaxProtocol, size: GlyphTargetSize) -> RuleHit {
    guard size.smallest < TouchTargetSizeRule.recommended else {
      return RuleHit(node: node, severity: .none, passing: true)
    }
    let belowMinimum = size.smallest < TouchTargetSizeRule.minimum
    var hit = RuleHit(
      node: node, severity: belowMinimum ? .medium : .low, passing: false,
      variant: belowMinimum ? "below-minimum" : "below-recommended")
    hit.messageArguments = ["size": size.text]
    return hit
  }
}
