import SwiftSyntax

/// Reports tappable elements whose explicit frame is smaller than 44×44 points and not enlarged by padding.
public enum TouchTargetSizeRule: Rule {
  /// Files without any of these cannot hold a site: tap gestures and controls.
  public static let sourceKeywords: [String]? = ["Gesture", "gesture", "Button", "Link", "Menu", "Toggle"]

  /// The smallest target Apple's Human Interface Guidelines recommend, in points.
  package static let recommended = 44.0
  /// WCAG 2.5.8's minimum target, in CSS pixels (points).
  package static let minimum = 24.0

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "touch-target-size",
    title: "Make tap targets at least 44×44 points",
    summary: "A button or tappable view framed smaller than 44×44 pt is hard to hit with a finger or a tremor.",
    rationale: """
      People with tremors, limited dexterity or large fingers miss small targets; Switch Control and Voice Control \
      users need them too. Apple's Human Interface Guidelines ask for at least 44×44 pt; WCAG 2.5.8 (AA) sets 24×24 \
      as the minimum and 2.5.5 (AAA) 44×44.

      Sites: `Button`, `Toggle`, `Link`, `NavigationLink`, `Menu` and views with `.onTapGesture` or a tap \
      `.gesture(…)` that have an explicit `.frame` with literal sizes, in their own chain or (for controls) on the \
      only view of their label. The size is the last frame's `width`/`height` (raised by `minWidth`/`minHeight`), \
      plus the padding applied after it (`.padding()` counts 16 pt a side, `.padding(8)`, \
      `.padding(.horizontal, 8)`, …); a frame without one of the two sizes is judged on the other. Reported when \
      either side is below 44 pt: high below 24 pt (fails WCAG 2.5.8), medium otherwise. The finding points at the \
      frame. Passing: 44 pt or more once padded. Frames read from variables (`@ScaledMetric`) are not judged.

      Blind spots: padding outside a `.contentShape` is counted even though transparent padding only receives \
      taps with `.contentShape(Rectangle())`; `.contentShape` of another size and hit areas enlarged by an \
      overlay are not measured; controls without an explicit frame are not sites.
      """,
    category: .touchTarget,
    severity: .medium,
    criteria: ["2.5.8"],
    message: "Tap target is {size} pt, smaller than 44×44 pt",
    passingMessage: "Tap target is at least 44×44 pt",
    recommendation: """
      Keep the icon small but grow the target: `.frame(minWidth: 44, minHeight: 44)` or `.padding(10)` after the \
      frame, followed by `.contentShape(Rectangle())` so the whole area receives taps.
      """,
    impactDescription: "people with tremors or limited dexterity miss the control",
    tags: ["touch-target", "accessibility", "hit-area", "motor"],
    variants: [
      RuleVariant(
        id: "below-minimum", when: "a side is below 24 pt",
        message: "Tap target is {size} pt, below the 24×24 pt minimum",
        recommendation: """
          Grow the target to at least 24×24 pt (WCAG 2.5.8), better 44×44 pt (Apple HIG): \
          `.frame(minWidth: 44, minHeight: 44)` or `.padding(10)` after the frame, followed by \
          `.contentShape(Rectangle())` so the whole area receives taps.
          """, criteria: ["2.5.8"]),
      RuleVariant(
        id: "below-recommended", when: "a side is 24 pt or more but below 44 pt",
        message: "Tap target is {size} pt, smaller than 44×44 pt",
        recommendation: """
          Keep the icon small but grow the target: `.frame(minWidth: 44, minHeight: 44)` or `.padding(10)` after the \
          frame, followed by `.contentShape(Rectangle())` so the whole area receives taps.
          """, criteria: ["2.5.5"]),
    ],
    triggeringExamples: TouchTargetSizeRuleExamples.triggering,
    nonTriggeringExamples: TouchTargetSizeRuleExamples.nonTriggering
  )

  /// Controls whose whole label is the tap target.
  package static let controls = ["Button", "Toggle", "Link", "NavigationLink", "Menu"]

  /// Every explicitly framed tap target of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for name in ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"] {
      for call in file.index.calls(named: name) where call.isTapModifier {
        if let type = call.viewChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName,
          controls.contains(type)
        {
          continue
        }
        if let hit = hit(for: Array(call.modifiersBelow.reversed())), !call.isInPreview { hits.append(hit) }
      }
    }
    for name in controls {
      for control in file.index.calls(named: name) where control.constructedTypeName == name {
        var modifiers: [FunctionCallExprSyntax] = []
        if let label = control.labelClosure, label.statements.count == 1,
          let only = label.statements.first?.item.as(ExprSyntax.self)
        {
          if let chain = only.as(FunctionCallExprSyntax.self) {
            modifiers = chain.modifiersBelow.reversed() + (chain.viewModifierName == nil ? [] : [chain])
          }
        }
        modifiers += ExprSyntax(control).appliedModifiers
        if let hit = hit(for: modifiers), !control.isInPreview { hits.append(hit) }
      }
    }
    return hits
  }

  /// The hit for a target whose modifiers, innermost first, are `modifiers`: nil without a literal frame.
  private static func hit(for modifiers: [FunctionCallExprSyntax]) -> RuleHit? {
    guard let frameIndex = modifiers.lastIndex(where: { $0.literalFrame != nil }),
      let frame = modifiers[frameIndex].literalFrame
    else { return nil }
    var width = frame.width
    var height = frame.height
    for modifier in modifiers[(frameIndex + 1)...] {
      // A flexible frame outside it (`.frame(maxWidth: .infinity, maxHeight: 62)`) grows the target to what it offers.
      if let grown = modifier.flexibleFrame {
        width = grown.width.map { max(width ?? 0, $0) } ?? width
        height = grown.height.map { max(height ?? 0, $0) } ?? height
      }
      guard let padding = modifier.paddingAmount else { continue }
      width = width.map { $0 + padding.horizontal }
      height = height.map { $0 + padding.vertical }
    }
    let smallest = [width, height].compactMap { $0 }.min() ?? recommended
    let node = modifiers[frameIndex]
    guard smallest < recommended else { return RuleHit(node: node, severity: .none, passing: true) }
    var hit = RuleHit(
      node: node, severity: smallest < minimum ? .high : .medium, passing: false,
      variant: smallest < minimum ? "below-minimum" : "below-recommended")
    hit.messageArguments = ["size": "\(text(width))×\(text(height))"]
    return hit
  }

  private static func text(_ value: Double?) -> String {
    guard let value else { return "?" }
    return value.rounded() == value ? String(Int(value)) : String(value)
  }
}

