import A11yAuditModel
import SwiftSyntax

/// Reports empty strings used as labels: `Label("", …)`, `Button("")`, `Link("")`, `.accessibilityLabel("")` and an
/// empty `Text("")` as a button's only text.
public enum EmptyAccessibilityLabelRule: Rule {
  /// Files without any of these cannot hold a site: an empty literal.
  public static let sourceKeywords: [String]? = ["\"\"", "\" \""]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "empty-accessibility-label",
    title: "Do not name elements with an empty string",
    summary: "An empty title or `.accessibilityLabel(\"\")` leaves VoiceOver with nothing to say but the role.",
    rationale: """
      VoiceOver names a `Button`, `Link` or `Label` by its title and any view by its `.accessibilityLabel`. An \
      empty string there — often written to hide a title visually or to silence an icon — leaves an element that is \
      announced as just "button", or read by its SF Symbol name, or not at all: people who cannot see the screen \
      cannot tell what it is or does (WCAG 1.1.1 Non-text Content, 4.1.2 Name, Role, Value; SwiftUI \
      `accessibilityLabel(_:)`, `labelStyle(_:)`). A title that should not show is hidden with \
      `.labelStyle(.iconOnly)` or `.labelsHidden()`, which keep it as the accessible name.

      Reported, high: `Button("") { … }` in any of its forms, `Link("", destination:)`, `.accessibilityLabel("")` \
      and `.accessibilityLabel(Text(""))` (also the deprecated `.accessibility(label:)`), and `Text("")` as the \
      only text of a `Button`'s label (beside unlabelled images, whose symbol names are then read); \
      `Label("", systemImage:)` (or `image:`) as a control's label; medium: such a `Label` elsewhere, whose symbol \
      may still be read. Strings of spaces count as empty. Passing: the same views named by a non-empty \
      `.accessibilityLabel` on themselves or on the control or container around them. Not sites: hidden or \
      invisible views (`.accessibilityHidden(true)`, `.hidden()`, `.opacity(0)`), and previews. Empty titles of \
      `Toggle`, `Picker`, `TextField`, `SecureField`, `Slider`, `Stepper` and `DatePicker` are the forms area's \
      `form-control-missing-label`.

      Blind spots: an empty string held in a variable or a localisation key whose translation is empty is not \
      seen.
      """,
    category: .voiceOver,
    severity: .high,
    criteria: ["1.1.1", "4.1.2"],
    message: "{element} has an empty accessibility label",
    passingMessage: "Empty title is replaced by an accessibility label",
    recommendation: """
      Give it a name that says what it is or does: a title (hidden with `.labelStyle(.iconOnly)` if it should not \
      show) or `.accessibilityLabel("Favorites")`; hide it with `.accessibilityHidden(true)` if it is decoration.
      """,
    impactDescription: "VoiceOver users hear \"button\" or nothing instead of a name",
    tags: ["voiceover", "accessibility", "label"],
    triggeringExamples: EmptyAccessibilityLabelRuleExamples.triggering,
    nonTriggeringExamples: EmptyAccessibilityLabelRuleExamples.nonTriggering
  )

  /// Views whose empty title leaves them without a name, with the severity of the finding.
  package static let titledViews: [(name: String, severity: Severity)] = [
    ("Button", .high), ("Link", .high), ("Label", .medium),
  ]

  /// Every empty title and label of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for (name, severity) in titledViews {
      for view in file.index.calls(named: name) where view.constructedTypeName == name {
        guard view.firstUnlabeledArgument?.isEmptyStringLiteral == true, !view.isInPreview,
          let named = view.namedElsewhere
        else { continue }
        let isControlName = view.enclosingCallsThroughConditions.contains(where: \.isControlLabel)
        hits.append(
          hit(
            view, severity: isControlName ? .high : severity, passing: named,
            element: "`\(name)` with an empty title"))
      }
    }
    for text in file.index.calls(named: "Text") where text.constructedTypeName == "Text" {
      guard text.firstUnlabeledArgument?.isEmptyStringLiteral == true, !text.isInPreview,
        let button = text.enclosingCallsThroughConditions.first(where: \.isControlLabel)?.call,
        button.constructedTypeName == "Button", button.labelClosure.map(ExprSyntax.init)?.holdsOnlyEmptyText == true,
        let named = text.namedElsewhere
      else { continue }
      hits.append(hit(text, severity: .high, passing: named, element: "`Button` whose only text is empty"))
    }
    let labels =
      file.index.calls(named: "accessibilityLabel") + file.index.calls(named: "accessibility")
    for label in labels where label.isAccessibilityLabelModifier {
      guard label.accessibilityLabelArgument?.isEmptyStringLiteral == true, !label.isInPreview,
        !label.wholeChainModifiers.contains(where: \.hidesFromEveryone), !label.labelsAnEmptyTitledView
      else { continue }
      hits.append(hit(label, severity: .high, passing: false, element: "View"))
    }
    return hits
  }

  private static func hit(
    _ node: FunctionCallExprSyntax, severity: Severity, passing: Bool, element: String
  )
    -> RuleHit
  {
    var hit = RuleHit(node: node, severity: passing ? .none : severity, passing: passing)
    hit.messageArguments = ["element": element]
    return hit
  }
}

