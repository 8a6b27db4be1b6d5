import SwiftSyntax

/// Reports initials avatars (`Text(name.prefix(1))`) inside a row read as one element: VoiceOver reads a stray letter
/// before the row's words.
public enum InitialsAvatarReadRule: Rule {
  /// Files without any of these cannot hold a site: the calls an initials text is built with.
  public static let sourceKeywords: [String]? = ["prefix(1)", "prefix(2)", ".first", "nitial"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "initials-avatar-read",
    title: "Hide initials avatars in rows read as one element",
    summary: "A letter avatar inside a combined row or a button's label is read as a stray letter (\"J, Jane "
      + "Appleseed\").",
    rationale: """
      An avatar drawn as the first letter of a name (`Circle().overlay(Text(name.prefix(1)))`) decorates the name \
      written beside it. Inside a row combined with `.accessibilityElement(children: .combine)`, or inside a \
      `Button`'s or `NavigationLink`'s label, VoiceOver reads every text of the row, so the row starts with a \
      lone letter: "J, Jane Appleseed, button". Decoration should be implemented so assistive technology can \
      ignore it (WCAG 1.1.1 Non-text Content).

      Reported, low, at the avatar's `Text`: a `Text` (also `Text(verbatim:)`) whose content is a name's first \
      letters (`.prefix(1)`, `.prefix(2)`, `.first` made a `String`) or a value named for initials \
      (`initials`, `user.initial`), inside a combined element or a control's label. Passing: the avatar, or a view around it \
      inside the row, is `.accessibilityHidden(true)`, or the row has its own `.accessibilityLabel`.

      Blind spots: avatars built by a custom view (`AvatarView(user)`) or held in a property, photo avatars \
      (`AsyncImage`, `Image(uiImage:)`, which read as \"image\" or nothing), and rows combined by a view modifier \
      of the app are not seen.
      """,
    category: .voiceOver,
    severity: .low,
    criteria: ["1.1.1"],
    message: "Initials avatar is read as a stray letter in the row's label",
    passingMessage: "Initials avatar is hidden or the row has its own label",
    recommendation: """
      Hide the avatar with `.accessibilityHidden(true)`, or give the row an explicit \
      `.accessibilityLabel(name)`.
      """,
    impactDescription: "VoiceOver users hear a stray letter before every row",
    tags: ["voiceover", "accessibility", "avatar", "decorative"],
    triggeringExamples: InitialsAvatarReadRuleExamples.triggering,
    nonTriggeringExamples: InitialsAvatarReadRuleExamples.nonTriggering
  )

  /// Every initials text of the file inside an element read as one.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "Text").compactMap { text in
      guard text.constructedTypeName == "Text", text.showsInitials, !text.isInPreview else { return nil }
      var hidden = AccessibilityTreatment(of: ExprSyntax(text)).isHidden
      for enclosing in text.enclosingCalls {
        let treatment = enclosing.treatment
        if enclosing.isControlLabel || treatment.children == .combine {
          let passing = hidden || treatment.hasLabel
          return RuleHit(node: text, severity: passing ? .none : .low, passing: passing)
        }
        // A container read another way (`.ignore`, `.contain`) decides alone.
        if treatment.children != nil { return nil }
        hidden = hidden || treatment.isHidden
      }
      return nil
    }
  }
}

extension FunctionCallExprSyntax {
  /// Member names that take a name's first letters.
  private static let initialsCalls: Set<String> = ["prefix", "first"]

  /// Whether this `Text` shows a name's first letters: `Text(name.prefix(1))`, `Text(String(name.first!))`,
  /// `Text(verbatim: user.initials)`.
  fileprivate var showsInitials: Bool {
    guard let content = arguments.first, arguments.count == 1,
      content.label == nil || content.label?.text == "verbatim"
    else { return false }
    let tokens = Array(content.expression.tokens(viewMode: .sourceAccurate))
    // `.first` is a letter only when made a string (`String(name.first!)`, `name.first.map(String.init)`), not
    // the first of a list (`items.first?.title`).
    let makesString = tokens.contains { $0.tokenKind == .identifier("String") }
    for token in tokens {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let lowercased = name.lowercased()
      if lowercased.hasSuffix("initials") || lowercased.hasSuffix("initial") { return true }
      guard Self.initialsCalls.contains(name), token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
      else { continue }
      if name == "first" {
        if makesString { return true }
        continue
      }
      // `prefix(1)` or `prefix(2)`: one or two letters.
      if let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        let count = call.firstUnlabeledArgument?.numericLiteralValue, count <= 2
      {
        return true
      }
    }
    return false
  }
}