extension FunctionCallExprSyntax {
  /// A tap gesture modifier of any tap count: `.onTapGesture`, or a gesture modifier given a `TapGesture`.
  fileprivate var isTapModifier: Bool {
    if viewModifierName == "onTapGesture" { return true }
    guard ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(viewModifierName ?? "") else {
      return false
    }
    return arguments.first?.expression.mentionedMemberNames.contains { $0 == "TapGesture" || $0 == "SpatialTapGesture" }
      == true
  }

  /// The literal sizes a `.frame(…)` gives (`width`, raised to `minWidth`; likewise for height); nil when it sets
  /// neither with a literal.
  package var literalFrame: (width: Double?, height: Double?)? {
    guard viewModifierName == "frame" else { return nil }
    func side(_ exact: String, _ least: String) -> Double? {
      let value = argument(labelled: exact)?.numericLiteralValue
      guard let least = argument(labelled: least)?.numericLiteralValue else { return value }
      return max(value ?? least, least)
    }
    let width = side("width", "minWidth")
    let height = side("height", "minHeight")
    return width == nil && height == nil ? nil : (width, height)
  }

  /// The largest sizes a flexible `.frame(maxWidth:maxHeight:)` offers, `.infinity` as 44 (the size the rule asks
  /// for); nil for other calls and frames without a maximum.
  package var flexibleFrame: (width: Double?, height: Double?)? {
    guard viewModifierName == "frame" else { return nil }
    func side(_ label: String) -> Double? {
      guard let value = argument(labelled: label) else { return nil }
      if value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "infinity" {
        return TouchTargetSizeRule.recommended
      }
      return value.numericLiteralValue
    }
    let width = side("maxWidth")
    let height = side("maxHeight")
    return width == nil && height == nil ? nil : (width, height)
  }

  /// Names of the edges `.padding(…)` takes.
  private static let paddingEdges: Set<String> = [
    "all", "horizontal", "vertical", "top", "bottom", "leading", "trailing",
  ]

  /// What a `.padding(…)` adds to the width and height; nil for other calls or unknown amounts (`.padding(.grid(5))`,
  /// `.padding(spacing)`).
  package var paddingAmount: (horizontal: Double, vertical: Double)? {
    guard viewModifierName == "padding" else { return nil }
    let arguments = Array(arguments)
    if arguments.isEmpty { return (32, 32) }
    let amount: Double
    let edges: Set<String>
    if arguments.count == 1 {
      if let value = arguments[0].expression.numericLiteralValue {
        return (2 * value, 2 * value)
      }
      amount = 16
      edges = arguments[0].expression.mentionedMemberNames
    } else {
      guard let value = arguments[1].expression.numericLiteralValue else { return nil }
      amount = value
      edges = arguments[0].expression.mentionedMemberNames
    }
    guard !edges.isDisjoint(with: Self.paddingEdges) else { return nil }
    if edges.contains("all") { return (2 * amount, 2 * amount) }
    let horizontal =
      (edges.contains("horizontal") ? 2 : 0) + (edges.contains("leading") ? 1 : 0)
      + (edges.contains("trailing") ? 1 : 0)
    let vertical =
      (edges.contains("vertical") ? 2 : 0) + (edges.contains("top") ? 1 : 0) + (edges.contains("bottom") ? 1 : 0)
    return (Double(horizontal) * amount, Double(vertical) * amount)
  }
}