extension ExprSyntax {
  /// `""`, `"  "`, `Text("")` or `LocalizedStringKey("")`: a string literal of nothing or only spaces.
  fileprivate var isEmptyStringLiteral: Bool {
    plainStringLiteral?.allSatisfy(\.isWhitespace) == true
  }

  /// Whether a control's label closure shows no text but empty ones, and no image with a label: the control then has
  /// no name, or the name of a symbol.
  fileprivate var holdsOnlyEmptyText: Bool {
    let finder = LabelContentFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return !finder.hasNamedContent
  }
}

/// Whether a label closure holds anything that names it: non-empty text, a `Label` or a labelled image.
private final class LabelContentFinder: SyntaxVisitor {
  var hasNamedContent = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.constructedTypeName {
    case "Text":
      if node.firstUnlabeledArgument?.isEmptyStringLiteral != true { hasNamedContent = true }
      return .skipChildren
    case "Label":
      hasNamedContent = true
      return .skipChildren
    case "Image":
      if node.argument(labelled: "label") != nil || node.wholeChainModifiers.contains(where: \.givesNonEmptyLabel) {
        hasNamedContent = true
      }
      return .skipChildren
    default:
      return .visitChildren
    }
  }
}

extension FunctionCallExprSyntax {
  /// Whether a view with an empty title gets its name elsewhere: true when a non-empty accessibility label on it or
  /// on a control or container around it names it (a passing site), false when nothing does (a violation), nil when
  /// it is hidden or invisible (not a site).
  fileprivate var namedElsewhere: Bool? {
    let own = wholeChainModifiers
    if own.contains(where: \.hidesFromEveryone) { return nil }
    if own.contains(where: \.givesNonEmptyLabel) { return true }
    for container in enclosingCallsThroughConditions {
      let modifiers = ExprSyntax(container.call).appliedModifiers
      if modifiers.contains(where: \.hidesFromEveryone) { return nil }
      if modifiers.contains(where: \.givesNonEmptyLabel) { return true }
      if container.isControlLabel, container.call.firstUnlabeledArgument?.isEmptyStringLiteral == false {
        return true
      }
    }
    return false
  }

  /// Whether this label modifier is applied to a `Button`, `Link` or `Label` with an empty title, which is
  /// reported already.
  fileprivate var labelsAnEmptyTitledView: Bool {
    guard let root = viewChainRoot.as(FunctionCallExprSyntax.self), let name = root.constructedTypeName else {
      return false
    }
    return EmptyAccessibilityLabelRule.titledViews.contains { $0.name == name }
      && root.firstUnlabeledArgument?.isEmptyStringLiteral == true
  }

  /// `.accessibilityLabel(…)` with anything but an empty literal.
  fileprivate var givesNonEmptyLabel: Bool {
    isAccessibilityLabelModifier && accessibilityLabelArgument?.isEmptyStringLiteral == false
  }

  /// `.accessibilityHidden(true)`, `.hidden()` or `.opacity(0)`: nobody meets the view.
  fileprivate var hidesFromEveryone: Bool {
    switch viewModifierName {
    case "accessibilityHidden": arguments.first?.expression.isTrueLiteral == true
    case "accessibility": argument(labelled: "hidden")?.isTrueLiteral == true
    case "hidden": arguments.isEmpty
    case "opacity": arguments.first?.expression.numericLiteralValue == 0
    default: false
    }
  }
}
